/**
 * One titled part of a tabs, toggle or accordion widget. `html` is the site owner's own markup (the
 * server writes it from its settings, or the loader reads it from the page), never a visitor's text.
 */
export interface PanelItem {
  /** The header's id (a hash `#id` opens it); the panel is `${id}-panel`. */
  id: string;
  title: string;
  html: string;
}

/**
 * A plain page's panels (no server rendering): each `<details id="…"><summary>Title</summary>…</details>`
 * child of the widget element, which is also what a visitor without JavaScript reads.
 */
export function panelsFromMarkup(element: HTMLElement, prefix: string): PanelItem[] {
  return [...element.querySelectorAll<HTMLDetailsElement>(':scope > details')].map((details, index) => {
    const summary = details.querySelector(':scope > summary');
    const body = details.cloneNode(true) as HTMLDetailsElement;
    body.querySelector(':scope > summary')?.remove();
    return {
      id: details.id || `${prefix}-${index + 1}`,
      title: summary?.textContent?.trim() || `Item ${index + 1}`,
      html: body.innerHTML.trim(),
    };
  });
}
