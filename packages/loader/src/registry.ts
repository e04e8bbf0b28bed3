import { FILTER_HASH_PREFIX } from '@site-widgets/core/catalogue/filter-hash.ts';
import type { WidgetModule } from '@site-widgets/widgets';
import { ADD_TO_A_WHOLE_PAGE, PASSIVE_WIDGETS } from './widget-kinds.ts';

export { PASSIVE_WIDGETS };

/**
 * Every widget the loader knows, by its `data-widget` name. Each is its own chunk, fetched only when an
 * element that needs it nears the viewport (or at once, for the EAGER ones).
 */
export const WIDGETS: Record<string, () => Promise<WidgetModule>> = {
  'review-list': () => import('@site-widgets/widgets/reviews/review-list/widget.tsx'),
  'review-carousel': () => import('@site-widgets/widgets/reviews/review-carousel/widget.tsx'),
  'review-slider': () => import('@site-widgets/widgets/reviews/review-slider/widget.tsx'),
  'review-badge': () => import('@site-widgets/widgets/reviews/review-badge/widget.tsx'),
  'review-float': () => import('@site-widgets/widgets/reviews/review-float/widget.tsx'),
  'review-form': () => import('@site-widgets/widgets/reviews/review-form/widget.tsx'),
  // Embedded forms (issue 12). The form's own lazy chunks, gform-pagination and gform-conditional-logic,
  // load from inside this chunk only for forms that use them (FORM_CHUNKS below).
  form: () => import('@site-widgets/widgets/forms/form/widget.tsx'),
  // The marketing site around the widgets (issue 5): the page builder's feature chunks, by name.
  'site-nav': () => import('@site-widgets/widgets/site/nav/widget.tsx'),
  'site-back-to-top': () => import('@site-widgets/widgets/site/back-to-top/widget.tsx'),
  'site-chat': () => import('@site-widgets/widgets/site/chat/widget.tsx'),
  'site-lightbox': () => import('@site-widgets/widgets/site/lightbox/widget.ts'),
  'site-titles': () => import('@site-widgets/widgets/site/titles/widget.ts'),
  'site-images': () => import('@site-widgets/widgets/site/images/widget.ts'),
  'site-carousel': () => import('@site-widgets/widgets/site/carousel/widget.tsx'),
  'site-third-party-reviews': () => import('@site-widgets/widgets/site/third-party-reviews/widget.ts'),
  'site-analytics': () => import('@site-widgets/widgets/site/analytics/widget.ts'),
  'site-reveal': () => import('@site-widgets/widgets/site/reveal/widget.ts'),
  // Issue 11: the live search (header, shop, results page).
  'live-search': () => import('@site-widgets/widgets/catalogue/live-search/widget.tsx'),
  // Issue 11: the catalogue's grids (posts, gallery, shop).
  'post-grid': () => import('@site-widgets/widgets/catalogue/post-grid/widget.tsx'),
  'media-grid': () => import('@site-widgets/widgets/catalogue/media-grid/widget.tsx'),
  'product-grid': () => import('@site-widgets/widgets/catalogue/product-grid/widget.tsx'),
  // Issue 14 item 6: the loop filter (the loop grid itself is server HTML and needs no script).
  'loop-filter': () => import('@site-widgets/widgets/builder/loop-filter/widget.ts'),
  // Issue 14: page-builder popups (rules at load; the dialog chunk when one opens).
  popup: () => import('@site-widgets/widgets/builder/popup/widget.ts'),
  // Issue 17 item 7: the add-on's popups (rules and trigger; the shared dialog chunk when one opens).
  'addon-popup': () => import('@site-widgets/widgets/builder/addon-popup/widget.ts'),
  // Issue 14: page-builder behaviours, framework-free (no React).
  'builder-sticky': () => import('@site-widgets/widgets/builder/sticky/widget.ts'),
  'builder-motion': () => import('@site-widgets/widgets/builder/motion/widget.ts'),
  'builder-one-page-nav': () => import('@site-widgets/widgets/builder/one-page-nav/widget.ts'),
  'off-canvas': () => import('@site-widgets/widgets/builder/off-canvas/widget.ts'),
  // Issue 16: the add-on's panel widgets.
  'content-tabs': () => import('@site-widgets/widgets/content/tabs/widget.tsx'),
  'content-toggle': () => import('@site-widgets/widgets/content/content-toggle/widget.tsx'),
  'content-accordion': () => import('@site-widgets/widgets/content/accordion/widget.tsx'),
  'content-image-accordion': () => import('@site-widgets/widgets/content/image-accordion/widget.tsx'),
  'content-flip-box': () => import('@site-widgets/widgets/content/flip-box/widget.tsx'),
  'content-hotspots': () => import('@site-widgets/widgets/content/hotspots/widget.tsx'),
  'content-before-after': () => import('@site-widgets/widgets/content/before-after/widget.tsx'),
  'content-image-scroll': () => import('@site-widgets/widgets/content/image-scroll/widget.ts'),
  'content-feature-list': () => import('@site-widgets/widgets/content/feature-list/widget.ts'),
  // Issue 17: charts (chart.js is a chunk of their own, fetched to draw) and data tables (exceljs is
  // fetched only at an export click).
  chart: () => import('@site-widgets/widgets/data/chart/widget.tsx'),
  'data-table': () => import('@site-widgets/widgets/data/data-table/widget.tsx'),
  // Issue 17 item 2: the map (Leaflet, the clusters and their CSS are a chunk of their own, fetched to draw).
  map: () => import('@site-widgets/widgets/data/map/widget.tsx'),
  // Issue 17 item 5: the add-on form builder.
  'form-builder': () => import('@site-widgets/widgets/forms/addon-form-builder/widget.tsx'),
  // Issue 16 (T5): content widgets that count, move or follow the scroll.
  'content-countdown': () => import('@site-widgets/widgets/content/countdown/widget.tsx'),
  'content-progress': () => import('@site-widgets/widgets/content/progress/widget.tsx'),
  'content-animated-text': () => import('@site-widgets/widgets/content/animated-text/widget.tsx'),
  'content-animated-headline': () => import('@site-widgets/widgets/content/animated-headline/widget.ts'),
  'content-ticker': () => import('@site-widgets/widgets/content/ticker/widget.tsx'),
  'content-reading-progress': () => import('@site-widgets/widgets/content/reading-progress/widget.ts'),
  'content-video-playlist': () => import('@site-widgets/widgets/content/video-playlist/widget.tsx'),
  'content-lottie': () => import('@site-widgets/widgets/content/lottie/widget.tsx'),
  // Issue 16 "Sliders" and issue 15 item 7: sliders, carousels and galleries (Embla; the lightbox on demand).
  'advanced-slider': () => import('@site-widgets/widgets/content/advanced-slider/widget.tsx'),
  'testimonial-carousel': () => import('@site-widgets/widgets/content/testimonial-carousel/widget.tsx'),
  'flip-carousel': () => import('@site-widgets/widgets/content/flip-carousel/widget.tsx'),
  'image-gallery': () => import('@site-widgets/widgets/content/image-gallery/widget.ts'),
  'product-gallery': () => import('@site-widgets/widgets/content/media-gallery/widget.tsx'),
  'featured-media-gallery': () => import('@site-widgets/widgets/content/media-gallery/featured-widget.tsx'),
  // Issue 15 item 5: the checkout form (a plain form until the visitor reaches it).
  'shop-checkout': () => import('@site-widgets/widgets/shop/checkout/widget.tsx'),
  // Issue 16 (T7): navigation and page content widgets.
  'content-nav-menu': () => import('@site-widgets/widgets/content/nav-menu/widget.tsx'),
  'content-taxonomy-list': () => import('@site-widgets/widgets/content/taxonomy-list/widget.ts'),
  'content-timeline': () => import('@site-widgets/widgets/content/timeline/widget.ts'),
  'content-share': () => import('@site-widgets/widgets/content/share/widget.tsx'),
  'content-like': () => import('@site-widgets/widgets/content/like/widget.tsx'),
  'content-code': () => import('@site-widgets/widgets/content/code/widget.ts'),
  'content-toc': () => import('@site-widgets/widgets/content/toc/widget.tsx'),
  'content-contact-buttons': () => import('@site-widgets/widgets/content/contact-buttons/widget.tsx'),
  'content-floating-bar': () => import('@site-widgets/widgets/content/floating-bar/widget.tsx'),
  'content-progress-tracker': () => import('@site-widgets/widgets/content/progress-tracker/widget.tsx'),
  // Issue 17 item 4: social feeds, and the Facebook SDK behind its consent placeholder.
  'social-feed': () => import('@site-widgets/widgets/content/social-feed/widget.tsx'),
  'social-facebook': () => import('@site-widgets/widgets/content/facebook-sdk/widget.ts'),
  // Issue 17 item 6: the newsletter signup (a plain form until the visitor reaches it).
  newsletter: () => import('@site-widgets/widgets/content/newsletter/widget.tsx'),
  // Issue 15: a product page's add-to-cart form, and the header's cart icon with the mini cart.
  'add-to-cart': () => import('@site-widgets/widgets/shop/add-to-cart/widget.tsx'),
  'mini-cart': () => import('@site-widgets/widgets/shop/mini-cart/widget.ts'),
  // Issue 15 item 2: wishlist and compare (framework-free; one shared list mirror per page).
  'wishlist-button': () => import('@site-widgets/widgets/shop/wishlist-button/widget.ts'),
  'compare-button': () => import('@site-widgets/widgets/shop/compare-button/widget.ts'),
  'mini-wishlist': () => import('@site-widgets/widgets/shop/mini-wishlist/widget.ts'),
  'mini-compare': () => import('@site-widgets/widgets/shop/mini-compare/widget.ts'),
  'wishlist-page': () => import('@site-widgets/widgets/shop/wishlist-page/widget.ts'),
  'compare-page': () => import('@site-widgets/widgets/shop/compare-page/widget.ts'),
};

