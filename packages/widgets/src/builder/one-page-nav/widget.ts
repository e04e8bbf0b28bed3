import { builderOnePageNavAttributesSchema } from '@site-widgets/contract/builder/motion-attributes.ts';
import { createDebounce, MOTION_RESIZE_DEBOUNCE_MS } from '@site-widgets/core/builder/debounce.ts';
import { builderPlan } from '@site-widgets/core/builder/editor-mode.ts';
import {
  ANCHOR_SCROLL_MS,
  anchorScrollTop,
  currentSection,
  type SpiedSection,
  sameDocumentAnchor,
  themeTemplateId,
} from '@site-widgets/core/builder/one-page-nav.ts';
import { animateScroll } from '@site-widgets/core/builder/scroll-animation.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { prefersReducedMotion, windowClock, windowFrames } from '../../site/shared/browser.ts';
import { isEditMode } from '../../site/shared/site-page-vars.ts';
import { frameThrottle, layoutTop } from '../shared/page-geometry.ts';

const WIDGET = 'builder-one-page-nav';

/** The first sticky section's height, or 0: what a section must stay clear of. */
function firstStickyHeight(): number {
  const sticky = document.querySelector<HTMLElement>(
    '[data-widget="builder-sticky"]:not([data-sticky="off"])',
  );
  return sticky ? Math.round(sticky.getBoundingClientRect().height) : 0;
}

/**
 * spec 001 §2, §9 one-page navigation: each `#anchor` link inside scrolls to its section in 300 ms
 * (at once under reduced motion or in the editor), stopping short by the first sticky section's
 * height; the scroll spy marks the link of the section being read (`aria-current="location"`) with a
 * 50 px tolerance. A `theme_template_id` query parameter scrolls the page to that template element.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, builderOnePageNavAttributesSchema);
  if (!attributes) return undefined;
  const useStickyOffset = attributes.stickyOffset ?? true;
  const plan = builderPlan(isEditMode(), prefersReducedMotion());

  const links = new Map<string, HTMLAnchorElement>();
  for (const link of element.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const id = sameDocumentAnchor(link.getAttribute('href') ?? '', location.href);
    if (id !== undefined && document.getElementById(id)) links.set(id, link);
  }

  let sections: SpiedSection[] = [];
  let stickyOffset = 0;
  let pageEnd = 0;
  let marked: string | undefined;
  let stopScroll: (() => void) | undefined;

  function measure() {
    sections = [...links.keys()].flatMap((id) => {
      const section = document.getElementById(id);
      return section ? [{ id, top: layoutTop(section) }] : [];
    });
    stickyOffset = useStickyOffset ? firstStickyHeight() : 0;
    pageEnd = document.documentElement.scrollHeight - window.innerHeight;
  }

  const spy = frameThrottle(() => {
    const atPageEnd = pageEnd > 0 && window.scrollY >= pageEnd - 2;
    const current = currentSection(sections, window.scrollY, { offset: stickyOffset, atPageEnd });
    if (current === marked) return;
    if (marked !== undefined) links.get(marked)?.removeAttribute('aria-current');
    if (current !== undefined) links.get(current)?.setAttribute('aria-current', 'location');
    marked = current;
  });

  function scrollToSection(section: HTMLElement, smooth: boolean) {
    stopScroll?.();
    measure();
    const to = anchorScrollTop(layoutTop(section), stickyOffset);
    stopScroll = animateScroll({
      from: window.scrollY,
      to,
      duration: smooth ? ANCHOR_SCROLL_MS : 0,
      clock: windowClock,
      frames: windowFrames,
      scrollTo: (top) => window.scrollTo({ top, behavior: 'instant' }),
      onDone: () => {
        // Keyboard and screen-reader users continue from the section they chose.
        if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
        section.focus({ preventScroll: true });
        spy.schedule();
      },
    });
  }

  function onClick(event: MouseEvent) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    const id = [...links].find(([, candidate]) => candidate === link)?.[0];
    const section = id === undefined ? null : document.getElementById(id);
    if (!section || id === undefined) return;
    event.preventDefault();
    history.pushState(history.state, '', `#${encodeURIComponent(id)}`);
    scrollToSection(section, plan.smoothScroll);
  }

  const resize = createDebounce(windowClock, MOTION_RESIZE_DEBOUNCE_MS, () => {
    measure();
    spy.schedule();
  });
  const onScroll = () => spy.schedule();
  const onResize = () => resize.call();
  const onLoad = () => {
    measure();
    spy.schedule();
  };

  measure();
  spy.schedule();
  element.addEventListener('click', onClick);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onResize);
  if (document.readyState !== 'complete') window.addEventListener('load', onLoad, { once: true });

  // spec 001 §2: `?theme_template_id=N` scrolls to that template (`data-template-id` or the builder's
  // `elementor-N` class); only a whole number is read.
  const templateId = themeTemplateId(location.search);
  const template =
    templateId === undefined
      ? null
      : document.querySelector<HTMLElement>(`[data-template-id="${templateId}"], .elementor-${templateId}`);
  if (template) scrollToSection(template, false);

  return () => {
    stopScroll?.();
    spy.cancel();
    resize.destroy();
    element.removeEventListener('click', onClick);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onResize);
    window.removeEventListener('load', onLoad);
    if (marked !== undefined) links.get(marked)?.removeAttribute('aria-current');
  };
}
