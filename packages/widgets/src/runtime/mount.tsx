import { LOAD_MORE_ACTION, type LoadMoreResponse } from '@site-widgets/contract/reviews/load-more.ts';
import { type ReactElement, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type PostAction, PostContext } from './post-context.ts';
import type { ServerRender } from './widget-module.ts';

/** The first page of a template for a widget on a page without server rendering; undefined on failure. */
export async function fetchFirstPage(
  widget: string,
  post: PostAction,
  fields: Record<string, string>,
): Promise<LoadMoreResponse | undefined> {
  try {
    const text = await post(LOAD_MORE_ACTION, { callnum: '0', notinstring: '', ...fields });
    const answer = JSON.parse(text) as Partial<LoadMoreResponse> | null;
    if (!answer || !Array.isArray(answer.reviews)) throw new Error('the answer has no reviews');
    return answer as LoadMoreResponse;
  } catch (error) {
    console.error(`[site-widgets] ${widget}: the first page could not be loaded`, error);
    return undefined;
  }
}

/**
 * Hydrates the server-rendered root (with the id prefix the server used), or replaces the fallback
 * content with a fresh render under a prefix of its own, so several widgets never share an id.
 */
export function renderView(
  element: HTMLElement,
  server: Pick<ServerRender<unknown>, 'root' | 'idPrefix'> | undefined,
  view: ReactElement,
  post: PostAction,
): () => void {
  const tree = (
    <StrictMode>
      <PostContext.Provider value={post}>{view}</PostContext.Provider>
    </StrictMode>
  );
  if (server) {
    const root = hydrateRoot(server.root, tree, { identifierPrefix: server.idPrefix });
    return () => root.unmount();
  }
  element.replaceChildren();
  const root = createRoot(element, { identifierPrefix: `sw${Math.random().toString(36).slice(2, 8)}-` });
  root.render(tree);
  return () => root.unmount();
}
