import { type ReactNode, type RefObject, useEffect, useRef } from 'react';

/** Sent on `document` when a badge panel opens, so the other open slide-outs close (spec 000 §4). */
export const PANEL_OPEN_EVENT = 'site-widgets:panel-open';

export interface BadgePanelProps {
  id: string;
  kind: 'slideout' | 'popup';
  open: boolean;
  /** The panel asks to close (Escape, its close button, a click outside, another panel opening). */
  onClose(restoreFocus: boolean): void;
  heading: string;
  /** The side a slide-out comes from. */
  side: 'left' | 'right';
  /** The badge: clicks on it toggle rather than count as outside. */
  opener: RefObject<HTMLElement | null>;
  children: ReactNode;
}

const CloseIcon = () => (
  <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * A badge's panel of reviews. `popup` is a native modal dialog (focus kept inside, Escape and a
 * backdrop click close it). `slideout` is a non-modal dialog at the side: focus moves in, Escape or a
 * click outside closes it, and opening any other panel closes it.
 */
export function BadgePanel({ id, kind, open, onClose, heading, side, opener, children }: BadgePanelProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const slideRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const headingId = `${id}-heading`;
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // The modal pop-up follows `open`.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (kind !== 'popup' || !dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [kind, open]);

  // Any panel opening tells the others; slide-outs close when another opens.
  useEffect(() => {
    if (!open) return;
    document.dispatchEvent(new CustomEvent(PANEL_OPEN_EVENT, { detail: { id } }));
    if (kind !== 'slideout') return;
    closeRef.current?.focus();
    const onOtherOpen = (event: Event) => {
      if ((event as CustomEvent<{ id: string }>).detail?.id !== id) onCloseRef.current(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || slideRef.current?.contains(target) || opener.current?.contains(target)) return;
      onCloseRef.current(false);
    };
    document.addEventListener(PANEL_OPEN_EVENT, onOtherOpen);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener(PANEL_OPEN_EVENT, onOtherOpen);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, kind, id, opener]);

  const body = (
    <>
      <div className="sw-badge-panel__header">
        <h2 id={headingId} className="sw-badge-panel__heading">
          {heading}
        </h2>
        <button
          ref={closeRef}
          type="button"
          className="sw-badge-panel__close"
          aria-label="Close"
          onClick={() => onClose(true)}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="sw-badge-panel__body">{children}</div>
    </>
  );

  if (kind === 'popup') {
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the native dialog handles
      <dialog
        ref={dialogRef}
        id={id}
        className="sw-badge-panel"
        data-kind="popup"
        aria-labelledby={headingId}
        onClose={() => onCloseRef.current(true)}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === event.currentTarget) onClose(true);
        }}
      >
        <div className="sw-badge-panel__content">{body}</div>
      </dialog>
    );
  }
  return (
    <div
      ref={slideRef}
      id={id}
      className="sw-badge-panel"
      data-kind="slideout"
      data-side={side}
      data-state={open ? 'open' : 'closed'}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      inert={!open}
    >
      {body}
    </div>
  );
}
