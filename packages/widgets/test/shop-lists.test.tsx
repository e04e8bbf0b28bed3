import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListButtonMarkup } from '../src/shop/list-button/ListButtonMarkup.tsx';
import { MiniListMarkup } from '../src/shop/mini-list/MiniListMarkup.tsx';

type Answers = Record<string, (fields: URLSearchParams) => { status?: number; body: unknown }>;

/** The page as the server sends it, and a fetch that answers each ajax action as the server would. */
function page(html: string, answers: Answers) {
  document.body.innerHTML = `<script type="application/json" id="site-widgets-vars">{"ajaxurl":"/ajax","nonce":"n1"}</script>${html}`;
  const calls: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const fields = new URLSearchParams(String(init?.body ?? ''));
      calls.push(fields);
      const answer = answers[fields.get('action') ?? '']?.(fields) ?? { status: 400, body: 0 };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

/** Lets the fetch promises and their handlers run (the timers stay fake). */
const settle = async () => {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  // Each test gets its own page runtime and list mirror (module singletons).
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the wishlist button', () => {
  it('renders both labels in one button, in the add state, named with the product', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToStaticMarkup(
      <ListButtonMarkup list="wishlist" productId={7} productTitle="Mug" />,
    );
    const widget = host.querySelector('[data-widget="wishlist-button"]');
    expect(widget?.getAttribute('data-product-id')).toBe('7');
    const button = host.querySelector('button');
    expect(button?.dataset.state).toBe('add');
    expect(host.querySelector('[data-slot="add-label"]')?.textContent).toBe('♡ Add to wishlist: Mug');
    expect(host.querySelector('[data-slot="remove-label"]')?.textContent).toBe('♥ Remove from wishlist: Mug');
  });

  it('takes its state from the server check, adds on click and shows the popup for its time', async () => {
    const calls = page(
      renderToStaticMarkup(<ListButtonMarkup list="wishlist" productId={7} productTitle="Mug" />),
      {
        check_product_in_wishlist_grid: () => ({ body: [3] }),
        add_to_wishlist: () => ({
          body: { success: true, data: { product_id: 7, product_title: 'Mug', count: 2 } },
        }),
        remove_from_wishlist: () => ({
          body: { success: true, data: { product_id: 7, product_title: 'Mug', count: 1 } },
        }),
      },
    );
    const { mount } = await import('../src/shop/wishlist-button/widget.ts');
    const element = document.querySelector<HTMLElement>('[data-widget="wishlist-button"]') as HTMLElement;
    element.dataset.popupTime = '3';
    element.dataset.animationTime = '0.5';
    const unmount = await mount(element);
    const button = element.querySelector('button') as HTMLButtonElement;
    expect(button.dataset.state).toBe('add');
    button.click();
    await settle();
    expect(calls.map((fields) => fields.get('action'))).toEqual([
      'check_product_in_wishlist_grid',
      'add_to_wishlist',
    ]);
    expect(calls[1]?.get('product_id')).toBe('7');
    expect(calls[1]?.get('nonce')).toBe('n1');
    expect(button.dataset.state).toBe('remove');
    const popup = document.querySelector<HTMLElement>('[role="status"].sw-list-popup') as HTMLElement;
    expect(popup.textContent).toContain('Mug was added to Wishlist');
    expect(popup.querySelector('a')?.getAttribute('href')).toBe('/wishlist');
    expect(popup.querySelector('a')?.textContent).toBe('View Wishlist');
    expect(popup.dataset.state).toBe('entering');
    await vi.advanceTimersByTimeAsync(500);
    expect(popup.dataset.state).toBe('shown');
    await vi.advanceTimersByTimeAsync(2999);
    expect(popup.dataset.state).toBe('shown');
    await vi.advanceTimersByTimeAsync(1);
    expect(popup.dataset.state).toBe('leaving');
    await vi.advanceTimersByTimeAsync(500);
    expect(popup.dataset.state).toBe('hidden');
    button.click();
    await settle();
    expect(button.dataset.state).toBe('add');
    unmount?.();
  });

  it('shows the new state on the same product’s buttons still waiting for the visitor, not on others', async () => {
    page(
      renderToStaticMarkup(
        <>
          <ListButtonMarkup list="wishlist" productId={7} productTitle="Mug" />
          <ListButtonMarkup list="wishlist" productId={7} productTitle="Mug" />
          <ListButtonMarkup list="wishlist" productId={8} productTitle="Cup" />
          <ListButtonMarkup list="compare" productId={7} productTitle="Mug" />
        </>,
      ),
      {
        check_product_in_wishlist_grid: () => ({ body: [] }),
        add_to_wishlist: () => ({
          body: { success: true, data: { product_id: 7, product_title: 'Mug', count: 1 } },
        }),
      },
    );
    const { mount } = await import('../src/shop/wishlist-button/widget.ts');
    const [first, twin, other] = document.querySelectorAll<HTMLElement>('[data-widget="wishlist-button"]');
    const compare = document.querySelector<HTMLElement>('[data-widget="compare-button"]') as HTMLElement;
    for (const waiting of [twin, other, compare]) waiting?.setAttribute('data-widget-state', 'waiting');
    const unmount = await mount(first as HTMLElement);
    first?.setAttribute('data-widget-state', 'mounted');
    first?.querySelector('button')?.click();
    await settle();
    const state = (element: HTMLElement | undefined) => element?.querySelector('button')?.dataset.state;
    expect([state(first), state(twin), state(other), state(compare)]).toEqual([
      'remove',
      'remove',
      'add',
      'add',
    ]);
    unmount?.();
  });

  it("alerts the server's message when an add is refused, and stays in the add state", async () => {
    page(renderToStaticMarkup(<ListButtonMarkup list="compare" productId={9} productTitle="Kettle" />), {
      check_product_in_compare_grid: () => ({ body: [] }),
      add_to_compare: () => ({
        status: 409,
        body: {
          success: false,
          data: { message: 'You can compare up to 4 products.', code: 'SW_LIST_FULL' },
        },
      }),
    });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { mount } = await import('../src/shop/compare-button/widget.ts');
    const element = document.querySelector<HTMLElement>('[data-widget="compare-button"]') as HTMLElement;
    await mount(element);
    const button = element.querySelector('button') as HTMLButtonElement;
    button.click();
    await settle();
    expect(alert).toHaveBeenCalledWith('You can compare up to 4 products.');
    expect(button.dataset.state).toBe('add');
  });
});

