/**
 * Issue 13 §2, spec 001 §5: calculation formulas over other fields. `{N}` (or `{Label:N}`) is replaced
 * by field N's number; what is left is evaluated only if it holds nothing but digits, points, spaces,
 * the operators + - * / and parentheses, by this small recursive-descent parser (never eval/Function).
 * A result that is not finite (1/0, too many digits) is 0. The server and the browser run this same code.
 */

/** After substitution: only these characters may remain. */
const ALLOWED = /^[\d\s.+\-*/()]*$/;
/** Guards against hostile input: longest expression and deepest nesting evaluated. */
export const MAX_EXPRESSION_LENGTH = 5_000;
export const MAX_NESTING = 32;

/** Sticky: a number exactly at the parser's position (no copies of the rest of the text). */
const NUMBER = /\d+(?:\.\d+)?|\.\d+/y;
const REFERENCE = /\{(?:[^{}:]{0,100}:)?(\d{1,3})\}/g;

/** The field ids a formula names. */
export function formulaReferences(formula: string): number[] {
  return [...formula.matchAll(REFERENCE)].map((match) => Number(match[1]));
}

class FormulaError extends Error {}

/** Evaluates `formula`, reading each `{N}` through `numberOf`; 0 for anything not computable. */
export function evaluateFormula(formula: string, numberOf: (fieldId: number) => number): number {
  const expression = formula.replace(REFERENCE, (_match, id: string) => {
    const value = numberOf(Number(id));
    // Parenthesised so a negative value cannot merge with the operator before it.
    return Number.isFinite(value) ? `(${String(value).includes('e') ? 0 : value})` : '(0)';
  });
  if (expression.length > MAX_EXPRESSION_LENGTH || !ALLOWED.test(expression)) return 0;
  try {
    const result = parse(expression);
    return Number.isFinite(result) ? result : 0;
  } catch (error) {
    if (error instanceof FormulaError) return 0;
    throw error;
  }
}

function parse(expression: string): number {
  let position = 0;
  let depth = 0;
  const skipSpaces = () => {
    while (position < expression.length && /\s/.test(expression[position] ?? '')) position++;
  };
  const peek = () => {
    skipSpaces();
    return expression[position];
  };
  function sum(): number {
    let value = product();
    for (let next = peek(); next === '+' || next === '-'; next = peek()) {
      position++;
      value = next === '+' ? value + product() : value - product();
    }
    return value;
  }
  function product(): number {
    let value = unary();
    for (let next = peek(); next === '*' || next === '/'; next = peek()) {
      position++;
      value = next === '*' ? value * unary() : value / unary();
    }
    return value;
  }
  function unary(): number {
    const next = peek();
    if (next === '-' || next === '+') {
      position++;
      if (++depth > MAX_NESTING) throw new FormulaError('too deep');
      const value = unary();
      depth--;
      return next === '-' ? -value : value;
    }
    return primary();
  }
  function primary(): number {
    const next = peek();
    if (next === '(') {
      position++;
      if (++depth > MAX_NESTING) throw new FormulaError('too deep');
      const value = sum();
      depth--;
      if (peek() !== ')') throw new FormulaError('missing )');
      position++;
      return value;
    }
    NUMBER.lastIndex = position;
    const match = NUMBER.exec(expression);
    if (!match) throw new FormulaError('number expected');
    position += match[0].length;
    return Number(match[0]);
  }
  if (peek() === undefined) return 0;
  const value = sum();
  if (peek() !== undefined) throw new FormulaError('unexpected text');
  return value;
}
