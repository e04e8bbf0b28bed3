import { CHECK_UNBRID_ACTION } from '@site-widgets/contract/reviews/save-review.ts';
import { createReviewForm, type ReviewForm } from '@site-widgets/core/forms/review-form-machine.ts';
import { useEffect, useState } from 'react';
import { formSessions, pageOutbox } from './browser-services.ts';
import type { ReviewFormSettings } from './settings.ts';
import { saveSubmission, useReviewFormTransport } from './transport.ts';

/**
 * The core review-form machine bound to the page: localStorage 'form sessions', the page's outbox of
 * offline reviews, and the ajax client. It starts (storage, the one-submission check) once the view is
 * live and is released when the widget unmounts.
 */
export function useReviewFormMachine(settings: ReviewFormSettings, postId: number): ReviewForm {
  const transport = useReviewFormTransport();
  const [machine] = useState(() =>
    createReviewForm({
      formId: settings.formId,
      postId,
      oneSubmission: settings.oneSubmission,
      ratingRequired: settings.ratingRequired,
      sessions: formSessions(),
      save: (submission) => saveSubmission(transport, submission),
      checkUnbrid: (unbrid) => transport.post(CHECK_UNBRID_ACTION, { unbrid }),
      outbox: pageOutbox(transport),
      isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
      formDataSupported: typeof FormData === 'function',
    }),
  );
  useEffect(() => {
    machine.start();
    return () => machine.destroy();
  }, [machine]);
  return machine;
}
