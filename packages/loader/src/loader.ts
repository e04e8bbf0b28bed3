import {
  automaticPublicPath,
  loadChunk,
  PUBLIC_PATH_UNSUPPORTED,
} from '@site-widgets/core/site/chunk-loading.ts';
import { type EarlyInteraction, recordEarlyInteraction } from '@site-widgets/core/site/early-interaction.ts';
import { httpOriginOf, onForeignPage, SERVER_ORIGIN_ATTRIBUTE } from '@site-widgets/core/site/server-url.ts';
import { inNextTask, nextTask } from '@site-widgets/core/timing/next-task.ts';
import { bootHandover, EARLY_EVENT_TYPES, LINK_ACTION_SELECTOR } from './boot-handover.ts';
import { fragmentTarget } from './fragment-target.ts';
import { PASSIVE_WIDGETS, STYLE_FREE_WIDGETS, startRule, WIDGETS, waitsForPageLoad } from './registry.ts';

/**
 * The one script a site adds. It finds `[data-widget]` elements (now and later), loads each widget's
 * chunk when it is needed (registry.ts `startRule`: near the viewport, when it must move, or at the
 * visitor's first interaction with it) and lets the widget hydrate or mount.
 * Kept free of React and of schemas so it stays under 4 KB gzip; the widget chunk parses its attributes.
 */
const SELECTOR = '[data-widget]';
const STATE = 'data-widget-state';

function report(message: string, error?: unknown) {
  console.error(`[site-widgets] ${message}`, ...(error === undefined ? [] : [error]));
}

/** The first interaction each widget received before its code arrived, replayed once it is live. */
const early = new WeakMap<HTMLElement, EarlyInteraction>();
const started = new WeakSet<HTMLElement>();

/**
 * A page whose server wrote only the part of a stylesheet its markup uses (`<style data-critical
 * data-href>`) gets the whole file when the first widget that adds markup starts, right after that part
 * (the same cascade order), for the states and content it adds; it arrives well before that widget's
 * code and React. Not before: a visitor who never reaches a widget never needs it.
 */
let wholeStylesLinked = false;
function linkWholeStyles() {
  if (wholeStylesLinked) return;
  wholeStylesLinked = true;
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-critical][data-href]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = style.dataset.href ?? '';
    style.after(link);
  }
  linkStylesOnForeignPage();
}

/**
 * Issue 18 item 2: another site's page that forgot our stylesheet in its snippet gets it from our server
 * (beside the loader), at the end of <head>. Late, so it may restyle what shows; the snippet's own link
 * avoids that.
 */
function linkStylesOnForeignPage() {
  if (!onForeignPage()) return;
  const address = new URL('widgets.css', import.meta.url).href;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')) {
    if (link.href.replace(/[?#].*$/, '') === address) return;
  }
  if (document.querySelector('style[data-critical]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = address;
  document.head.append(link);
}

async function start(element: HTMLElement) {
  if (started.has(element)) return;
  started.add(element);
  observer?.unobserve(element);
  movingObserver?.unobserve(element);
  const name = element.dataset.widget ?? '';
  const load = WIDGETS[name];
  if (!STYLE_FREE_WIDGETS.has(name)) linkWholeStyles();
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
    // Issue 10: each widget mounts in a task of its own, not in the one that evaluated its chunk (or
    // another widget's): chunks that arrive together would otherwise run their mounts back to back in
    // one long task, which Lighthouse counts as blocking. A visitor's input between them is answered.
    await nextTask(window);
    const unmount = await widget.mount(element);
    element.setAttribute(STATE, unmount ? 'mounted' : 'error');
    const pending = early.get(element);
    early.delete(element);
    // After the task that mounted it, so React has attached its handlers to the hydrated markup.
    if (unmount && pending) setTimeout(() => pending.replay(), 0);
  } catch (error) {
    element.setAttribute(STATE, 'error');
    report(`${name}: ${error instanceof Error ? error.message : 'could not start'}`, error);
  }
}

const observer =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) if (entry.isIntersecting) void start(entry.target as HTMLElement);
        },
        { rootMargin: '200px 0px' },
      )
    : undefined;

/**
 * Issue 10: widgets whose end is where they act unasked (rule `end`: infinite scroll). Their footer is
 * watched a screen ahead, so the code is live before the end comes within the spec's 300 px.
 */