/**
 * Widgets that start as soon as the page is ready, wherever their element is: page views are counted on
 * arrival, and the third-party script's 8 s are counted from DOMContentLoaded (spec 000 §7).
 */
export const EAGER_WIDGETS: ReadonlySet<string> = new Set([
  'site-analytics',
  'site-third-party-reviews',
  // Issue 14: a popup's triggers count from page load (delays, inactivity, scrolling, exit intent).
  'popup',
  // Issue 17 item 7: an add-on popup arms its trigger (delay, scroll, date, inactivity, exit intent).
  'addon-popup',
  // Issue 14: a sticky section must be in place at the first scroll (a bottom one at once), and the
  // one-page navigation answers `?theme_template_id=` on arrival.
  'builder-sticky',
  'builder-one-page-nav',
]);

/**
 * Issue 10: a post, media or product grid's first page is whole server HTML, with its filter buttons,
 * search box and load-more button. It starts at once when the address's hash is a filter link it follows
 * (`#filter:{term}`, spec 001 §2); near the viewport when masonry must lay it out; a screen before its
 * end with infinite scroll (which loads there); otherwise when the visitor reaches it (a click held
 * meanwhile, on a filter, a picture or load-more, is performed once live; what was typed in its search
 * box is searched).
 */
function gridRule(element: HTMLElement): StartRule {
  const { layout, paginationType, deeplinking } = element.dataset;
  if (deeplinking === 'yes' && window.location.hash.startsWith(FILTER_HASH_PREFIX)) return 'eager';
  if (layout === 'masonry') return 'visible';
  return paginationType === 'infinite-scroll' ? 'end' : 'interaction';
}

