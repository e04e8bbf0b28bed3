import {
  type LinkAction,
  parseActionAttributes,
  parseActionHash,
  registerLinkAction,
  runLinkAction,
} from '@site-widgets/core/builder/link-actions.ts';
import { OFF_CANVAS_LINK_ACTION_NAMES, runOffCanvasLinkAction } from '../off-canvas/commands.ts';

/**
 * Runs the link action of a clicked element (issue 14 item 2). The loader sends clicks on
 * `[data-link-action]` and on links whose address holds `elementor-action` here (and has already
 * cancelled the navigation); this chunk loads at the first such click.
 */
const log = (message: string) => console.error(`[site-widgets] ${message}`);

// spec 001 §2: the reload-page action needs no widget. The off-canvas actions (issue 14 item 3) are
// registered here rather than by the panel: a panel may still wait for its code when a link is used
// (commandOffCanvas then starts it and hands it the command).
registerLinkAction('reload-page', () => window.location.reload());
for (const name of OFF_CANVAS_LINK_ACTION_NAMES) {
  registerLinkAction(name, (settings) => {
    runOffCanvasLinkAction(name, settings);
  });
}

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
