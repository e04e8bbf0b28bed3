import { IMASK_DEFINITIONS, imaskPatternOf } from '@site-widgets/core/forms/inputs/input-mask.ts';
import IMask from 'imask/esm/imask';
import 'imask/esm/masked/pattern';

/**
 * The `gform-input-mask` chunk: imask (pattern masks only) on one input. imask edits the input itself
 * and keeps the caret where the visitor types; each accepted value is handed to React, which then finds
 * the input already holding it and leaves the caret alone.
 */
export function attachMask(input: HTMLInputElement, mask: string, accept: (masked: string) => void) {
  const instance = IMask(input, {
    mask: imaskPatternOf(mask),
    definitions: { ...IMASK_DEFINITIONS },
    lazy: true,
  });
  instance.on('accept', () => accept(instance.value));
  if (input.value !== instance.value) accept(instance.value);
  return {
    destroy: () => instance.destroy(),
    updateValue: () => instance.updateValue(),
  };
}
