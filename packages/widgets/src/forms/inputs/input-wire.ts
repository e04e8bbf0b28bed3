import { type FormField, fieldInputName } from '@site-widgets/contract/forms/form-definition.ts';
import { passwordConfirmationName } from '@site-widgets/contract/forms/form-inputs.ts';

/**
 * The wire fields of the issue 13 inputs whose shape is not one `input_N`: a password and its
 * confirmation (`input_N`, `input_N_2`), several image choices (`input_N.k`). Undefined for others.
 */
export function inputWireValues(field: FormField, value: string | string[]): [string, string][] | undefined {
  if (field.type === 'password') {
    const [password = '', confirmation = ''] = Array.isArray(value) ? value : [value, ''];
    const entries: [string, string][] = [[fieldInputName(field.id), password]];
    if (field.passwordConfirm !== false) entries.push([passwordConfirmationName(field.id), confirmation]);
    return entries;
  }
  if (field.type === 'image_choice' && field.multiple) {
    const checked = Array.isArray(value) ? value : [value];
    const entries: [string, string][] = [];
    (field.choices ?? []).forEach((choice, index) => {
      if (checked.includes(choice.value)) entries.push([fieldInputName(field.id, index + 1), choice.value]);
    });
    return entries;
  }
  return undefined;
}
