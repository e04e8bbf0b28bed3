import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeName, WIDGET_ATTRIBUTE_SCHEMAS } from '../src/widgets.ts';

const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/embed.md'), 'utf8');

/** The attribute rows of a widget's section: `| `data-x` | yes|no | …`. */
function documentedAttributes(widget: string): Map<string, boolean> {
  const section = doc.split(/^## /m).find((part) => part.startsWith(`${widget}\n`));
  if (!section) return new Map();
  const rows = [...section.matchAll(/^\|\s*`(data-[a-z-]+)`\s*\|\s*(yes|no)\s*\|/gm)];
  return new Map(rows.map((row) => [row[1] as string, row[2] === 'yes']));
}

/** A schema's object shape; the page-start widgets' schemas are built on first use (`z.lazy`). */
function shapeOf(schema: object): Record<string, unknown> {
  const zod = (schema as { _zod: { def: { type: string; shape?: object }; innerType?: object } })._zod;
  if (zod.def.type === 'lazy' && zod.innerType) return shapeOf(zod.innerType);
  return (zod.def.shape ?? {}) as Record<string, unknown>;
}

describe('docs/embed.md', () => {
  for (const [widget, schema] of Object.entries(WIDGET_ATTRIBUTE_SCHEMAS)) {
    it(`lists every attribute of ${widget}, and only those, with whether it is required`, () => {
      const expected = new Map(
        Object.entries(shapeOf(schema)).map(([key, field]) => [
          attributeName(key),
          (field as { _zod: { optin?: string } })._zod.optin !== 'optional',
        ]),
      );
      expect(documentedAttributes(widget)).toEqual(expected);
    });
  }
});
