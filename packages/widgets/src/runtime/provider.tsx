import { NONCE_PATH } from '@site-widgets/contract/ajax.ts';
import { pageVarsSchema } from '@site-widgets/contract/page-vars.ts';
import { createAjaxClient } from '@site-widgets/core/ajax/ajax-client.ts';
import { type ReactNode, useEffect, useState } from 'react';
import { PostContext } from './post-context.ts';

export interface SiteWidgetsProviderProps {
  /**
   * The site-widgets server the widgets call, e.g. `https://reviews.example.com`; default the page's
   * own origin. Its ajax endpoint and nonce address are found under it.
   */
  serverUrl?: string;
  /** The ajax endpoint, when it is not `/wp-admin/admin-ajax.php` under `serverUrl`. */
  ajaxUrl?: string;
  /** A nonce the page was rendered with; default none (the first call fetches one). */
  nonce?: string;
  children?: ReactNode;
}

/**
 * For React apps (the loader does this itself): one ajax client for the widgets inside, pointed at the
 * server, with the nonce rule of spec 000 §7 (fetched on first use, refreshed once on `-1`).
 */
export function SiteWidgetsProvider({ serverUrl, ajaxUrl, nonce, children }: SiteWidgetsProviderProps) {
  const [client] = useState(() => {
    const at = (path: string) => (serverUrl ? new URL(path, serverUrl).href : path);
    return createAjaxClient({
      ajaxUrl: ajaxUrl ?? at(pageVarsSchema.parse({}).ajaxurl),
      nonce,
      noncePath: at(NONCE_PATH),
      fetch: (input, init) => fetch(input, init),
    });
  });
  // What the loader does as it starts (loader.ts): controls that only work with JavaScript, such as the
  // load-more button, are hidden by widgets.css until <html> carries this mark.
  useEffect(() => {
    document.documentElement.dataset.widgetsReadyAt ??= String(performance.now());
  }, []);
  return <PostContext.Provider value={client.post}>{children}</PostContext.Provider>;
}
