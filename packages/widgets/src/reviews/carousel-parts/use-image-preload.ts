import { serverUrl } from '@site-widgets/core/site/server-url.ts';
import { useEffect } from 'react';
import { preload } from 'react-dom';

/**
 * spec 000 §9 lazy load: asks the browser for these images now (a `<link rel="preload">`, deduplicated by
 * React). The cards' own images stay `loading="lazy"`, so images beyond the window wait until near.
 */
export function useImagePreload(urls: readonly string[], enabled: boolean): void {
  const key = urls.join('\n');
  useEffect(() => {
    if (!enabled) return;
    for (const url of key.split('\n'))
      if (url) preload(serverUrl(url), { as: 'image', fetchPriority: 'low' });
  }, [key, enabled]);
}