/** Whether the lists' marker cookie (`sw_lists`, contract LISTS_MARKER_COOKIE) says a list holds a product. */
const listsMarked = () => /(?:^|;\s*)sw_lists=1(?:;|$)/.test(document.cookie);

/** Issue 15 item 2: the header's mini wishlist and compare (see their rules below). */
function miniListRule(element: HTMLElement): 'visible' | 'interaction' {
  if (element.dataset.countOnLoad !== 'no') return 'visible';
  return listsMarked() ? 'visible' : 'interaction';
}

/**
 * When a widget's code loads and runs (issue 10, "islands"):
 * - `eager`: as soon as the page is ready;
 * - `visible`: when its element comes within 200 px of the viewport (it has work to do there, or, without
 *   server-rendered markup, content to fetch);
 * - `moving`: it must start moving by itself (autoplay): its chunk is fetched once it is in view and it
 *   starts when the browser is idle; under reduced motion it does not move and starts as `visible`;
 * - `interaction`: its server HTML is complete and nothing asks it to move: it stays plain HTML until the
 *   visitor's pointer, finger, focus or key reaches it (the first click is held and performed once live);
 * - `scroll`: the same, or the page's first scroll (what it reacts to);
 * - `end`: the same, or its end (its `data-slot="footer"`) coming within a screen of the viewport: what it
 *   does unasked happens there (infinite scroll loads once the end is within 300 px).
 */
