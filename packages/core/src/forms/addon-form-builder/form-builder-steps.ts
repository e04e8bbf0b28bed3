import type { FormBuilderField } from '@site-widgets/contract/forms/addon-form-builder/form-builder-definition.ts';
import {
  type FormBuilderValue,
  type FormBuilderValues,
  type StepErrorKind,
  validateStep,
} from './step-validation.ts';

/** spec 001 §4: editing, then the loader while sending, then the success or error message. */
export type FormBuilderStatus = 'editing' | 'sending' | 'success' | 'error';

export interface FormBuilderState {
  step: number;
  stepCount: number;
  values: FormBuilderValues;
  errors: Readonly<Record<string, StepErrorKind>>;
  status: FormBuilderStatus;
}

export type FormBuilderEvent =
  | { type: 'edit'; fieldId: string; value: FormBuilderValue }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'submit' }
  | { type: 'sent'; ok: boolean };

export function initialFormBuilderState(stepCount: number, values: FormBuilderValues = {}): FormBuilderState {
  return { step: 0, stepCount: Math.max(1, stepCount), values, errors: {}, status: 'editing' };
}

/**
 * The form's steps (spec 001 §4, §5): an edit clears that field's error; forward (next, submit) needs
 * the step to validate, back never does; submit on the last step starts sending; after success nothing
 * moves (the submit button stays disabled); after an error the visitor may edit and send again.
 */
export function formBuilderTransition(
  fields: readonly FormBuilderField[],
  state: FormBuilderState,
  event: FormBuilderEvent,
): FormBuilderState {
  if (state.status === 'success' || (state.status === 'sending' && event.type !== 'sent')) return state;
  switch (event.type) {
    case 'edit': {
      const { [event.fieldId]: _cleared, ...errors } = state.errors;
      return {
        ...state,
        values: { ...state.values, [event.fieldId]: event.value },
        errors,
        status: state.status === 'error' ? 'editing' : state.status,
      };
    }
    case 'back':
      return state.step === 0 ? state : { ...state, step: state.step - 1 };
    case 'next':
    case 'submit': {
      const errors = validateStep(fields, state.step, state.values);
      if (Object.keys(errors).length > 0) return { ...state, errors };
      if (event.type === 'next' || state.step < state.stepCount - 1)
        return { ...state, errors, step: Math.min(state.step + 1, state.stepCount - 1) };
      return { ...state, errors, status: 'sending' };
    }
    case 'sent':
      return state.status === 'sending' ? { ...state, status: event.ok ? 'success' : 'error' } : state;
  }
}
