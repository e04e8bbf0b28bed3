/**
 * The posts timeline is complete server HTML with nothing to do in the browser (registry.ts marks it
 * passive). On a plain page it has no posts to show, so it says so and leaves the fallback content.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  if (!element.querySelector(':scope > [data-widget-root]'))
    console.error('[site-widgets] content-timeline: needs the server-rendered timeline (see docs/embed.md)');
  return undefined;
}