export type StartRule = 'eager' | 'visible' | 'moving' | 'interaction' | 'scroll' | 'end';

const ISLANDS: Record<string, (element: HTMLElement) => StartRule> = {
  // An endless list must load its next page when the visitor reaches its end, unasked.
  'review-list': (element) => (element.dataset.loadMore === 'scroll' ? 'visible' : 'interaction'),
  // Their arrows and dots come with their code: without autoplay they start near the viewport.
  'review-slider': (element) => (element.dataset.autoplay === 'yes' ? 'moving' : 'visible'),
  'review-carousel': (element) => (element.dataset.autoplay === 'yes' ? 'moving' : 'visible'),
  // A floating badge counts its delay and auto-close; an inline one waits to be opened.
  'review-badge': (element) => (element.dataset.position === 'inline' ? 'interaction' : 'visible'),
  'site-nav': () => 'interaction',
  'site-chat': () => 'interaction',
  newsletter: () => 'interaction',
  'site-back-to-top': () => 'scroll',
  'site-carousel': (element) => (element.dataset.autoplay === 'yes' ? 'moving' : 'visible'),
  // The header search is on every page: a working GET form until the visitor reaches it (typing before
  // its code arrives is kept; the box searches for what the field holds once live).
  'live-search': () => 'interaction',
  'post-grid': gridRule,
  'media-grid': gridRule,
  'product-grid': gridRule,
  // A GET form that works without script: its code loads when the visitor reaches it (a box ticked
  // meanwhile is taken up on mount). An entry it has written (history.state marked) may get back/forward
  // within the same document even after a reload, so there it starts at once to follow them.
  'loop-filter': () =>
    (window.history.state as { swLoopFilter?: unknown } | null)?.swLoopFilter ? 'eager' : 'interaction',
  // Issue 16: panels are whole server HTML (the server opens `?active_tab` / `?active_panel`); their code
  // comes with the visitor, at once when the address's hash names one of their headers (it opens it),
  // as soon as they are in view when they move by themselves (autoplay, a default active image).
  'content-tabs': (element) =>
    namedByHash(element) ? 'eager' : element.dataset.autoplay === 'yes' ? 'moving' : 'interaction',
  'content-accordion': (element) => (namedByHash(element) ? 'eager' : 'interaction'),
  'content-toggle': () => 'interaction',
  'content-image-accordion': (element) => (element.dataset.defaultActive ? 'visible' : 'interaction'),
  'content-flip-box': () => 'interaction',
  'content-hotspots': () => 'interaction',
  'content-before-after': () => 'interaction',
  'content-image-scroll': () => 'interaction',
  'content-feature-list': () => 'interaction',
  // Issue 17: the server's table is whole (every row, the first page shown); its code comes with the
  // visitor's pointer, focus or key (a click on a sort or page button is held and replayed).
  'data-table': () => 'interaction',
  // Issue 17 item 5: the form's first step is whole server HTML; its code comes with the visitor's
  // pointer, focus or key (a click on Next held meanwhile is replayed once live).
  'form-builder': () => 'interaction',
  // Issue 16 (T5). A countdown must tick, a counter run and a headline draw once in view; what moves by
  // itself (animated text, ticker, an autoplaying Lottie) starts when idle once in view; the reading bar
  // follows the first scroll; the playlist is whole HTML until the visitor reaches it.
  'content-countdown': () => 'visible',
  'content-progress': () => 'visible',
  'content-animated-headline': () => 'visible',
  'content-animated-text': () => 'moving',
  'content-ticker': () => 'moving',
  'content-lottie': (element) => (element.dataset.mode === 'scroll' ? 'visible' : 'moving'),
  'content-reading-progress': () => 'scroll',
  'content-video-playlist': () => 'interaction',
  // Issue 16: what autoplays (slides, or a slide's video) must move when seen; otherwise their arrows and
  // dots come with their code, near the viewport, like the other carousels.
  'advanced-slider': (element) =>
    element.dataset.autoplay === 'yes' || element.dataset.videoAutoplay === 'yes' ? 'moving' : 'visible',
  'testimonial-carousel': (element) => (element.dataset.autoplay === 'yes' ? 'moving' : 'visible'),
  'flip-carousel': (element) => (element.dataset.autoplay === 'yes' ? 'moving' : 'visible'),
  // Links to the full pictures and thumbnail buttons in the server HTML: code when the visitor reaches them
  // (the first click is held and performed: the lightbox opens, the thumbnail shows its picture).
  'image-gallery': () => 'interaction',
  'product-gallery': () => 'interaction',
  'featured-media-gallery': () => 'interaction',
  // Issue 15: a whole form that posts without script; live once the visitor reaches it.
  'shop-checkout': () => 'interaction',
  // Issue 16 (T7). Complete server HTML that waits for the visitor: menu, share, like, contact, bar.
  'content-nav-menu': () => 'interaction',
  'content-share': () => 'interaction',
  'content-like': () => 'interaction',
  'content-contact-buttons': () => 'interaction',
  // A named bar the visitor closed earlier must go (local storage) without waiting for them: once the
  // page has loaded (its wrapper has no size of its own to watch: the bar inside is fixed).
  'content-floating-bar': (element) => (element.dataset.barId ? 'eager' : 'interaction'),
  // Nothing to do in the browser (and passive below): never fetched on a server-rendered page.
  'content-taxonomy-list': () => 'interaction',
  'content-timeline': () => 'interaction',
  // Colours its code once near the viewport; the table of contents marks the heading read as the page
  // scrolls, and the progress tracker follows scrolling: both start at the first scroll.
  'content-code': () => 'visible',
  'content-toc': () => 'scroll',
  'content-progress-tracker': () => 'scroll',
  // Issue 15: a working POST form until the visitor reaches it (the first submit is held and replayed).
  'add-to-cart': () => 'interaction',
  // Issue 15: the server's header shows an empty cart; with a cart (its hash cookie) the count must be
  // put in at once (from session storage, no call when unchanged), else it waits for the visitor.
  'mini-cart': () =>
    /(?:^|;\s*)sw_cart_hash=[0-9a-f]{32}/.test(document.cookie) ? 'visible' : 'interaction',
  // Issue 15 item 2: a button shows add or remove from the server's check, and a header icon its count,
  // as soon as they are near the viewport; the list pages are server HTML until a remove is pressed.
  // Issue 10: without the lists' marker cookie both lists are empty, so every button's server HTML
  // ("Add to …") is already right: the buttons then wait for the visitor (no code, no check call).
  'wishlist-button': () => (listsMarked() ? 'visible' : 'interaction'),
  'compare-button': () => (listsMarked() ? 'visible' : 'interaction'),
  // Off the shop's pages (data-count-on-load="no") they wait for the visitor (no code, no call), unless
  // the lists' marker cookie (`sw_lists`, contract LISTS_MARKER_COOKIE) says a list holds a product:
  // then the count is fetched once the page has loaded, so the header never shows an empty badge.
  'mini-wishlist': (element) => miniListRule(element),
  'mini-compare': (element) => miniListRule(element),
  'wishlist-page': () => 'interaction',
  'compare-page': () => 'interaction',
  // Issue 17 item 4: a masonry feed lays itself out once near the viewport (spec 001 §9 relayouts);
  // a grid or list is whole server HTML until the visitor reaches it (a load-more click is held). A
  // carousel feed is like the other carousels: moving when it autoplays, else near the viewport (its
  // arrows and dots come with its code).
  'social-feed': (element) => {
    const { layout, autoplay } = element.dataset;
    if (layout === 'carousel') return autoplay === 'yes' ? 'moving' : 'visible';
    return layout === 'masonry' ? 'visible' : 'interaction';
  },
  // The Facebook placeholder is a button: the SDK itself waits for the visitor's consent; once given
  // (remembered in this browser), the box loads near the viewport.
  'social-facebook': () => {
    try {
      return window.localStorage.getItem('sw_consent_facebook') === 'yes' ? 'visible' : 'interaction';
    } catch {
      return 'interaction';
    }
  },
};

