import type { AutoplayStatus } from '@site-widgets/core/timing/autoplay.ts';
import { ROTATION_CONTROL_SLOT } from './use-autoplay.ts';

export interface PauseButtonProps {
  status: AutoplayStatus;
  onToggle: () => void;
}

/**
 * The visible rotation control of the WAI-ARIA carousel pattern (WCAG 2.2.2: pausing by hover alone is
 * not enough). Its label says what a press does; its state shows as `data-state`.
 */
export function PauseButton({ status, onToggle }: PauseButtonProps) {
  if (status === 'off') return null;
  const stopped = status === 'stopped';
  return (
    <button
      type="button"
      className="sw-carousel-button sw-carousel-rotation"
      data-slot={ROTATION_CONTROL_SLOT}
      data-state={status}
      aria-label={stopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
      onClick={onToggle}
    >
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        {stopped ? <path d="M6 4l10 6-10 6z" /> : <path d="M5 4h3.5v12H5zM11.5 4H15v12h-3.5z" />}
      </svg>
    </button>
  );
}
