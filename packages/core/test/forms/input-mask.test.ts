import { describe, expect, it } from 'vitest';
import { imaskPatternOf, maskMatches, maskPlaceholder } from '../../src/forms/inputs/input-mask.ts';

describe('input masks (issue 13 §7)', () => {
  it('a preset name stands for its pattern', () => {
    expect(maskMatches('us-phone', '(555) 123-4567')).toBe(true);
    expect(maskMatches('us-phone', '555 123 4567')).toBe(false);
    expect(maskMatches('us-phone', '(555) 123-456')).toBe(false);
  });
  it('9 is a digit, a a letter, * a letter or digit, the rest literal', () => {
    expect(maskMatches('aa-99-**', 'AB-12-c3')).toBe(true);
    expect(maskMatches('aa-99-**', '1B-12-c3')).toBe(false);
    expect(maskMatches('aa-99-**', 'AB-1x-c3')).toBe(false);
    expect(maskMatches('aa-99-**', 'AB-12-c_')).toBe(false);
    expect(maskMatches('99.99', '12x34')).toBe(false);
  });
  it('what follows ? is optional, all or nothing', () => {
    expect(maskMatches('us-zip', '12345')).toBe(true);
    expect(maskMatches('us-zip', '12345-6789')).toBe(true);
    expect(maskMatches('us-zip', '12345-67')).toBe(false);
  });
  it('does not let a value through by regex tricks', () => {
    expect(maskMatches('99/99/9999', '12/31/2027\n<script>')).toBe(false);
    expect(maskMatches('(999)', '(123)')).toBe(true);
    expect(maskMatches('(999)', '123')).toBe(false);
  });
  it('is written for imask with 0 for digits and the optional part in brackets', () => {
    expect(imaskPatternOf('us-phone')).toBe('(000) 000-0000');
    expect(imaskPatternOf('us-zip')).toBe('00000[-0000]');
    expect(imaskPatternOf('aa-**')).toBe('aa-**');
  });
  it('shows underscores where the visitor types', () => {
    expect(maskPlaceholder('us-phone')).toBe('(___) ___-____');
  });
});
