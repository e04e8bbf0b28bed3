/** spec 001 §9: the tab content's height changes over 500 ms. */
export const TAB_HEIGHT_TRANSITION_MS = 500;

/** Default ms between automatic moves when tabs autoplay (spec 001 §9: intervals come from configuration). */
export const TABS_AUTOPLAY_DEFAULT_MS = 5000;

/** The tab after `current` for autoplay, wrapping to the first. */
export const nextTab = (current: number, count: number): number => (count > 0 ? (current + 1) % count : 0);

/** A panel's id-safe slug from its title (`Cakes & bakes` → `cakes-bakes`), for hash links. */
export function slugFor(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return /^[a-z]/.test(slug) ? slug : `item-${slug}`;
}