/** Issue 16: whether the address's hash names an element inside the widget (a tab or panel header). */
function namedByHash(element: HTMLElement): boolean {
  const id = window.location.hash.slice(1);
  if (id === '') return false;
  try {
    const target = document.getElementById(decodeURIComponent(id));
    return target !== null && element.contains(target);
  } catch {
    return false;
  }
}

/** Whether the server rendered the widget's markup whole (its root is there). */
function serverRendered(element: HTMLElement): boolean {
  return element.querySelector(':scope > [data-widget-root]') !== null;
}

/** The start rule of a widget element; islands only when the server rendered its markup whole. */
export function startRule(element: HTMLElement): StartRule {
  const name = element.dataset.widget ?? '';
  // Issue 17 item 7: a widget an outside element opens (an add-on popup's custom trigger) has nothing
  // to do before that click; the loader holds the click and replays it once the code is live.
  if (element.dataset.openSelector) return 'interaction';
  if (EAGER_WIDGETS.has(name)) return 'eager';
  const island = ISLANDS[name];
  return island && serverRendered(element) ? island(element) : 'visible';
}

/**
 * Issue 17: a server-rendered chart's figures are already in its table, a map's places in its picture
 * and list; drawing can wait for the page's `load` (on a plain page the widget has its content to
 * fetch, so it does not wait).
 */
