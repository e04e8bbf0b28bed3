import { PAGE_VARS_ELEMENT_ID, type PageVars, type SitePageVars } from '@site-widgets/contract';
import { jsonForScript } from '@site-widgets/widgets/runtime/ssr.tsx';

/** The one JSON script element with the page variables the widgets read (spec 000 §6, §7). */
export function PageVarsScript({ vars }: { vars: PageVars & Partial<SitePageVars> }) {
  return (
    <script
      type="application/json"
      id={PAGE_VARS_ELEMENT_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonForScript escapes < > & so nothing closes the script
      dangerouslySetInnerHTML={{ __html: jsonForScript(vars) }}
    />
  );
}
