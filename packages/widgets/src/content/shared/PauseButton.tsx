/** The pause control of anything that moves by itself (WCAG 2.2.2): a toggle button naming what it does. */
export function PauseButton({
  paused,
  onToggle,
  what,
}: {
  paused: boolean;
  onToggle: () => void;
  /** What it pauses, for its name ("Pause the counter"). */
  what: string;
}) {
  return (
    <button
      type="button"
      className="sw-pause-button"
      data-slot="pause"
      aria-pressed={paused}
      onClick={onToggle}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        {paused ? (
          <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
        ) : (
          <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
        )}
      </svg>
      <span className="sw-visually-hidden">{`Pause ${what}`}</span>
    </button>
  );
}
