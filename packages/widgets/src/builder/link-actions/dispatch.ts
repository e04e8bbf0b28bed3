import {
  type LinkAction,
  parseActionAttributes,
  parseActionHash,
  registerLinkAction,
  runLinkAction,
} from '@site-widgets/core/builder/link-actions.ts';

/**
 * Runs the link action of a clicked element (issue 14 item 2). The loader sends clicks on
 * `[data-link-action]` and on links whose address holds `elementor-action` here (and has already
 * cancelled the navigation); this chunk loads at the first such click.
 */
const log = (message: string) => console.error(`[site-widgets] ${message}`);

// spec 001 §2: the reload-page action needs no widget. The off-canvas panel (issue 14 item 3) registers
// `off_canvas:open|close|toggle` here too (its panels may still wait for their code when a link is used).
registerLinkAction('reload-page', () => window.location.reload());

export function linkActionOf(element: Element): LinkAction | undefined {
  const action = element.getAttribute('data-link-action');
  if (action !== null)
    return parseActionAttributes(action, element.getAttribute('data-link-settings') ?? undefined, log);
  const href = element.getAttribute('href') ?? '';
  const hashAt = href.indexOf('#');
  return hashAt >= 0 ? parseActionHash(href.slice(hashAt), log) : undefined;
}

export function dispatchLinkAction(element: Element): void {
  const action = linkActionOf(element);
  if (action) runLinkAction(action, element, log);
}
