import { createContext, useContext } from 'react';

export type PostAction = (action: string, fields: Record<string, string>) => Promise<string>;

const noRuntime: PostAction = () =>
  Promise.reject(new Error('no widget runtime: ajax calls only run in the browser'));

/** How views reach the ajax endpoint; the mount passes the page's client, tests pass their own. */
export const PostContext = createContext<PostAction>(noRuntime);

export function usePost(): PostAction {
  return useContext(PostContext);
}
