import {
  COMPARE_PAGE_ID,
  LIST_ACTIONS,
  type PageContentAnswer,
  type ShopListName,
  WISHLIST_PAGE_ID,
} from '@site-widgets/contract/shop/list-actions.ts';
import { listPageAttributesSchema } from '@site-widgets/contract/shop/list-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { getRuntime } from '../../runtime/runtime.ts';
import { pageLists } from '../shared/page-lists.ts';

const PAGE_IDS = { wishlist: WISHLIST_PAGE_ID, compare: COMPARE_PAGE_ID } as const;

/**
 * The wishlist and compare pages (spec 001 §2): the table is server HTML; a remove button removes the
 * product on the server, then the page's content is fetched again (`wpr_get_page_content`) and the
 * status line says what happened. Focus goes to the content, so it is not lost with the button.
 */
export async function mountListPage(
  widget: string,
  list: ShopListName,
  element: HTMLElement,
): Promise<(() => void) | undefined> {
  if (!parseAttributes(widget, element, listPageAttributesSchema)) return undefined;
  const content = element.querySelector<HTMLElement>('[data-slot="content"]');
  const status = element.querySelector<HTMLElement>('[data-slot="status"]');
  if (!content || !status) {
    console.error(`[site-widgets] ${widget}: needs data-slot="content" and data-slot="status" inside`);
    return undefined;
  }
  const { ajax } = getRuntime();
  const lists = pageLists();
  await lists.load(list);

  const onClick = async (event: MouseEvent) => {
    const target = (event.target as Element).closest<HTMLElement>(
      '[data-wishlist-remove],[data-compare-remove]',
    );
    const id = Number(target?.dataset.wishlistRemove ?? target?.dataset.compareRemove);
    if (!target || !Number.isSafeInteger(id) || id <= 0) return;
    event.preventDefault();
    const title = target.getAttribute('aria-label') ?? '';
    const outcome = await lists.toggle(list, id);
    if (outcome.kind !== 'removed') return;
    const text = await ajax.post(
      LIST_ACTIONS.pageContent,
      { wpr_compare_page_id: String(PAGE_IDS[list]) },
      'nonce',
    );
    const answer = JSON.parse(text) as PageContentAnswer;
    if (!answer.success) return;
    // Our server's table, built from escaped data; not visitor-supplied markup.
    content.innerHTML = answer.data.content;
    content.tabIndex = -1;
    content.focus();
    status.textContent = `${title.replace(/^Remove /, '')}: removed.`;
  };
  const listener = (event: MouseEvent) => {
    onClick(event).catch((error) => console.error(`[site-widgets] ${widget}`, error));
  };
  element.addEventListener('click', listener);
  return () => element.removeEventListener('click', listener);
}
