import { attributeName } from '@site-widgets/contract/attribute-name.ts';
import type * as z from 'zod/mini';

/**
 * Parses an element's data attributes through a widget's schema. On failure it reports one console
 * error naming the widget and the attribute (`data-per-row`), and returns undefined so the element
 * keeps its fallback content.
 */
export function parseAttributes<S extends z.ZodMiniType>(
  widget: string,
  element: HTMLElement,
  schema: S,
): z.output<S> | undefined {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(element.dataset)) {
    if (key !== 'widget' && value !== undefined) values[key] = value;
  }
  return parseAttributeValues(widget, values, schema);
}

/**
 * Parses attribute values given by name (`perRow`, as `element.dataset` or a React component's props
 * spell them) through a widget's schema, with the same one console error on failure.
 */
export function parseAttributeValues<S extends z.ZodMiniType>(
  widget: string,
  values: Record<string, unknown>,
  schema: S,
): z.output<S> | undefined {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const attribute = attributeName(String(issue?.path[0] ?? ''));
  console.error(`[site-widgets] ${widget}: ${attribute}: ${issue?.message ?? 'invalid'}`);
  return undefined;
}
