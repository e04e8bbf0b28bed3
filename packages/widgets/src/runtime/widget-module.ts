/** What every widget chunk exports for the loader. */
export interface WidgetModule {
  /** Mounts (or hydrates server-rendered markup) inside `element`; resolves to a function that unmounts. */
  mount(element: HTMLElement): Promise<(() => void) | undefined>;
}

/** Marks the server-rendered root inside a widget element, and the JSON props that hydrate it. */
export const ROOT_ATTRIBUTE = 'data-widget-root';
export const PROPS_ATTRIBUTE = 'data-widget-props';

/** Reads the props the server rendered with; undefined when the element was not server-rendered. */
export function readServerProps<P>(element: HTMLElement): { root: HTMLElement; props: P } | undefined {
  const root = element.querySelector<HTMLElement>(`:scope > [${ROOT_ATTRIBUTE}]`);
  const script = element.querySelector<HTMLScriptElement>(`:scope > script[${PROPS_ATTRIBUTE}]`);
  if (!root || !script?.textContent) return undefined;
  try {
    return { root, props: JSON.parse(script.textContent) as P };
  } catch {
    return undefined;
  }
}
