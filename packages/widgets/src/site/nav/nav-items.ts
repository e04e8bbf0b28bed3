/** A link in the navigation. */
export interface NavLink {
  label: string;
  href: string;
}

/** A top-level item: a link, or a parent whose `href` is only followed without JavaScript. */
export interface NavItem extends NavLink {
  children?: NavLink[] | undefined;
}

/**
 * The items of a plain navigation list (`<ul><li><a>…</a><ul>…</ul></li></ul>`), for pages that were
 * not server-rendered: the fallback markup is the menu's data.
 */
export function readNavMarkup(element: HTMLElement): NavItem[] {
  const list = element.querySelector('ul');
  if (!list) return [];
  const linkOf = (li: Element): NavLink | undefined => {
    const anchor = li.querySelector(':scope > a[href]');
    const label = anchor?.textContent?.replace(/\s+/g, ' ').trim();
    return anchor && label ? { label, href: anchor.getAttribute('href') ?? '' } : undefined;
  };
  const items: NavItem[] = [];
  for (const li of list.querySelectorAll(':scope > li')) {
    const link = linkOf(li);
    if (!link) continue;
    const children = [...li.querySelectorAll(':scope > ul > li')]
      .map(linkOf)
      .filter((child): child is NavLink => child !== undefined);
    items.push(children.length > 0 ? { ...link, children } : link);
  }
  return items;
}
