import { siteNavAttributesSchema } from '@site-widgets/contract/site/site-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../shared/mount-view.tsx';
import { readNavMarkup } from './nav-items.ts';
import { SiteNav, type SiteNavProps } from './SiteNav.tsx';

const WIDGET = 'site-nav';

/**
 * Hydrates the server-rendered navigation; on a plain page, builds it from the fallback list of links
 * (which stays as it is if it holds none).
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, siteNavAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<SiteNavProps>(element);
  if (server) return mountView(element, server, <SiteNav {...server.props} />);
  const items = readNavMarkup(element);
  if (items.length === 0) {
    console.error(`[site-widgets] ${WIDGET}: the element holds no list of links to build the menu from`);
    return undefined;
  }
  const current = element.querySelector('a[aria-current="page"]')?.getAttribute('href') ?? undefined;
  return mountView(
    element,
    undefined,
    <SiteNav label={attributes.label} items={items} currentHref={current} />,
  );
}
