import { type ReactElement, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ServerRender } from '../../runtime/widget-module.ts';

/**
 * Hydrates the server-rendered root (with the id prefix the server used), or renders into the element,
 * replacing its fallback content, under a prefix of its own. Returns the unmount function.
 */
export function mountView(
  element: HTMLElement,
  server: Pick<ServerRender<unknown>, 'root' | 'idPrefix'> | undefined,
  view: ReactElement,
): () => void {
  const tree = <StrictMode>{view}</StrictMode>;
  if (server) {
    const root = hydrateRoot(server.root, tree, { identifierPrefix: server.idPrefix });
    return () => root.unmount();
  }
  element.replaceChildren();
  const root = createRoot(element, { identifierPrefix: `sw${Math.random().toString(36).slice(2, 8)}-` });
  root.render(tree);
  return () => root.unmount();
}
