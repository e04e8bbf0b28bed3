import type { FormField } from '@site-widgets/contract/forms/form-definition.ts';
import type { ReactNode } from 'react';

/**
 * What FormFieldView has already worked out for a field (ids, wrapper class, label mark, description,
 * message), handed to the issue 13 input views so each renders the form plugin's parts the same way.
 */
export interface InputFieldProps {
  formId: number;
  field: FormField;
  value: string | string[] | undefined;
  error: string | undefined;
  hidden: boolean;
  disabled: boolean;
  onChange(fieldId: number, value: string | string[]): void;
  /** The first input's id (labels and the error summary point at it). */
  id: string;
  /** ids for aria-describedby (description and message), or undefined. */
  described: string | undefined;
  wrapperClass: string;
  requiredMark: ReactNode;
  description: ReactNode;
  message: ReactNode;
}
