/**
 * `perRow` → `data-per-row`: how a dataset key is written in HTML. Its own module so a widget that
 * parses its attributes does not import every widget's schema with it (widgets.ts holds them all).
 */
export function attributeName(datasetKey: string): string {
  return `data-${datasetKey.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}`;
}
