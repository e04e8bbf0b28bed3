import { REVIEW_FORM_FIELDS } from '@site-widgets/contract/reviews/save-review.ts';
import type { ReviewFormSubmitInput } from '@site-widgets/core/forms/review-form-machine.ts';

/**
 * Every successful control of a form, in order, as a browser would submit it, read without FormData
 * (spec 000 §5: the form must still work, and block a photo, in a browser without form-data support).
 */
export function readFormFields(form: HTMLFormElement): Omit<ReviewFormSubmitInput, 'rating'> {
  const fields: Array<[string, string]> = [];
  let avatar: ReviewFormSubmitInput['avatar'];
  for (const element of Array.from(form.elements)) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
      )
    )
      continue;
    if (!element.name || element.disabled) continue;
    if (element instanceof HTMLInputElement) {
      if ((element.type === 'radio' || element.type === 'checkbox') && !element.checked) continue;
      if (element.type === 'file') {
        const file = element.files?.[0];
        if (file && file.size > 0 && element.name === REVIEW_FORM_FIELDS.avatar)
          avatar = { file, name: file.name };
        continue;
      }
    }
    fields.push([element.name, element.value]);
  }
  return avatar ? { fields, avatar } : { fields };
}
