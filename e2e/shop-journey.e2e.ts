import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  launchChromium,
  openPage,
  recordLayoutShifts,
  shiftTotal,
} from './support/browser.ts';
import { demoProductInStock, stockOfDemoProduct } from './support/shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe('the whole shop journey (issue 15 "done when"), through the real widgets', () => {
  it('wishlists a product, adds two to the cart, checks out with pay on collection, finds both on my account', async () => {
    const product = demoProductInStock(5);
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await recordLayoutShifts(page);
    await page.goto(`/shop/${product.slug}`);

    // The wishlist button of the product page: add, with the popup and the server's new state.
    const addToWishlist = page.getByRole('button', {
      name: new RegExp(`^Add to wishlist\\s?: ${product.title}$`),
    });
    await addToWishlist.click();
    await page
      .getByRole('status')
      .filter({ hasText: `${product.title} was added to Wishlist` })
      .waitFor();

    // Off the shop the header's counts wait for the visitor, unless the lists' marker cookie says a list
    // holds something: then the count is there once the page has loaded, no pointer needed.
    await page.goto('/');
    await page
      .locator('header .sw-mini-list--wishlist [data-slot="count"][data-count="1"]')
      .waitFor({ state: 'attached' });
    expect(await shiftTotal(page)).toBe(0);
    await page.goto(`/shop/${product.slug}`);

    // The add-to-cart form: two of it; the header's count follows the fragments.
    const form = page.locator('[data-widget="add-to-cart"]');
    await form.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await form.getByRole('button', { name: /^Add to cart/ }).click();
    const viewCart = form.getByRole('link', { name: 'View cart' });
    await viewCart.waitFor();
    await page.locator('header .sw-cart-count[data-count="2"]').waitFor({ state: 'attached' });
    expect(await shiftTotal(page)).toBe(0);

    await viewCart.click();
    await page.waitForURL(/\/cart$/);
    await page.getByRole('main').getByRole('link', { name: product.title }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(/\/checkout$/);

    const summary = page.getByRole('region', { name: 'Your order' });
    await summary.getByRole('rowheader', { name: `2 × ${product.title}` }).waitFor();
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('E-mail').fill('ada@example.com');
    await page.getByLabel('Phone').fill('023 9282 0458');
    await page.getByRole('radio', { name: 'Pickup at the café' }).check();
    await page.getByRole('radio', { name: 'Pay on collection' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order\/HH-[0-9A-Z]{8}$/, { timeout: 30_000 });
    const orderNumber = page.url().split('/').pop() ?? '';
    expect(stockOfDemoProduct(product.id)).toBe(product.stock - 2);

    await page.getByRole('link', { name: 'Your orders' }).first().click();
    await page.waitForURL(/\/my-account$/);
    await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
    await page.getByRole('link', { name: 'wishlist' }).click();
    await page.waitForURL(/\/wishlist$/);
    await page
      .getByRole('table', { name: 'Products on your wishlist' })
      .getByRole('link', { name: product.title })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await shiftTotal(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});
