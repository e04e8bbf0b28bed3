/** The element a fragment (`#…`) names, by its id as the browser finds it; none if it cannot be read. */
export function fragmentTarget(document: Document, hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
