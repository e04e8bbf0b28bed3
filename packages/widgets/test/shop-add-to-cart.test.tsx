import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostContext } from '../src/runtime/post-context.ts';
import { AddToCart, type AddToCartProps } from '../src/shop/add-to-cart/AddToCart.tsx';
import { applyFragments } from '../src/shop/cart-fragments-dom.ts';

const card: AddToCartProps = {
  productId: 12,
  title: 'House Espresso Blend',
  formAction: '/cart/add',
  cartUrl: '/cart',
  layout: 'card',
};

const added = JSON.stringify({
  notices: [],
  error: false,
  fragments: {
    'span.sw-cart-count': '<span class="sw-cart-count" data-count="1">1</span>',
    'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p>1 line</p></div>',
  },
  cart_hash: 'd'.repeat(32),
});

function renderForm(
  props: AddToCartProps,
  post: (action: string, fields: Record<string, string>) => Promise<string>,
) {
  return render(
    <PostContext.Provider value={post}>
      <AddToCart {...props} />
    </PostContext.Provider>,
  );
}

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  sessionStorage.clear();
});

describe('add to cart view', () => {
  it('posts the form, then hides the button, shows the view-cart link with focus, and puts the fragments in', async () => {
    document.body.insertAdjacentHTML('beforeend', '<span class="sw-cart-count" data-count="0">0</span>');
    const post = vi.fn(async () => added);
    renderForm(card, post);
    const button = screen.getByRole('button', { name: 'Add to cart: House Espresso Blend' });
    button.focus();
    await act(async () => {
      fireEvent.submit(button.closest('form') as HTMLFormElement);
    });
    expect(post).toHaveBeenCalledWith('wpr_addons_add_cart_single_product', { 'add-to-cart': '12' });
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
    const link = screen.getByRole('link', { name: 'View cart' });
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('data-checked')).toBe('yes');
    expect(screen.getByRole('status').textContent).toBe('House Espresso Blend was added to your cart.');
    expect(document.querySelector('span.sw-cart-count')?.getAttribute('data-count')).toBe('1');
    expect(sessionStorage.getItem('sw_cart_fragments')).toContain('d'.repeat(32));
  });

  it('sends a grouped page form’s child quantities', async () => {
    const post = vi.fn(async () => added);
    renderForm(
      {
        ...card,
        layout: 'page',
        groupedChildren: [
          { id: 21, title: 'Taster A', href: '/shop/a', price: '£4.50', max: 30, stock: 'In stock' },
          { id: 22, title: 'Taster B', href: '/shop/b', price: '£4.00', max: 0, stock: 'Out of stock' },
        ],
      },
      post,
    );
    expect(screen.queryByRole('spinbutton', { name: 'Quantity of Taster B' })).toBeNull();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of Taster A' }), {
      target: { value: '2' },
    });
    await act(async () => {
      fireEvent.submit(
        screen.getByRole('button', { name: 'Add to cart' }).closest('form') as HTMLFormElement,
      );
    });
    expect(post).toHaveBeenCalledWith('wpr_addons_add_cart_single_product', {
      'add-to-cart': '12',
      'quantity[21]': '2',
    });
  });
});

describe('cart fragments in the page', () => {
  it('replaces only our selectors, and only with markup that matches them', () => {
    document.body.innerHTML =
      '<span class="sw-cart-count" data-count="0">0</span><div class="widget_shopping_cart_content">empty</div>';
    applyFragments({
      'span.sw-cart-count': '<div class="other">x</div>',
      'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">2 lines</div>',
      body: '<body>gone</body>',
    });
    expect(document.querySelector('span.sw-cart-count')?.textContent).toBe('0');
    expect(document.querySelector('div.widget_shopping_cart_content')?.textContent).toBe('2 lines');
  });
});
