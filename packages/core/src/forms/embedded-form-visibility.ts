import type {
  ConditionalLogic,
  ConditionRule,
  FormDefinition,
  FormValues,
} from '@site-widgets/contract/forms/form-definition.ts';

/**
 * Conditional visibility of embedded forms (issue 12 §1), one evaluator for the browser and the server:
 * the server decides with it which fields it validates and stores, the view which fields it shows, so
 * the two can never disagree. Pure: the definition and the values in, the visible ids out.
 */

const asNumber = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
};

/** One rule against one value (the form plugin compares text without regard to case or outer spaces). */
function ruleMatchesValue(rule: ConditionRule, value: string): boolean {
  const actual = value.trim().toLowerCase();
  const expected = rule.value.trim().toLowerCase();
  switch (rule.operator) {
    case 'is':
      return actual === expected;
    case 'isnot':
      return actual !== expected;
    case 'contains':
      return actual.includes(expected);
    case 'starts_with':
      return actual.startsWith(expected);
    case 'ends_with':
      return actual.endsWith(expected);
    case '>':
    case '<': {
      const left = asNumber(value);
      const right = asNumber(rule.value);
      if (left === undefined || right === undefined) return false;
      return rule.operator === '>' ? left > right : left < right;
    }
  }
}

/**
 * A rule against a field's value: for a multi-value field (checkboxes) `is` matches when one checked
 * value matches and `isnot` when none does; an empty field is the empty text.
 */
export function ruleMatches(rule: ConditionRule, value: string | readonly string[] | undefined): boolean {
  if (Array.isArray(value)) {
    if (rule.operator === 'isnot') return value.every((one) => ruleMatchesValue(rule, one));
    if (value.length === 0) return ruleMatchesValue(rule, '');
    return value.some((one) => ruleMatchesValue(rule, one));
  }
  return ruleMatchesValue(rule, typeof value === 'string' ? value : '');
}

/** Whether the thing the logic belongs to is shown, given how to read a field's (visible) value. */
export function isShownByLogic(
  logic: ConditionalLogic | undefined,
  fieldValue: (fieldId: number) => string | readonly string[] | undefined,
): boolean {
  if (!logic) return true;
  const results = logic.rules.map((rule) => ruleMatches(rule, fieldValue(rule.fieldId)));
  const matched = logic.logicType === 'all' ? results.every(Boolean) : results.some(Boolean);
  return logic.actionType === 'show' ? matched : !matched;
}

export interface FormVisibility {
  /** 1-based numbers of the pages shown (page 1 always). */
  pages: ReadonlySet<number>;
  /** Ids of the fields shown: their own logic passes and their page is shown. */
  fields: ReadonlySet<number>;
}

/**
 * Which pages and fields are shown for these values. A hidden field counts as empty for the rules of
 * the others (a question hidden by an earlier answer cannot keep a later one open). Rules are evaluated
 * until nothing changes (at most one round per field), so the order of fields does not matter.
 */
export function formVisibility(definition: FormDefinition, values: FormValues): FormVisibility {
  const allFields = definition.pages.flatMap((page, index) =>
    page.fields.map((field) => ({ field, page: index + 1 })),
  );
  let fields = new Set(allFields.map(({ field }) => field.id));
  let pages = new Set(definition.pages.map((_, index) => index + 1));
  const fieldValue = (id: number) => (fields.has(id) ? values[id] : undefined);
  for (let round = 0; round <= allFields.length; round++) {
    const nextPages = new Set<number>();
    definition.pages.forEach((page, index) => {
      if (index === 0 || isShownByLogic(page.conditionalLogic, fieldValue)) nextPages.add(index + 1);
    });
    const nextFields = new Set<number>();
    for (const { field, page } of allFields) {
      if (nextPages.has(page) && isShownByLogic(field.conditionalLogic, fieldValue)) nextFields.add(field.id);
    }
    const stable =
      nextFields.size === fields.size &&
      [...nextFields].every((id) => fields.has(id)) &&
      nextPages.size === pages.size &&
      [...nextPages].every((page) => pages.has(page));
    fields = nextFields;
    pages = nextPages;
    if (stable) break;
  }
  return { pages, fields };
}

/**
 * The page `next` or `previous` goes to from `current`: one up or down, skipping hidden pages (spec 001
 * §4: previous lowers the target page by one). Stays on `current` when there is none that way.
 */
export function adjacentShownPage(
  visibility: FormVisibility,
  current: number,
  direction: 'next' | 'previous',
  pageCount: number,
): number {
  const step = direction === 'next' ? 1 : -1;
  for (let page = current + step; page >= 1 && page <= pageCount; page += step) {
    if (visibility.pages.has(page)) return page;
  }
  return current;
}

/** The last page shown (the one with the submit button). */
export function lastShownPage(visibility: FormVisibility, pageCount: number): number {
  for (let page = pageCount; page > 1; page--) if (visibility.pages.has(page)) return page;
  return 1;
}

/** Whether the form uses conditional logic anywhere (the conditional-logic chunk loads only then). */
export function usesConditionalLogic(definition: FormDefinition): boolean {
  return definition.pages.some(
    (page) => page.conditionalLogic !== undefined || page.fields.some((field) => field.conditionalLogic),
  );
}
