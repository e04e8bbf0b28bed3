import { readingPercent } from '@site-widgets/core/content/reading-progress.ts';
import { useSyncExternalStore } from 'react';

export interface ProgressTrackerProps {
  /** The id of the element whose reading is tracked; default the whole page. */
  target?: string | undefined;
  position?: 'top' | 'bottom' | undefined;
  label?: string | undefined;
}

const subscribe = (changed: () => void) => {
  window.addEventListener('scroll', changed, { passive: true });
  window.addEventListener('resize', changed, { passive: true });
  return () => {
    window.removeEventListener('scroll', changed);
    window.removeEventListener('resize', changed);
  };
};

function percentNow(target: string | undefined): number {
  const element = target ? document.getElementById(target) : document.documentElement;
  if (!element) return 0;
  const top = target ? element.getBoundingClientRect().top + window.scrollY : 0;
  const height = target ? element.offsetHeight : document.documentElement.scrollHeight;
  return readingPercent(window.scrollY, window.innerHeight, top, height);
}

/**
 * A progress tracker (issue 16): a thin bar fixed to the window's top or bottom showing how much of the
 * page (or of one article) has been read, a progressbar with the rounded percent (spec 001 §9). It
 * follows scrolling directly, so it does not animate by itself.
 */
export function ProgressTracker({
  target,
  position = 'top',
  label = 'Reading progress',
}: ProgressTrackerProps) {
  const percent = useSyncExternalStore(
    subscribe,
    () => percentNow(target),
    () => 0,
  );
  return (
    <div
      className={`sw-progress-tracker sw-progress-tracker--${position}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
    >
      <div className="sw-progress-tracker__bar" style={{ transform: `scaleX(${percent / 100})` }} />
    </div>
  );
}
