import {
  automaticPublicPath,
  loadChunk,
  PUBLIC_PATH_UNSUPPORTED,
} from '@site-widgets/core/site/chunk-loading.ts';
import { EAGER_WIDGETS, WIDGETS } from './registry.ts';

/**
 * The one script a site adds. It finds `[data-widget]` elements (now and later), loads each widget's
 * chunk when its element comes within 200 px of the viewport, and lets the widget hydrate or mount.
 * Kept free of React and of schemas so it stays under 4 KB gzip; the widget chunk parses its attributes.
 */
const SELECTOR = '[data-widget]';
const STATE = 'data-widget-state';

function report(message: string, error?: unknown) {
  console.error(`[site-widgets] ${message}`, ...(error === undefined ? [] : [error]));
}

async function start(element: HTMLElement) {
  const name = element.dataset.widget ?? '';
  const load = WIDGETS[name];
  if (!load) {
    report(`${name || '(empty)'}: data-widget: unknown widget`);
    element.setAttribute(STATE, 'error');
    return;
  }
  element.setAttribute(STATE, 'loading');
  try {
    // spec 000 §8: 'Loading chunk {n} failed' when the import fails or takes over 120 s. The fallback
    // content stays, so the page remains usable.
    const widget = await loadChunk(name, load);
    const unmount = await widget.mount(element);
    element.setAttribute(STATE, unmount ? 'mounted' : 'error');
  } catch (error) {
    element.setAttribute(STATE, 'error');
    report(`${name}: ${error instanceof Error ? error.message : 'could not start'}`, error);
  }
}

const observer =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            void start(entry.target as HTMLElement);
          }
        },
        { rootMargin: '200px 0px' },
      )
    : undefined;

function watch(element: HTMLElement) {
  if (element.hasAttribute(STATE)) return;
  element.setAttribute(STATE, 'waiting');
  if (observer && !EAGER_WIDGETS.has(element.dataset.widget ?? '')) observer.observe(element);
  else void start(element);
}

function scan(root: ParentNode) {
  if (root instanceof HTMLElement && root.matches(SELECTOR)) watch(root);
  for (const element of root.querySelectorAll<HTMLElement>(SELECTOR)) watch(element);
}

function boot() {
  // Chunks are fetched relative to the loader's own address; without one nothing can load, so every
  // widget keeps its fallback content.
  try {
    automaticPublicPath(import.meta.url, (document.currentScript as HTMLScriptElement | null)?.src);
  } catch {
    report(PUBLIC_PATH_UNSUPPORTED);
    for (const element of document.querySelectorAll(SELECTOR)) element.setAttribute(STATE, 'error');
    return;
  }
  scan(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof HTMLElement) scan(node);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
