import * as z from 'zod/mini';

/**
 * Building blocks for wire fields. Everything the original front end posts is a string (form-encoded or
 * multipart), so each block takes a string and yields a typed value, or fails with a message a site owner
 * can act on. Absent and empty mean the same thing on this wire.
 */

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An optional whole number written in decimal digits, at most `max`. */
export const optionalWholeNumber = (max: number) =>
  z.pipe(
    z.pipe(
      z.transform(emptyToUndefined),
      z.optional(z.string().check(z.regex(/^\d{1,9}$/, 'must be a whole number'))),
    ),
    z
      .transform((value: string | undefined) => (value === undefined ? undefined : Number(value)))
      .check(z.refine((value) => value === undefined || value <= max, `must be at most ${max}`)),
  );

/** An optional string of bounded length; empty means absent. */
export const optionalText = (maxLength: number) =>
  z.pipe(
    z.transform(emptyToUndefined),
    z.optional(z.string().check(z.maxLength(maxLength, `must be at most ${maxLength} characters`))),
  );

/** An optional value from a closed list; empty means absent. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(choices: T) =>
  z.pipe(z.transform(emptyToUndefined), z.optional(z.enum(choices, `must be one of: ${choices.join(', ')}`)));

/**
 * A filter value where the original client sends `unset` (or nothing) for "no filter"; older versions
 * of its script send the string `undefined`, which means the same. Returns undefined for no filter.
 */
export const optionalFilter = (pattern: RegExp, message: string) =>
  z.pipe(
    z.transform((value: unknown) =>
      value === '' || value === 'unset' || value === 'undefined' || value === null ? undefined : value,
    ),
    z.optional(z.string().check(z.regex(pattern, message))),
  );

/** A comma-separated list of review ids (spec 000 §7 `notinstring`), bounded in count. */
export const MAX_NOT_IN_IDS = 5000;
export const idList = z.pipe(
  z.pipe(
    z.transform(emptyToUndefined),
    z.optional(
      z.string().check(z.regex(/^\d{1,12}(,\d{1,12})*$/, 'must be a comma-separated list of review ids')),
    ),
  ),
  z
    .transform((value: string | undefined) => (value === undefined ? [] : value.split(',').map(Number)))
    .check(z.refine((ids) => ids.length <= MAX_NOT_IN_IDS, `may hold at most ${MAX_NOT_IN_IDS} ids`)),
);

export const yesNo = optionalChoice(['yes', 'no'] as const);
