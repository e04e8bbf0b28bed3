import { FORM_DEFAULT_MESSAGES, type FormDefinition } from '@site-widgets/contract/forms/form-definition.ts';
import { FORM_WIRE_FIELDS } from '@site-widgets/contract/forms/gform-actions.ts';
import type { SubmissionType } from '@site-widgets/core/forms/embedded-form-honeypot.ts';

export interface FormButtonsProps {
  definition: FormDefinition;
  page: number;
  previousPage: number | undefined;
  nextPage: number | undefined;
  /** The page shown now: buttons on the other (hidden) pages are disabled, so Enter never uses them. */
  current: boolean;
  hydrated: boolean;
  disabled: boolean;
  onSubmissionType(type: SubmissionType): void;
}

/**
 * A page's footer: next (or submit on the last page), previous, save and continue. Without JavaScript
 * every one is a submit button whose name and value tell the postback where to go; once the script is
 * live next, previous and save are plain buttons (spec 001 §4), except previous on the last page, which
 * stays a submit-type button. The primary button comes first in the markup, so Enter in a field moves
 * forward.
 */
export function FormButtons(props: FormButtonsProps) {
  const { definition, page, previousPage, nextPage, current, hydrated, onSubmissionType } = props;
  const pageDefinition = definition.pages[page - 1];
  const targetName = FORM_WIRE_FIELDS.targetPage(definition.id);
  const isLast = nextPage === undefined;
  const disabled = props.disabled || !current;
  const plain = (always: boolean) => (hydrated && !always ? 'button' : 'submit');
  const click = (type: SubmissionType) => () => {
    if (hydrated) onSubmissionType(type);
  };
  return (
    <div className="gform_page_footer sw-embedded-form__footer" data-slot="page-footer">
      {isLast ? (
        <button
          type="submit"
          className="gform_button sw-button"
          name={targetName}
          value="0"
          data-submission-type="submit"
          disabled={disabled}
        >
          {definition.submitButton ?? FORM_DEFAULT_MESSAGES.submitButton}
        </button>
      ) : (
        <button
          type={plain(false)}
          className="gform_next_button sw-button"
          name={targetName}
          value={String(nextPage)}
          data-submission-type="next"
          disabled={disabled}
          onClick={hydrated ? click('next') : undefined}
        >
          {pageDefinition?.nextButton ?? FORM_DEFAULT_MESSAGES.nextButton}
        </button>
      )}
      {previousPage !== undefined && (
        <button
          type={plain(isLast)}
          className="gform_previous_button sw-button sw-embedded-form__previous"
          name={targetName}
          value={String(previousPage)}
          data-submission-type="previous"
          disabled={disabled}
          onClick={hydrated && !isLast ? click('previous') : undefined}
        >
          {pageDefinition?.previousButton ?? FORM_DEFAULT_MESSAGES.previousButton}
        </button>
      )}
      {definition.saveAndContinue.enabled && (
        <button
          type={plain(false)}
          className="gform_save_link sw-button sw-embedded-form__save"
          name={FORM_WIRE_FIELDS.save}
          value="1"
          data-submission-type="save-continue"
          disabled={disabled}
          onClick={hydrated ? click('save-continue') : undefined}
        >
          {definition.saveAndContinue.buttonText ?? FORM_DEFAULT_MESSAGES.saveButton}
        </button>
      )}
    </div>
  );
}
