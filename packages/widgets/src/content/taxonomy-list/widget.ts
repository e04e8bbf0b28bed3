/**
 * The taxonomy list is complete server HTML with nothing to do in the browser: its chunk is never
 * needed on a page the server rendered (registry.ts marks it passive). On a plain page it cannot list
 * terms it was not given, so it says so and leaves the fallback content.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  if (!element.querySelector(':scope > [data-widget-root]'))
    console.error('[site-widgets] content-taxonomy-list: needs the server-rendered list (see docs/embed.md)');
  return undefined;
}
