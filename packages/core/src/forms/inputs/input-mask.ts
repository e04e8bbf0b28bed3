/**
 * Issue 13 §7: input masks written the form plugin's way. `9` is a digit, `a` a letter, `*` a letter or
 * digit; every other character is typed for the visitor; what follows `?` is optional
 * (`99999?-9999`). The view hands the mask to imask (loaded only with a masked field: caret-safe
 * editing, paste, delete); the server checks the same pattern with `maskMatches`, so a value that
 * bypassed the browser is still judged.
 */

/** Common masks an owner may name instead of writing the pattern. */
export const INPUT_MASK_PRESETS = {
  'us-phone': '(999) 999-9999',
  'uk-phone': '99999 999999',
  'date-mdy': '99/99/9999',
  'date-dmy': '99/99/9999',
  'us-zip': '99999?-9999',
  'uk-postcode': '**** ***',
  ssn: '999-99-9999',
  'card-expiry': '99/99',
} as const;
export type InputMaskPreset = keyof typeof INPUT_MASK_PRESETS;

/** Characters a written mask may hold (placeholders and harmless literals). */
export const INPUT_MASK_PATTERN = /^[9a*()\-/.+:# ?]{1,60}$/;

type Slot = { kind: 'digit' | 'letter' | 'alphanumeric' } | { kind: 'literal'; character: string };

export interface ParsedMask {
  required: Slot[];
  optional: Slot[];
}

/** The pattern of a preset name or the pattern itself. */
export const maskPatternOf = (mask: string): string =>
  Object.hasOwn(INPUT_MASK_PRESETS, mask) ? INPUT_MASK_PRESETS[mask as InputMaskPreset] : mask;

const slotOf = (character: string): Slot =>
  character === '9'
    ? { kind: 'digit' }
    : character === 'a'
      ? { kind: 'letter' }
      : character === '*'
        ? { kind: 'alphanumeric' }
        : { kind: 'literal', character };

export function parseMask(mask: string): ParsedMask {
  const pattern = maskPatternOf(mask);
  const mark = pattern.indexOf('?');
  const required = mark === -1 ? pattern : pattern.slice(0, mark);
  const optional = mark === -1 ? '' : pattern.slice(mark + 1).replace(/\?/g, '');
  return { required: [...required].map(slotOf), optional: [...optional].map(slotOf) };
}

const SLOT_REGEX: Record<'digit' | 'letter' | 'alphanumeric', string> = {
  digit: '\\d',
  letter: '[A-Za-z]',
  alphanumeric: '[A-Za-z0-9]',
};
const regexOfSlots = (slots: Slot[]) =>
  slots
    .map((slot) =>
      slot.kind === 'literal'
        ? slot.character.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')
        : SLOT_REGEX[slot.kind],
    )
    .join('');

/** Whether `value` is the mask filled in completely (the optional part all or nothing). */
export function maskMatches(mask: string, value: string): boolean {
  const { required, optional } = parseMask(mask);
  const source = `^${regexOfSlots(required)}${optional.length > 0 ? `(?:${regexOfSlots(optional)})?` : ''}$`;
  return new RegExp(source).test(value);
}

const IMASK_SLOT = { digit: '0', letter: 'a', alphanumeric: '*' } as const;

/**
 * The mask in imask's pattern language: `0` digit, `a` letter, `*` letter or digit (see
 * IMASK_DEFINITIONS), literals escaped, the optional part in `[ ]`.
 */
export function imaskPatternOf(mask: string): string {
  const { required, optional } = parseMask(mask);
  const write = (slots: Slot[]) =>
    slots
      .map((slot) => {
        if (slot.kind !== 'literal') return IMASK_SLOT[slot.kind];
        // imask reads these as placeholders or syntax: escape them to stay literal.
        return /[0a*[\]{}`\\]/.test(slot.character) ? `\\${slot.character}` : slot.character;
      })
      .join('');
  return `${write(required)}${optional.length > 0 ? `[${write(optional)}]` : ''}`;
}

/** imask's `*` accepts any character; the form plugin's accepts letters and digits. */
export const IMASK_DEFINITIONS = { '*': /[A-Za-z0-9]/ } as const;

/** The placeholder shown before typing: `(___) ___-____`. */
export function maskPlaceholder(mask: string): string {
  const { required } = parseMask(mask);
  return required.map((slot) => (slot.kind === 'literal' ? slot.character : '_')).join('');
}
