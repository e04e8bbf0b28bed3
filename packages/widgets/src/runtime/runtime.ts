import { NONCE_PATH } from '@site-widgets/contract/ajax.ts';
import { PAGE_VARS_ELEMENT_ID, type PageVars, pageVarsSchema } from '@site-widgets/contract/page-vars.ts';
import { type AjaxClient, createAjaxClient } from '@site-widgets/core/ajax/ajax-client.ts';
import { serverUrl } from '@site-widgets/core/site/server-url.ts';

export interface WidgetRuntime {
  pageVars: PageVars;
  ajax: AjaxClient;
}

let runtime: WidgetRuntime | undefined;

/**
 * The page's one runtime, shared by every widget chunk: page variables from the JSON script element
 * (spec 000 §6) and one ajax client, so a refreshed nonce serves every widget.
 */
export function getRuntime(): WidgetRuntime {
  if (runtime) return runtime;
  const element = document.getElementById(PAGE_VARS_ELEMENT_ID);
  let raw: unknown = {};
  try {
    raw = element?.textContent ? JSON.parse(element.textContent) : {};
  } catch {
    console.error(`[site-widgets] #${PAGE_VARS_ELEMENT_ID}: page variables are not JSON; using defaults`);
  }
  const parsed = pageVarsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    console.error(
      `[site-widgets] #${PAGE_VARS_ELEMENT_ID}: ${issue?.path.join('.')}: ${issue?.message}; using defaults`,
    );
  }
  const pageVars = parsed.success ? parsed.data : pageVarsSchema.parse({});
  runtime = {
    pageVars,
    ajax: createAjaxClient({
      // Issue 18 item 2: on another site's page both go to our server (server-url.ts).
      ajaxUrl: serverUrl(pageVars.ajaxurl),
      nonce: pageVars.nonce,
      noncePath: serverUrl(NONCE_PATH),
      fetch: (input, init) => fetch(input, init),
    }),
  };
  return runtime;
}
