import { offCanvasAttributesSchema } from '@site-widgets/contract/builder/motion-attributes.ts';
import { builderPlan } from '@site-widgets/core/builder/editor-mode.ts';
import {
  OFF_CANVAS_ANIMATION_MS,
  type OffCanvasCommand,
  type OffCanvasState,
  offCanvasNext,
  offCanvasSettled,
} from '@site-widgets/core/builder/off-canvas.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { prefersReducedMotion, windowClock } from '../../site/shared/browser.ts';
import { isEditMode } from '../../site/shared/site-page-vars.ts';
import { markLive, OFF_CANVAS_EVENT, type OffCanvasRequest, takePendingCommand } from './commands.ts';

const WIDGET = 'off-canvas';

/**
 * spec 001 §2, §4 off-canvas panel: a native modal `<dialog>` (WAI-ARIA dialog: the rest of the page is
 * inert, so focus stays inside; focus moves in on open and back on close), opened by its trigger
 * (`data-slot="trigger"`, `aria-expanded`) or a link action; closed by Escape, a click outside it, its
 * close button (`data-slot="close"`) or a link action. `data-state` on the panel is closed, opening,
 * open or closing; CSS animates slide, grow or fade between them, and `push` moves the page aside
 * (`data-off-canvas-push` on the root element). No animation under reduced motion.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, offCanvasAttributesSchema);
  if (!attributes) return undefined;
  const panel = element.querySelector<HTMLDialogElement>('dialog[data-slot="panel"][id]');
  if (!panel) {
    console.error(`[site-widgets] ${WIDGET}: needs a <dialog data-slot="panel" id="…"> inside`);
    return undefined;
  }
  const trigger = element.querySelector<HTMLElement>('[data-slot="trigger"]');
  const entrance = attributes.entrance ?? 'cover';
  const side = attributes.side ?? 'start';
  panel.dataset.animation = attributes.animation ?? 'slide';
  panel.dataset.side = side;
  const plan = builderPlan(isEditMode(), prefersReducedMotion());
  const duration = plan.smoothScroll ? OFF_CANVAS_ANIMATION_MS : 0;

  let state: OffCanvasState = 'closed';
  let timer: unknown;
  let returnFocus: HTMLElement | null = null;

  function settle() {
    timer = undefined;
    state = offCanvasSettled(state);
    panel?.setAttribute('data-state', state);
    if (state === 'closed' && panel?.open) {
      panel.close();
      returnFocus?.focus();
      returnFocus = null;
    }
  }

  function run(command: OffCanvasCommand) {
    const next = offCanvasNext(state, command);
    if (next === state || !panel) return;
    if (timer !== undefined) windowClock.clearTimeout(timer);
    if (next === 'opening' && !panel.open) {
      returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : trigger;
      panel.showModal();
      // The start of the animation must be laid out before the end state is set (not a scroll path).
      void panel.offsetWidth;
    }
    state = next;
    panel.setAttribute('data-state', state);
    trigger?.setAttribute('aria-expanded', String(state === 'opening'));
    if (entrance === 'push') {
      if (state === 'opening') document.documentElement.dataset.offCanvasPush = side;
      else delete document.documentElement.dataset.offCanvasPush;
    }
    timer = windowClock.setTimeout(settle, duration);
  }

  const onTrigger = (event: MouseEvent) => {
    event.preventDefault();
    run('toggle');
  };
  /** A link chosen in the panel: it closes at once, and focus goes where the link leads. */
  function closeForLink() {
    if (timer !== undefined) windowClock.clearTimeout(timer);
    timer = undefined;
    state = 'closed';
    panel?.setAttribute('data-state', state);
    trigger?.setAttribute('aria-expanded', 'false');
    delete document.documentElement.dataset.offCanvasPush;
    returnFocus = null;
    panel?.close();
  }

  const onPanelClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('a[href]')) return closeForLink();
    // The panel's content fills the dialog: a click on the dialog itself is on its backdrop, outside.
    if (target === panel || target.closest('[data-slot="close"]')) run('close');
  };
  const onCancel = (event: Event) => {
    // Escape: closed by us, so the exit animation plays and focus goes back.
    event.preventDefault();
    run('close');
  };
  const onRequest = (event: Event) => {
    const { id, command } = (event as CustomEvent<OffCanvasRequest>).detail;
    if (id === panel.id) run(command);
  };

  trigger?.addEventListener('click', onTrigger);
  panel.addEventListener('click', onPanelClick);
  panel.addEventListener('cancel', onCancel);
  document.addEventListener(OFF_CANVAS_EVENT, onRequest);
  markLive(panel.id, true);
  panel.setAttribute('data-state', 'closed');
  const pending = takePendingCommand(panel.id);
  if (plan.offCanvasOpenAtStart) run('open');
  else if (pending) run(pending);

  return () => {
    if (timer !== undefined) windowClock.clearTimeout(timer);
    trigger?.removeEventListener('click', onTrigger);
    panel.removeEventListener('click', onPanelClick);
    panel.removeEventListener('cancel', onCancel);
    document.removeEventListener(OFF_CANVAS_EVENT, onRequest);
    markLive(panel.id, false);
    if (panel.open) panel.close();
    delete document.documentElement.dataset.offCanvasPush;
  };
}
