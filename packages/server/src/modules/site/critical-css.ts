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

/**
 * The class and id names one selector needs on some element of the page. Attribute selectors and the
 * arguments of functional pseudo-classes (`:not()`, `:is()`, `:where()`, `:has()` …) are left out:
 * what they name is negated or one of several choices, so it is not required.
 */
export function requiredNames(selector: string): string[] {
  let bare = selector.replace(/\[[^\]]*\]/g, '');
  while (/\([^()]*\)/.test(bare)) bare = bare.replace(/\([^()]*\)/g, '');
  return [...bare.matchAll(/[.#](-?(?:[\w\u00a0-\uffff-]|\\.)+)/g)].map(
    (match) => `${(match[0] as string)[0]}${(match[1] as string).replace(/\\(.)/g, '$1')}`,
  );
}

/** Keeps the rules of `root` (a copy) that the names allow; at-rules left empty go too. */
function prune(root: Root, names: ReadonlySet<string>): string {
  const copy = root.clone();
  copy.walkRules((rule) => {
    // Keyframe selectors (`from`, `50%`) are not element selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    if (!rule.selectors.some((selector) => requiredNames(selector).every((name) => names.has(name))))
      rule.remove();
  });
  copy.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return copy.toString().trim();
}

export interface CriticalCss {
  /** The whole stylesheet's size, for comparison. */
  readonly size: number;
  /** The rules a page whose markup holds `names` can match. */
  forNames(names: ReadonlySet<string>): string;
}

/**
 * A stylesheet parsed once, pruned per page. Answers are cached by the names that matter to this
 * stylesheet (a handful of page kinds), at most `cacheEntries`, each no larger than the stylesheet.
 */
export function createCriticalCss(css: string, cacheEntries = 32): CriticalCss {
  const root = postcss.parse(css);
  const known = new Set<string>();
  root.walkRules((rule) => {
    for (const selector of rule.selectors) for (const name of requiredNames(selector)) known.add(name);
  });
  const cache = new Map<string, string>();
  return {
    size: css.length,
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
