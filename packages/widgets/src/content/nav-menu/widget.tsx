import { contentNavMenuAttributesSchema } from '@site-widgets/contract/content/navmisc-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { ContentNavMenu, type ContentNavMenuProps } from './ContentNavMenu.tsx';
import { readMenuMarkup } from './menu-items.ts';

const WIDGET = 'content-nav-menu';

/** Hydrates the server's menu; on a plain page, builds it from the fallback list of links. */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, contentNavMenuAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<ContentNavMenuProps>(element);
  if (server) return mountView(element, server, <ContentNavMenu {...server.props} />);
  const items = readMenuMarkup(element.querySelector('ul'));
  if (items.length === 0) {
    console.error(`[site-widgets] ${WIDGET}: the element holds no list of links to build the menu from`);
    return undefined;
  }
  const current = element.querySelector('a[aria-current="page"]')?.getAttribute('href') ?? undefined;
  return mountView(
    element,
    undefined,
    <ContentNavMenu label={attributes.label} rest={attributes.rest} items={items} currentHref={current} />,
  );
}
