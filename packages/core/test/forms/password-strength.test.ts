import { describe, expect, it } from 'vitest';
import { gradeOfScore, gradePassword, meetsMinimum } from '../../src/forms/inputs/password-strength.ts';

describe('password strength grades (issue 13 §5, spec 001 §5)', () => {
  it('blank when nothing is typed', () => {
    expect(gradePassword('', undefined, 4)).toBe('blank');
    expect(gradePassword('', 'x', 4)).toBe('blank');
  });
  it('mismatch when a typed confirmation differs, before anything else', () => {
    expect(gradePassword('abc', 'abd', 4)).toBe('mismatch');
    expect(gradePassword('correct horse battery', 'correct horse', 4)).toBe('mismatch');
  });
  it('an empty confirmation is not yet a mismatch', () => {
    expect(gradePassword('correct horse battery', '', 4)).toBe('strong');
  });
  it('short under 4 characters (counted as characters, not UTF-16 units)', () => {
    expect(gradePassword('abc', undefined, 4)).toBe('short');
    expect(gradePassword('😀😀😀', undefined, 4)).toBe('short');
    expect(gradePassword('abcd', undefined, 0)).toBe('bad');
  });
  it('unknown while the estimator is not loaded', () => {
    expect(gradePassword('long enough', undefined, undefined)).toBe('unknown');
  });
  it('scores 0-2 bad, 3 good, 4 strong', () => {
    expect([0, 1, 2, 3, 4].map(gradeOfScore)).toEqual(['bad', 'bad', 'bad', 'good', 'strong']);
    expect(gradePassword('matching', 'matching', 3)).toBe('good');
  });
  it('a minimum is met only by a real grade at or above it', () => {
    expect(meetsMinimum('good', 'good')).toBe(true);
    expect(meetsMinimum('strong', 'good')).toBe(true);
    expect(meetsMinimum('bad', 'good')).toBe(false);
    expect(meetsMinimum('short', 'short')).toBe(true);
    for (const grade of ['blank', 'unknown', 'mismatch'] as const)
      expect(meetsMinimum(grade, 'short')).toBe(false);
  });
});
