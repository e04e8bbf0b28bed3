import { indexForHash } from '@site-widgets/core/content/deep-link.ts';
import { useEffect, useRef } from 'react';

/**
 * spec 001 §2: a hash naming a header (or its panel) opens it: on arrival, when the hash changes, and on a
 * click on a same-page anchor to it (the hash may already be the one in the address).
 */
export function useHashOpening(ids: ReadonlyArray<readonly string[]>, open: (index: number) => void) {
  const key = ids.map((list) => list.join(' ')).join('|');
  const latest = useRef({ ids, open });
  latest.current = { ids, open };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `ids`, read through the ref
  useEffect(() => {
    const fromHash = (hash: string) => {
      const index = indexForHash(hash, latest.current.ids);
      if (index !== undefined) latest.current.open(index);
    };
    fromHash(window.location.hash);
    const onHashChange = () => fromHash(window.location.hash);
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      if (link) fromHash(link.getAttribute('href') ?? '');
    };
    window.addEventListener('hashchange', onHashChange);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('click', onClick);
    };
  }, [key]);
}
