/**
 * spec 001 §2, §9 one-page navigation: an `#anchor` link scrolls to its section in 300 ms (at once
 * under reduced motion), less the height of the first sticky section when asked; the scroll spy marks
 * the link of the section being read, with a 50 px tolerance.
 */

export const ANCHOR_SCROLL_MS = 300;
export const SCROLL_SPY_TOLERANCE_PX = 50;

export interface SpiedSection {
  id: string;
  /** Where the section starts, from the top of the page (px). */
  top: number;
}

/**
 * The section being read: the last one (in page order) whose top has reached the line under the
 * sticky header, give or take the tolerance; at the very end of the page, the last one (it may be too
 * short to ever reach that line). None above the first section.
 */
export function currentSection(
  sections: readonly SpiedSection[],
  scrollY: number,
  options: { offset?: number; tolerance?: number; atPageEnd?: boolean } = {},
): string | undefined {
  const { offset = 0, tolerance = SCROLL_SPY_TOLERANCE_PX, atPageEnd = false } = options;
  const ordered = [...sections].sort((a, b) => a.top - b.top);
  if (atPageEnd && ordered.length > 0) return ordered[ordered.length - 1]?.id;
  const line = scrollY + offset + tolerance;
  let current: string | undefined;
  for (const section of ordered) if (section.top <= line) current = section.id;
  return current;
}

/** Where the page scrolls for a section: its top less the sticky offset, never above the page. */
export function anchorScrollTop(sectionTop: number, stickyOffset: number): number {
  return Math.max(0, Math.round(sectionTop - stickyOffset));
}

/** The `#id` a same-page link points to, or undefined for any other link (or an empty `#`). */
export function sameDocumentAnchor(href: string, pageUrl: string): string | undefined {
  try {
    const target = new URL(href, pageUrl);
    const page = new URL(pageUrl);
    if (target.origin !== page.origin || target.pathname !== page.pathname || target.search !== page.search)
      return undefined;
    const id = decodeURIComponent(target.hash.slice(1));
    return id === '' ? undefined : id;
  } catch {
    return undefined;
  }
}

/**
 * spec 001 §2: `?theme_template_id=N` scrolls to that template element. Only a whole number up to 10
 * digits counts; anything else is ignored.
 */
export function themeTemplateId(search: string): string | undefined {
  const value = new URLSearchParams(search).get('theme_template_id');
  return value !== null && /^\d{1,10}$/.test(value) ? value : undefined;
}
