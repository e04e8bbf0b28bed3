/** A heading of the page as the table of contents lists it. */
export interface OutlineHeading {
  id: string;
  /** 2 for h2 … 6 for h6. */
  level: number;
  text: string;
}

export interface OutlineEntry extends OutlineHeading {
  children: OutlineEntry[];
}

/**
 * Nests the headings by level, from h2 down `depth` levels (1: h2 only … 4: h2–h5). A heading that
 * skips a level (h2 then h4) goes under the nearest shallower one; one deeper than `depth` is left out.
 */
export function buildOutline(headings: readonly OutlineHeading[], depth: number): OutlineEntry[] {
  const deepest = 1 + depth;
  const root: OutlineEntry[] = [];
  const stack: OutlineEntry[] = [];
  for (const heading of headings) {
    if (heading.level < 2 || heading.level > deepest || !heading.id || !heading.text.trim()) continue;
    const entry: OutlineEntry = { ...heading, text: heading.text.trim(), children: [] };
    while (stack.length > 0 && (stack.at(-1) as OutlineEntry).level >= heading.level) stack.pop();
    const parent = stack.at(-1);
    (parent ? parent.children : root).push(entry);
    stack.push(entry);
  }
  return root;
}

/** A heading's top edge relative to the viewport's top, in CSS pixels. */
export interface HeadingPosition {
  id: string;
  top: number;
}

/**
 * The heading being read: the last whose top has passed `offset` px below the viewport's top (a
 * sticky header's height), or the first heading while none has; undefined for no headings.
 * spec 001 §9: the scroll spy's tolerance is 50 px.
 */
export function currentHeading(
  positions: readonly HeadingPosition[],
  offset = 50,
  /** The page is scrolled to its end: the last heading is being read even if it cannot reach the top. */
  atEnd = false,
): string | undefined {
  if (atEnd && positions.length > 0) return positions.at(-1)?.id;
  let current = positions[0]?.id;
  for (const position of positions) {
    if (position.top - offset <= 0) current = position.id;
    else break;
  }
  return current;
}

/** An id made from a heading's text, for headings that have none (`Our house blend` → `our-house-blend`). */
export function headingId(text: string, taken: ReadonlySet<string>): string {
  const base =
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'section';
  let id = /^[a-z]/.test(base) ? base : `s-${base}`;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}
