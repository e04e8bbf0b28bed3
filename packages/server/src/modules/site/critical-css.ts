import postcss, { type Root } from 'postcss';

/**
 * The CSS a page's first render needs (issue 10 §4): of a stylesheet, the rules its markup can match.
 * A rule is kept unless one of its selectors needs a class or id the markup does not hold anywhere,
 * which over-approximates (descendant order, attributes and states are not checked) and so never drops
 * a rule the server markup uses. Rules for what only a script adds (a widget's open states, later
 * pages, dialogs) come with the whole stylesheet, which the loader links once widgets start.
 *
 * Why not a library: Beasties/Critters build a DOM and run every selector against it, made for HTML
 * built once; here every page view is rendered, so the check is a set lookup per rule on the class and
 * id names of the page (a regular expression over the markup), and the answer is cached by those names.
 */

/** Class names (`.name`) and ids (`#name`) the markup holds. */
export function markupNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] as string).split(/\s+/)) if (name) names.add(`.${name}`);
  }
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) names.add(`#${match[1]}`);
  return names;
}

/** Splits a selector list at its top-level commas (not those inside parentheses). */
function splitList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const char = list[index];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** What a selector needs of the page: names all of which, and lists of choices one of which, it holds. */
interface Requirement {
  names: string[];
  anyOf: Requirement[][];
}

const CHOICES = /:(?:is|where|matches|-webkit-any|-moz-any)\(/gi;

/**
 * The class and id names one selector needs on some element of the page. `:is()` and `:where()` need
 * one of their choices; attribute selectors and the arguments of other functional pseudo-classes
 * (`:not()`, `:has()`, `:nth-child(… of …)`) are left out: what they name is negated or conditional.
 */
export function requirement(selector: string): Requirement {
  const anyOf: Requirement[][] = [];
  let rest = '';
  let index = 0;
  for (const match of selector.matchAll(CHOICES)) {
    if (match.index < index) continue;
    const open = match.index + match[0].length;
    let depth = 1;
    let close = open;
    while (close < selector.length && depth > 0) {
      if (selector[close] === '(') depth++;
      else if (selector[close] === ')') depth--;
      close++;
    }
    rest += selector.slice(index, match.index);
    anyOf.push(splitList(selector.slice(open, close - 1)).map(requirement));
    index = close;
  }
  rest += selector.slice(index);
  let bare = rest.replace(/\[[^\]]*\]/g, '');
  while (/\([^()]*\)/.test(bare)) bare = bare.replace(/\([^()]*\)/g, '');
  const names = [...bare.matchAll(/[.#](-?(?:[\w\u00a0-\uffff-]|\\.)+)/g)].map(
    (match) => `${(match[0] as string)[0]}${(match[1] as string).replace(/\\(.)/g, '$1')}`,
  );
  return { names, anyOf };
}

/** Every name a requirement mentions, choices included. */
function mentioned(need: Requirement, into: Set<string>): Set<string> {
  for (const name of need.names) into.add(name);
  for (const choices of need.anyOf) for (const choice of choices) mentioned(choice, into);
  return into;
}

/** Whether a page holding `names` can meet the requirement. */
function met(need: Requirement, names: ReadonlySet<string>): boolean {
  return (
    need.names.every((name) => names.has(name)) &&
    need.anyOf.every((choices) => choices.some((choice) => met(choice, names)))
  );
}

/** The names one selector needs whatever its choices (kept for tests and tools). */
export function requiredNames(selector: string): string[] {
  return requirement(selector).names;
}

/** The part of a stylesheet one page gets, and whether that is every rule of it. */
export interface CriticalPart {
  css: string;
  whole: boolean;
}

/**
 * Keeps the rules of `root` (a copy) that the names allow; at-rules left empty go too, and so do
 * comments and the spaces between tokens (site.css is sent as written).
 */
function prune(root: Root, names: ReadonlySet<string>): CriticalPart {
  const copy = root.clone();
  let whole = true;
  copy.walkRules((rule) => {
    // Keyframe selectors (`from`, `50%`) are not element selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    if (rule.selectors.some((selector) => met(requirement(selector), names))) return;
    rule.remove();
    whole = false;
  });
  copy.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  copy.walkComments((comment) => {
    comment.remove();
  });
  copy.walk((node) => {
    node.raws.before = '';
    if (node.type === 'decl') node.raws.between = ':';
    else {
      node.raws.after = '';
      node.raws.between = '';
      if (node.type === 'atrule') node.raws.afterName = node.params ? ' ' : '';
    }
  });
  return { css: copy.toString().trim(), whole };
}

export interface CriticalCss {
  /** The rules a page whose markup holds `names` can match. */
  forNames(names: ReadonlySet<string>): CriticalPart;
}

/**
 * A stylesheet parsed once, pruned per page. Answers are cached by the names that matter to this
 * stylesheet (a handful of page kinds), at most `cacheEntries`, each no larger than the stylesheet.
 */
export function createCriticalCss(css: string, cacheEntries = 32): CriticalCss {
  const root = postcss.parse(css);
  const known = new Set<string>();
  root.walkRules((rule) => {
    for (const selector of rule.selectors) mentioned(requirement(selector), known);
  });
  const cache = new Map<string, CriticalPart>();
  return {
    forNames(names) {
      const relevant = [...names].filter((name) => known.has(name)).sort();
      const key = relevant.join(' ');
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const answer = prune(root, new Set(relevant));
      if (cache.size >= cacheEntries) cache.delete(cache.keys().next().value as string);
      cache.set(key, answer);
      return answer;
    },
  };
}
