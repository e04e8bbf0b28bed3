import * as z from 'zod/mini';

/**
 * Value schemas data attributes share. Nothing is built when this module loads (issue 10: it is in the
 * chunk every page starts after `load`): `yesOrNo` is lazy, `wholeNumber` builds when called.
 */

/** `yes` or `no`, read as a boolean. */
export const yesOrNo = z.lazy(() =>
  z.pipe(
    z.enum(['yes', 'no'], 'must be one of: yes, no'),
    z.transform((value) => value === 'yes'),
  ),
);

/** A whole number written in digits (at most 6), between `min` and `max`. */
export const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/, 'must be a whole number')),
    z.transform(Number).check(z.refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`)),
  );
