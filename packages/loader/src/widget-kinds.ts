/**
 * Kinds of widget that both the loader (registry.ts) and the page's inline start script (page-boot.ts)
 * need to know; kept apart from the registry, whose chunk imports must not reach the inline script.
 */

/**
 * Widgets that only add to a page that is already whole: they count it, fill titles, reveal what is
 * scrolled to. The lazy-image one is not among them: it must act before the images load.
 */
export const ADD_TO_A_WHOLE_PAGE: ReadonlySet<string> = new Set([
  'site-analytics',
  'site-titles',
  'site-reveal',
  // Issue 14: the page-builder behaviours act on server HTML that is already whole. A popup's triggers
  // count from page load (spec 001 §5), a sticky section only changes what scrolling shows, motion is
  // decoration, and `theme_template_id` scrolls best once the page's layout has settled.
  'popup',
  'addon-popup',
  'builder-sticky',
  'builder-motion',
  'builder-one-page-nav',
]);

/**
 * Widgets with no controls of their own (they fill titles, count pages, lazy-load or reveal): an
 * interaction inside one belongs to the widget or page around it, not to them.
 */
export const PASSIVE_WIDGETS: ReadonlySet<string> = new Set([
  'site-analytics',
  'site-titles',
  'site-images',
  'site-reveal',
  'site-third-party-reviews',
  // Issue 14: a sticky header or a moving picture holds other widgets' controls, not its own.
  'builder-sticky',
  'builder-motion',
  // Issue 16 (T5): decoration over the page.
  'content-animated-headline',
  'content-reading-progress',
  // Issue 16: server lists of links with no controls of their own.
  'content-taxonomy-list',
  'content-timeline',
]);
