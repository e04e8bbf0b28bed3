import type { PasswordMinimum } from '@site-widgets/contract/forms/form-inputs.ts';

/**
 * Issue 13 §5, spec 001 §5: the password field's strength grades. The score comes from an estimator
 * (zxcvbn-ts: 0–4) that the view loads only with the field and the server runs itself; until it is
 * there the grade of a long-enough password is `unknown`. Grading is the form plugin's order: empty is
 * blank, a typed confirmation that differs is mismatch, under 4 characters is short, then the score.
 */

export const PASSWORD_STRENGTHS = ['blank', 'unknown', 'bad', 'good', 'strong', 'mismatch', 'short'] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

/** Passwords shorter than this are `short` whatever the score (the form plugin's rule). */
export const PASSWORD_SHORT_BELOW = 4;
/** Longest password accepted (an estimator's time grows with the length). */
export const PASSWORD_MAX_LENGTH = 128;

/** The meter's words (the form plugin's English wording). */
export const PASSWORD_STRENGTH_LABELS: Record<PasswordStrength, string> = {
  blank: 'Strength indicator',
  unknown: 'Strength unknown',
  short: 'Very weak',
  bad: 'Weak',
  good: 'Medium',
  strong: 'Strong',
  mismatch: 'Mismatch',
};

/** An estimator score 0–4 as a grade: 0–2 bad, 3 good, 4 strong. */
export function gradeOfScore(score: number): 'bad' | 'good' | 'strong' {
  if (score >= 4) return 'strong';
  if (score === 3) return 'good';
  return 'bad';
}

/**
 * The grade of `password`; `confirmation` undefined when the field has none; `score` undefined while
 * the estimator is not loaded.
 */
export function gradePassword(
  password: string,
  confirmation: string | undefined,
  score: number | undefined,
): PasswordStrength {
  if (password.length === 0) return 'blank';
  if (confirmation !== undefined && confirmation.length > 0 && confirmation !== password) return 'mismatch';
  if ([...password].length < PASSWORD_SHORT_BELOW) return 'short';
  if (score === undefined || !Number.isFinite(score)) return 'unknown';
  return gradeOfScore(score);
}

const RANK: Record<PasswordMinimum, number> = { short: 0, bad: 1, good: 2, strong: 3 };

/** Whether a grade reaches the owner's minimum (blank, unknown and mismatch never do). */
export function meetsMinimum(grade: PasswordStrength, minimum: PasswordMinimum): boolean {
  if (grade === 'blank' || grade === 'unknown' || grade === 'mismatch') return false;
  return RANK[grade] >= RANK[minimum];
}
