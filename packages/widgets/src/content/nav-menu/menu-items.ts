/** One entry of the add-on menu: a link, maybe with a submenu or an owner's mega-menu panel. */
export interface ContentMenuItem {
  label: string;
  href: string;
  children?: ContentMenuItem[] | undefined;
  /** The owner's mega-menu item (spec 001 §7 `wprmegamenu/?item_id=N`), fetched when first opened. */
  megaMenuItemId?: number | undefined;
}

/**
 * The menu from a plain page's fallback markup: a `<ul>` of `<li><a>` with nested `<ul>`s, and
 * `data-mega-menu-item` on an `<li>` for a mega-menu item.
 */
export function readMenuMarkup(list: Element | null, depth = 0): ContentMenuItem[] {
  if (!list || depth > 1) return [];
  const items: ContentMenuItem[] = [];
  for (const li of list.querySelectorAll(':scope > li')) {
    const link = li.querySelector(':scope > a');
    if (!link) continue;
    const mega = li.getAttribute('data-mega-menu-item');
    const children = readMenuMarkup(li.querySelector(':scope > ul'), depth + 1);
    items.push({
      label: link.textContent?.trim() ?? '',
      href: link.getAttribute('href') ?? '#',
      ...(children.length ? { children } : {}),
      ...(mega && /^[1-9]\d{0,9}$/.test(mega) ? { megaMenuItemId: Number(mega) } : {}),
    });
  }
  return items;
}
