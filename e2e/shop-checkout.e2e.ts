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
import { demoProductInStock, shopperWithCart, stockOfDemoProduct } from './support/shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe('checkout and my account (issue 15 items 5, 6)', () => {
  it('checks out with pay on collection and finds the order on my account', async () => {
    const product = demoProductInStock(5);
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await shopperWithCart(page.context(), [{ productId: product.id, quantity: 2 }]);
    await recordLayoutShifts(page);
    await page.goto('/checkout');

    await expect.poll(() => page.getByRole('heading', { name: 'Checkout', level: 1 }).isVisible()).toBe(true);
    const summary = page.getByRole('region', { name: 'Your order' });
    expect(await summary.getByRole('rowheader', { name: `2 × ${product.title}` }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('E-mail').fill('grace@example.com');
    // A number the browser accepts but the server does not: its message comes back under the field.
    await page.getByLabel('Phone').fill('12');
    await page.getByRole('radio', { name: 'Pickup at the café' }).check();
    await page.getByRole('radio', { name: 'Pay on collection' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    const phoneError = page.getByText(
      'Enter a phone number of 7 to 15 digits (spaces, +, - and brackets are fine).',
    );
    await phoneError.waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(stockOfDemoProduct(product.id)).toBe(product.stock);

    await page.getByLabel('Phone').fill('023 9282 0458');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order\/HH-[0-9A-Z]{8}$/, { timeout: 30_000 });
    const orderNumber = page.url().split('/').pop() ?? '';
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    expect(await page.getByRole('heading', { name: `Order ${orderNumber}` }).isVisible()).toBe(true);
    expect(await page.getByText('Pay on collection').first().isVisible()).toBe(true);
    expect(stockOfDemoProduct(product.id)).toBe(product.stock - 2);
    expect(await axeViolations(page)).toEqual([]);
    expect(await shiftTotal(page, { afterInput: true })).toBe(0);

    await page.getByRole('link', { name: 'Your orders' }).first().click();
    await page.waitForURL(/\/my-account$/);
    await page.getByRole('heading', { name: 'Orders from this browser' }).waitFor();
    expect(await page.getByRole('heading', { name: `Order ${orderNumber}` }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'wishlist' }).getAttribute('href')).toBe('/wishlist');
    expect(await page.getByRole('link', { name: 'compare list' }).getAttribute('href')).toBe('/compare');
    expect(await axeViolations(page)).toEqual([]);
    expect(await shiftTotal(page, { afterInput: true })).toBe(0);

    // The cart was emptied by the order: the checkout says so.
    await page.goto('/checkout');
    expect(await page.getByRole('main').getByText('Your cart is empty.').isVisible()).toBe(true);
    // The refused "Place order" answered 422 (the only failed response the visitor saw).
    expect(errors.filter((error) => !/^HTTP 422 .*\/checkout$/.test(error))).toEqual([]);
  });
});
