import { PAGE_VARS_ELEMENT_ID } from '@site-widgets/contract/page-vars.ts';
import { type SitePageVars, sitePageVarsSchema } from '@site-widgets/contract/site/site-page-vars.ts';

/**
 * The page builder's editor marks its page this way; spec 000 §6 edit mode is either this class or the
 * page variable `editMode`.
 */
export const EDITOR_BODY_CLASS = 'elementor-editor-active';

/** The site settings among the page variables (`#site-widgets-vars`); defaults when absent or invalid. */
export function readSitePageVars(doc: Document = document): SitePageVars {
  let raw: unknown = {};
  try {
    const text = doc.getElementById(PAGE_VARS_ELEMENT_ID)?.textContent;
    raw = text ? JSON.parse(text) : {};
  } catch {
    raw = {};
  }
  const parsed = sitePageVarsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  console.error(
    `[site-widgets] #${PAGE_VARS_ELEMENT_ID}: ${issue?.path.join('.')}: ${issue?.message}; using defaults`,
  );
  return sitePageVarsSchema.parse({});
}

/** spec 000 §6: whether the page is open in the page builder's editor (visitor mode is the default). */
export function isEditMode(doc: Document = document): boolean {
  return readSitePageVars(doc).editMode || doc.body.classList.contains(EDITOR_BODY_CLASS);
}