describe('the mini wishlist', () => {
  it('shows the count, opens by its toggle, and closes on an outside click or Escape', async () => {
    page(`<main><h1>Shop</h1></main>${renderToStaticMarkup(<MiniListMarkup list="wishlist" />)}`, {
      check_product_in_wishlist_grid: () => ({ body: [4] }),
      count_wishlist_items: () => ({
        body: {
          wishlist_count: 1,
          wishlist_items: [
            {
              product_id: 4,
              product_url: '/shop/beans',
              product_image: null,
              product_title: '<img src=x onerror=alert(1)>',
              product_price: '£9.00',
              product_stock: 'In stock',
              product_atc: { kind: 'simple', text: 'Add to cart', url: '/shop/beans#add-to-cart' },
            },
          ],
        },
      }),
    });
    const { mount } = await import('../src/shop/mini-wishlist/widget.ts');
    const element = document.querySelector<HTMLElement>('[data-widget="mini-wishlist"]') as HTMLElement;
    await mount(element);
    expect(element.querySelector('[data-slot="count"]')?.textContent).toBe('1');
    const link = element.querySelector('[data-slot="content"] a');
    expect(link?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(element.querySelector('[data-slot="content"] img')).toBeNull();
    const toggle = element.querySelector('[data-slot="toggle"]') as HTMLButtonElement;
    const panel = element.querySelector('[data-slot="panel"]') as HTMLElement;
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(panel.dataset.state).toBe('open');
    panel.click();
    expect(panel.dataset.state).toBe('open');
    document.querySelector('h1')?.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await vi.advanceTimersByTimeAsync(400);
    expect(panel.hidden).toBe(true);
    toggle.click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(panel.dataset.state).toBe('closed');
  });
});

describe('after an add, the sidebar instead of the popup', () => {
  it('opens the header’s mini panel when the button says data-after-add="sidebar"', async () => {
    let added = 0;
    page(
      `${renderToStaticMarkup(<MiniListMarkup list="compare" display="sidebar" />)}${renderToStaticMarkup(
        <ListButtonMarkup list="compare" productId={5} productTitle="Grinder" />,
      )}`,
      {
        check_product_in_compare_grid: () => ({ body: [] }),
        count_compare_items: () => ({ body: { compare_count: added, compare_table: '<table></table>' } }),
        add_to_compare: () => {
          added = 1;
          return { body: { success: true, data: { product_id: 5, product_title: 'Grinder', count: 1 } } };
        },
        update_mini_compare: () => ({ body: { compare_count: 1 } }),
      },
    );
    const mini = await import('../src/shop/mini-compare/widget.ts');
    const buttonWidget = await import('../src/shop/compare-button/widget.ts');
    const miniElement = document.querySelector<HTMLElement>('[data-widget="mini-compare"]') as HTMLElement;
    const buttonElement = document.querySelector<HTMLElement>(
      '[data-widget="compare-button"]',
    ) as HTMLElement;
    buttonElement.dataset.afterAdd = 'sidebar';
    await mini.mount(miniElement);
    await buttonWidget.mount(buttonElement);
    (buttonElement.querySelector('button') as HTMLButtonElement).click();
    await settle();
    const panel = miniElement.querySelector('[data-slot="panel"]') as HTMLElement;
    expect(panel.dataset.state).toBe('open');
    expect(panel.dataset.display).toBe('sidebar');
    expect(document.querySelector('.sw-list-popup')).toBeNull();
    expect(miniElement.querySelector('[data-slot="count"]')?.textContent).toBe('1');
  });
});

describe('the compare page', () => {
  it('removes a product, fetches the page content again and says what was removed', async () => {
    const calls = page(
      `<div data-widget="compare-page"><p role="status" data-slot="status"></p><div data-slot="content" data-widget-root="">
        <table><tr><td><button type="button" data-compare-remove="8" aria-label="Remove Kettle">Remove</button></td></tr></table>
      </div></div>`,
      {
        check_product_in_compare_grid: () => ({ body: [8] }),
        remove_from_compare: () => ({
          body: { success: true, data: { product_id: 8, product_title: 'Kettle', count: 0 } },
        }),
        wpr_get_page_content: () => ({
          body: { success: true, data: { content: '<p>No products to compare yet.</p>' } },
        }),
      },
    );
    const { mount } = await import('../src/shop/compare-page/widget.ts');
    const element = document.querySelector<HTMLElement>('[data-widget="compare-page"]') as HTMLElement;
    await mount(element);
    (element.querySelector('[data-compare-remove]') as HTMLButtonElement).click();
    await settle();
    expect(calls.map((fields) => fields.get('action'))).toEqual([
      'check_product_in_compare_grid',
      'remove_from_compare',
      'wpr_get_page_content',
    ]);
    expect(calls[2]?.get('wpr_compare_page_id')).toBe('41');
    expect(element.querySelector('[data-slot="content"]')?.textContent).toBe('No products to compare yet.');
    expect(element.querySelector('[data-slot="status"]')?.textContent).toBe('Kettle: removed.');
    expect(document.activeElement).toBe(element.querySelector('[data-slot="content"]'));
  });
});
