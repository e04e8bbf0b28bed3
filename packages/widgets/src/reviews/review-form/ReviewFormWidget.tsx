import { systemClock } from '@site-widgets/core/timing/clock.ts';
import { useEffect, useId, useRef } from 'react';
import { formPopups } from './browser-services.ts';
import { ReviewForm } from './ReviewForm.tsx';
import type { ReviewFormProps } from './settings.ts';
import { useReviewFormMachine } from './use-review-form.ts';

/**
 * The review form as placed on a page (spec 000 §2): inline, in a modal dialog a button opens, or in a
 * dialog that opens by itself after a delay, once per session. The dialogs are native modal dialogs:
 * focus moves in and stays there, Escape closes, and focus returns to where it was.
 */
export function ReviewFormWidget(props: ReviewFormProps) {
  const machine = useReviewFormMachine(props.settings, props.postId);
  const headingId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { display, formId, popupDelayMs, buttonLabel } = props.settings;

  useEffect(() => {
    if (display !== 'popup') return;
    const popups = formPopups();
    if (popups.wasShown(formId)) return;
    const timer = systemClock.setTimeout(() => {
      // A visitor who already sent this form is not asked again.
      if (machine.getState().status === 'already-submitted' || popups.wasShown(formId)) return;
      popups.remember(formId);
      dialogRef.current?.showModal();
    }, popupDelayMs);
    return () => systemClock.clearTimeout(timer);
  }, [display, formId, popupDelayMs, machine]);

  const form = <ReviewForm {...props} machine={machine} headingId={headingId} />;
  if (display === 'inline') return form;
  const close = () => dialogRef.current?.close();
  return (
    <div className="sw-review-form-host" data-display={display}>
      {display === 'modal' && (
        <button
          type="button"
          className="sw-button sw-review-form__opener"
          aria-haspopup="dialog"
          onClick={() => dialogRef.current?.showModal()}
        >
          {buttonLabel}
        </button>
      )}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the native dialog handles */}
      <dialog
        ref={dialogRef}
        className="sw-form-dialog"
        aria-labelledby={headingId}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="sw-form-dialog__content">
          <button type="button" className="sw-form-dialog__close" aria-label="Close" onClick={close}>
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          {form}
        </div>
      </dialog>
    </div>
  );
}
