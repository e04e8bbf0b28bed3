import { maskPlaceholder } from '@site-widgets/core/forms/inputs/input-mask.ts';
import { loadChunk } from '@site-widgets/core/site/chunk-loading.ts';
import { type InputHTMLAttributes, useEffect, useRef } from 'react';

type MaskChunk = typeof import('./gform-input-mask.ts');
let maskChunk: Promise<MaskChunk> | undefined;

function loadMask(): Promise<MaskChunk> {
  maskChunk ??= loadChunk('gform-input-mask', () => import('./gform-input-mask.ts')).catch(
    (error: unknown) => {
      maskChunk = undefined;
      throw error;
    },
  );
  return maskChunk;
}

interface MaskedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  mask: string;
  value: string;
  onValueChange(value: string): void;
}

/**
 * Issue 13 §7: a text input with an input mask. The markup is a plain input (the server's, and a page
 * without JavaScript posts what was typed; the server checks the mask either way). imask, with its
 * caret-safe editing, arrives with the visitor's first focus or pointer on the field (the
 * `gform-input-mask` chunk) and is released with the input. The placeholder shows the format; the
 * description names it for screen readers.
 */
export function MaskedInput({ mask, value, onValueChange, placeholder, ...rest }: MaskedInputProps) {
  const formatId = `${rest.id ?? 'input'}_format`;
  const describedBy = [formatId, rest['aria-describedby']].filter(Boolean).join(' ');
  const ref = useRef<HTMLInputElement>(null);
  const attached = useRef<{ destroy(): void; updateValue(): void } | null>(null);
  const onValueChangeRef = useRef(onValueChange);
  onValueChangeRef.current = onValueChange;

  const attach = () => {
    if (attached.current || !ref.current) return;
    const input = ref.current;
    void loadMask()
      .then(({ attachMask }) => {
        if (attached.current || !input.isConnected) return;
        attached.current = attachMask(input, mask, (masked) => onValueChangeRef.current(masked));
      })
      .catch(() => {});
  };

  useEffect(() => () => attached.current?.destroy(), []);
  // A value set from outside (a restored form) is re-read by the mask, which keeps the caret.
  useEffect(() => {
    if (attached.current && ref.current && ref.current.value !== value) attached.current.updateValue();
  }, [value]);

  return (
    <>
      <input
        ref={ref}
        value={value}
        placeholder={placeholder ?? maskPlaceholder(mask)}
        data-mask={mask}
        onChange={(event) => onValueChange(event.target.value)}
        onFocus={attach}
        onPointerDown={attach}
        {...rest}
        aria-describedby={describedBy}
      />
      <span id={formatId} className="sw-embedded-form__mask-format">
        Format: {maskPlaceholder(mask).replace(/_/g, '#')}
      </span>
    </>
  );
}
