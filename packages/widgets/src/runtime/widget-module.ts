import { reviveTexts } from './text-references.ts';

/** What every widget chunk exports for the loader. */
export interface WidgetModule {
  /** Mounts (or hydrates server-rendered markup) inside `element`; resolves to a function that unmounts. */
  mount(element: HTMLElement): Promise<(() => void) | undefined>;
}

/** Marks the server-rendered root inside a widget element, and the JSON props that hydrate it. */
export const ROOT_ATTRIBUTE = 'data-widget-root';
export const PROPS_ATTRIBUTE = 'data-widget-props';
/** On the props script: the prefix React's useId used on the server, so hydration makes the same ids. */
export const ID_PREFIX_ATTRIBUTE = 'data-id-prefix';

/** The props the server rendered with; undefined when the element was not server-rendered. */
export interface ServerRender<P> {
  root: HTMLElement;
  props: P;
  idPrefix: string;
}

export function readServerProps<P>(element: HTMLElement): ServerRender<P> | undefined {
  const root = element.querySelector<HTMLElement>(`:scope > [${ROOT_ATTRIBUTE}]`);
  const script = element.querySelector<HTMLScriptElement>(`:scope > script[${PROPS_ATTRIBUTE}]`);
  if (!root || !script?.textContent) return undefined;
  try {
    // Texts the markup shows are read back from it (text-references.ts), before hydration.
    const props = reviveTexts<P>(JSON.parse(script.textContent), root);
    if (props === undefined) {
      console.error('[site-widgets] server-rendered markup was changed: rendering afresh');
      return undefined;
    }
    return { root, props, idPrefix: script.getAttribute(ID_PREFIX_ATTRIBUTE) ?? '' };
  } catch {
    return undefined;
  }
}