const endObserver =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            endObserver?.unobserve(entry.target);
            const element = entry.target.closest<HTMLElement>(SELECTOR);
            if (element) void start(element);
          }
        },
        { rootMargin: '100% 0px' },
      )
    : undefined;

const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200);

/**
 * Widgets that must start moving (autoplay): once in view their chunk is fetched at once (it will be
 * needed soon), and they start when the browser is idle, so first paint and input never wait on them.
 */
const movingObserver =
  'IntersectionObserver' in window
    ? new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const element = entry.target as HTMLElement;
          movingObserver?.unobserve(element);
          WIDGETS[element.dataset.widget ?? '']?.().catch(() => {});
          whenIdle(() => void start(element));
        }
      })
    : undefined;

/** Widgets that start at the page's first scroll (or their own first interaction). */
const onScroll: HTMLElement[] = [];
let scrolled = false;

/** Runs `task` once the page's `load` event has passed (at once when it has). */
function afterPageLoad(task: () => void) {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

/**
 * Issue 10: how long one task of the scan may decide start rules before it lets the page answer input
 * and paint (some rules read local storage or cookies, whose first read costs a few ms on its own). On
 * a clock a test has stopped, the scan runs whole.
 */
const SCAN_SLICE_MS = 4;

/** Elements found and marked waiting whose start rule is still to be decided, in document order. */
const undecided: HTMLElement[] = [];
let deciding = false;

function watch(element: HTMLElement) {
  if (element.hasAttribute(STATE)) return;
  element.setAttribute(STATE, 'waiting');
  undecided.push(element);
}

/** Decides the waiting elements' start rules in slices of SCAN_SLICE_MS, each in a task of its own. */
function decideRules() {
  if (deciding) return;
  deciding = true;
  const slice = () => {
    const deadline = performance.now() + SCAN_SLICE_MS;
    for (let element = undecided.shift(); element; element = undecided.shift()) {
      decide(element);
      if (undecided.length > 0 && performance.now() >= deadline) {
        inNextTask(window, slice);
        return;
      }
    }
    deciding = false;
  };
  slice();
}

function decide(element: HTMLElement) {
  // The visitor may have started it meanwhile (the listeners are in place before the scan).
  if (started.has(element)) return;
  let rule = startRule(element);
  if (rule === 'moving' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) rule = 'visible';
  if (rule === 'interaction') return;
  if (rule === 'scroll' && !scrolled && window.scrollY === 0) {
    onScroll.push(element);
    return;
  }
  const begin = () => {
    // The visitor may have started it meanwhile.
    if (started.has(element)) return;
    if (rule === 'eager' || !observer || !movingObserver || !endObserver) void start(element);
    else if (rule === 'end') endObserver.observe(element.querySelector('[data-slot="footer"]') ?? element);
    else (rule === 'moving' ? movingObserver : observer).observe(element);
  };
  if (waitsForPageLoad(element)) afterPageLoad(begin);
  else begin();
}

/**
 * The innermost widget around an event's target that still waits for its code (passive ones, which
 * have no controls, are skipped); none when the innermost is already live.
 */
function waitingWidgetAround(target: EventTarget | null): HTMLElement | undefined {
  let element = target instanceof Element ? target.closest<HTMLElement>(SELECTOR) : null;
  while (element) {
    const state = element.getAttribute(STATE);
    if (state === 'mounted' || state === 'error') return undefined;
    if (!PASSIVE_WIDGETS.has(element.dataset.widget ?? '')) return element;
    element = element.parentElement?.closest<HTMLElement>(SELECTOR) ?? null;
  }
  return undefined;
}

/**
 * Issue 17 item 7: a widget still waiting for its code that an element outside it opens (an add-on
 * popup's custom trigger, `data-open-selector`). A click on that opener is held and replayed once it is
 * live, so it is never lost.
 */
function waitingWidgetOpenedBy(event: Event): HTMLElement | undefined {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return undefined;
  for (const element of document.querySelectorAll<HTMLElement>('[data-open-selector]')) {
    const state = element.getAttribute(STATE);
    if (state === 'mounted' || state === 'error') continue;
    try {
      if (!target.closest(element.dataset.openSelector ?? '')) continue;
    } catch {
      continue;
    }
    if (event.type === 'click' && !early.has(element)) {
      event.preventDefault();
      early.set(element, { replay: () => target.click() });
    }
    return element;
  }
  return undefined;
}

/**
 * A pointer (over or down), key or focus inside a widget whose code has not arrived starts it at once;
 * a click, key or submit it cannot perform natively is held and performed once it is live, exactly once.
 * A pointer moving over it starts it too: by the time the click comes, it is usually live already.
 */
function onEarlyInteraction(event: Event) {
  const element = waitingWidgetAround(event.target) ?? waitingWidgetOpenedBy(event);
  if (!element) return;
  if (!early.has(element)) {
    const interaction = recordEarlyInteraction(event);
    if (interaction) early.set(element, interaction);
  } else if (event.type === 'click' || event.type === 'submit') {
    // Later taps before the code arrives are not stacked up: the first one is performed.
    event.preventDefault();
  }
  void start(element);
}

/**
 * Issue 14 item 2: link actions (`#elementor-action:…` hashes, `data-link-action`). The navigation is
 * cancelled at once; the small dispatcher chunk loads at the first such click and runs the action.
 */
function runLinkAction(element: Element) {
  import('@site-widgets/widgets/builder/link-actions/dispatch.ts')
    .then((actions) => actions.dispatchLinkAction(element))
    .catch((error) => report('link action: could not load', error));
}
function onLinkActionClick(event: Event) {
  const element = event.target instanceof Element ? event.target.closest(LINK_ACTION_SELECTOR) : null;
  if (!element) return;
  event.preventDefault();
  runLinkAction(element);
}

/**
 * Issue 16 (spec 001 §2): a hash that comes to name an element inside a widget still waiting for its
 * code (a same-page link to a tab or accordion header) starts that widget; it opens the header itself.
 */
function onHashChange() {
  const element = waitingWidgetAround(fragmentTarget(document, window.location.hash));
  if (element) void start(element);
}

function scan(root: ParentNode) {
  if (root instanceof HTMLElement && root.matches(SELECTOR)) watch(root);
  for (const element of root.querySelectorAll<HTMLElement>(SELECTOR)) watch(element);
  decideRules();
}

function boot() {
  // spec 000 §7 counts the third-party box's 8 s from DOMContentLoaded, not from its chunk's arrival:
  // record that moment (performance.now() units) where widgets can read it.
  document.documentElement.dataset.widgetsReadyAt ??= String(performance.now());
  // Chunks are fetched relative to the loader's own address; without one nothing can load, so every
  // widget keeps its fallback content.
  try {
    automaticPublicPath(import.meta.url, (document.currentScript as HTMLScriptElement | null)?.src);
  } catch {
    report(PUBLIC_PATH_UNSUPPORTED);
    for (const element of document.querySelectorAll(SELECTOR)) element.setAttribute(STATE, 'error');
    return;
  }
  // Issue 18 item 2: every call goes to the server the loader came from (a page may name another first).
  const root = document.documentElement;
  const ownOrigin = httpOriginOf(import.meta.url);
  if (!root.hasAttribute(SERVER_ORIGIN_ATTRIBUTE) && ownOrigin)
    root.setAttribute(SERVER_ORIGIN_ATTRIBUTE, ownOrigin);
  // Issue 10: on our own pages the inline start script listened until now; what it held is ours.
  const handed = bootHandover()?.take();
  // A choice made in a field (a select changed without focus, as a script or assistive tool can) too.
  for (const type of EARLY_EVENT_TYPES) document.addEventListener(type, onEarlyInteraction, true);
  document.addEventListener('click', onLinkActionClick);
  window.addEventListener('hashchange', onHashChange);
  window.addEventListener(
    'scroll',
    () => {
      scrolled = true;
      for (const element of onScroll.splice(0)) void start(element);
    },
    { passive: true, once: true },
  );
  scan(document);
  for (const { element, interaction } of handed?.widgets ?? []) {
    if (interaction && !early.has(element)) early.set(element, interaction);
    void start(element);
  }
  for (const action of handed?.linkActions ?? []) runLinkAction(action);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof HTMLElement) scan(node);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

// Issue 10: on our own pages the start script holds every interaction until the handover, so there the
// boot comes in a task after the loader's evaluation: together they were one task of 16 ms (median of
// 7 loads of /, unthrottled), which Lantern's mobile profile (×4) counts as blocking.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else if (bootHandover()) inNextTask(window, boot);
else boot();
