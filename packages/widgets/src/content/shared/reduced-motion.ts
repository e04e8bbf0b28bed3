import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (changed: () => void) => {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
};

/** Whether the visitor asks for reduced motion (false on the server and during hydration). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}