const DRAWN_AFTER_LOAD: ReadonlySet<string> = new Set(['chart', 'map']);

/**
 * Whether a widget's code waits for the page's `load` event before it is fetched (whatever its start
 * rule says after that): the page is complete without it, so its chunk must not compete with the page's
 * own first paint and largest image for the network and the main thread (issue 10: LCP within 10 % of
 * the page without script). Server-rendered islands and the widgets that only add to a whole page do;
 * a widget without server markup does not (it has content to fetch), nor does the visitor's first
 * interaction, which starts any widget at once.
 */
export function waitsForPageLoad(element: HTMLElement): boolean {
  const name = element.dataset.widget ?? '';
  return (
    ADD_TO_A_WHOLE_PAGE.has(name) ||
    ((name in ISLANDS || DRAWN_AFTER_LOAD.has(name)) && serverRendered(element))
  );
}

/**
 * Widgets that add nothing the page's inline CSS could lack (they count, fill titles, set image
 * attributes, reveal by attribute): their start does not make the loader link the whole stylesheets.
 */
export const STYLE_FREE_WIDGETS: ReadonlySet<string> = new Set([
  'site-analytics',
  'site-titles',
  'site-images',
  'site-reveal',
  // Issue 14: their markup is in the page (a popup hidden), so the inline CSS holds their rules; they
  // only set state attributes and transforms.
  'popup',
  'addon-popup',
  'builder-sticky',
  'builder-motion',
  'builder-one-page-nav',
  // Issue 16 (T5): they only set a state attribute or a transform on server markup.
  'content-animated-headline',
  'content-reading-progress',
]);

/**
 * Lazy chunks of the `form` widget by their spec 001 §7 names (issue 12 §9): fetched by a form only when
 * it has more than one page or conditional rules, with the 120,000 ms chunk-loading time-out.
 */
export const FORM_CHUNKS: readonly string[] = [
  'gform-pagination',
  'gform-conditional-logic',
  // Issue 13: forms with an upload field.
  'gform-fileupload',
];
