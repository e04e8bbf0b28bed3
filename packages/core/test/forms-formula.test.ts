import { describe, expect, it } from 'vitest';
import { evaluateFormula, formulaReferences, MAX_NESTING } from '../src/forms/formula.ts';

const none = () => 0;
const fields = (values: Record<number, number>) => (id: number) => values[id] ?? 0;

describe('evaluateFormula', () => {
  it('follows precedence and parentheses', () => {
    expect(evaluateFormula('1 + 2 * 3', none)).toBe(7);
    expect(evaluateFormula('(1 + 2) * 3', none)).toBe(9);
    expect(evaluateFormula('10 / 4 - 1', none)).toBe(1.5);
    expect(evaluateFormula('2 - -3', none)).toBe(5);
    expect(evaluateFormula('-(2 + 3) * 2', none)).toBe(-10);
    expect(evaluateFormula('.5 * 4', none)).toBe(2);
  });
  it('replaces {N} and {Label:N} by the fields, negative values included', () => {
    expect(evaluateFormula('{4} * {5}', fields({ 4: 3, 5: 2.5 }))).toBe(7.5);
    expect(evaluateFormula('{Guests:4} - {5}', fields({ 4: 10, 5: -2 }))).toBe(12);
    expect(formulaReferences('{1} + {Price:22} * {333}')).toEqual([1, 22, 333]);
  });
  it('gives 0 for a non-finite result', () => {
    expect(evaluateFormula('1 / 0', none)).toBe(0);
    expect(evaluateFormula('0 / 0', none)).toBe(0);
    expect(evaluateFormula('9'.repeat(400), none)).toBe(0);
    expect(evaluateFormula('{1} * 2', () => Number.POSITIVE_INFINITY)).toBe(0);
  });
  it.each([
    ['exponent notation', '1e309'],
    ['a property name', 'constructor'],
    ['prototype access', '{1}.constructor.constructor("alert(1)")()'],
    ['a function call', 'alert(1)'],
    ['a comma', '1, 2'],
    ['a power operator', '2 ** 10'],
    ['unbalanced parentheses', '(((1 + 2)'],
    ['a closing parenthesis too many', '1 + 2)'],
    ['a trailing operator', '1 +'],
    ['two numbers side by side', '1 2'],
    ['an empty pair', '()'],
    ['text after substitution', '{1} + x'],
    ['a dollar sign', '$(1)'],
    ['a dangling dot', '1.'],
  ])('evaluates nothing with %s: 0', (_name, formula) => {
    expect(evaluateFormula(formula, fields({ 1: 2 }))).toBe(0);
  });
  it('evaluates nesting up to the limit and gives 0 beyond it (no stack overflow)', () => {
    const nested = (depth: number) => `${'('.repeat(depth)}1${')'.repeat(depth)}`;
    expect(evaluateFormula(nested(MAX_NESTING), none)).toBe(1);
    expect(evaluateFormula(nested(MAX_NESTING + 1), none)).toBe(0);
    expect(evaluateFormula(nested(100_000), none)).toBe(0);
    expect(evaluateFormula(`${'-'.repeat(10_000)}1`, none)).toBe(0);
  });
  it('gives 0 for very long input without evaluating it', () => {
    expect(evaluateFormula(`${'1 + '.repeat(2_000)}1`, none)).toBe(0);
    expect(evaluateFormula(`${'1+'.repeat(1_000)}1`, none)).toBe(1_001);
  });
  it('gives 0 for an empty formula', () => {
    expect(evaluateFormula('', none)).toBe(0);
    expect(evaluateFormula('   ', none)).toBe(0);
  });
  it('a value written in exponent form by the field is 0, not re-read as text', () => {
    expect(evaluateFormula('{1} + 1', () => 1e21)).toBe(1);
  });
});
