import type { FormViewState } from '@site-widgets/contract/forms/form-definition.ts';

/**
 * What the server renders the `form` widget with and the client hydrates from (the props JSON): the
 * view state of the forms contract plus what the server already worked out for it, so the first
 * render needs neither the conditional-logic nor the pagination chunk.
 */
export interface FormWidgetProps extends FormViewState {
  /** Ids of the fields shown for `values` (conditional logic evaluated on the server). */
  visibleFields: number[];
  /** 1-based numbers of the pages shown. */
  visiblePages: number[];
  /** Whether the form's definition uses conditional logic (the chunk loads only then). */
  hasConditionalLogic: boolean;
  /** display_title / display_description (spec 001 §3); default true. */
  displayTitle?: boolean;
  displayDescription?: boolean;
}

/** The submission states the form shows (`data-state`). */
export type FormStatus = 'idle' | 'submitting' | 'confirmed' | 'preview';
