import type { ReactElement } from 'react';
import type * as z from 'zod/mini';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';

/**
 * Mounts a content widget: parses its attributes (a failure is logged and keeps the fallback), then
 * hydrates the server's markup with the props it was rendered with, or renders from the attributes and
 * the page's own markup (`fromPage`, undefined when there is nothing to show: the fallback stays).
 */
export async function mountContentWidget<S extends z.ZodMiniType, P extends object>(
  widget: string,
  element: HTMLElement,
  schema: S,
  view: (props: P) => ReactElement,
  fromPage: (attributes: z.output<S>) => P | undefined,
): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(widget, element, schema);
  if (!attributes) return undefined;
  const server = readServerProps<P>(element);
  const props = server?.props ?? fromPage(attributes);
  if (!props) {
    console.error(`[site-widgets] ${widget}: nothing to show (no server markup and no fallback content)`);
    return undefined;
  }
  return mountView(element, server, view(props));
}
