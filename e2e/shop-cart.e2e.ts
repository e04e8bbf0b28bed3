import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  launchChromium,
  openPage,
  recordLayoutShifts,
  settledShiftTotal,
  startWidget,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const REFRESH = 'action=woocommerce_get_refreshed_fragments';

/** Counts the page's fragment refresh calls (the e2e's measure of "no call when nothing changed"). */
function countRefreshCalls(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && (request.postData() ?? '').includes(REFRESH)) counter.count += 1;
  });
  return counter;
}

/** Every alert the page raises, accepted, in order. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

async function headerCount(page: Page): Promise<string> {
  return (await page.locator('header .sw-cart-count').first().getAttribute('data-count')) ?? '';
}

async function waitForCount(page: Page, count: number) {
  await page.locator(`header .sw-cart-count[data-count="${count}"]`).waitFor({ state: 'attached' });
}

describe('the cart (issue 15 items 3–5)', () => {
  it('adds from /shop and product pages, updates the mini cart, and keeps fragments without calls', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    const alerts = collectAlerts(page);
    const refreshes = countRefreshCalls(page);
    await page.clock.install();
    await page.goto('/shop');

    // A simple product from its card: loading → added, the view-cart link with its check mark for 3.5 s.
    const grid = await startWidget(page.locator('[data-widget="product-grid"]'));
    const first = grid
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Add to cart/ }) })
      .first();
    const title = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
    // Held by its title: once added, the card no longer has an add button to be found by.
    const card = grid
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    // Time stands still from here: the check mark's 3.5 s are counted on the page's clock alone.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await card.getByRole('button', { name: `Add to cart: ${title}` }).click();
    const view = card.getByRole('link', { name: 'View cart' });
    await view.waitFor();
    expect(await card.getByRole('button', { name: /Add to cart/ }).count()).toBe(0);
    expect(await view.locator('.sw-add-to-cart__check').count()).toBe(1);
    await waitForCount(page, 1);
    await page.clock.runFor(3499);
    expect(await view.locator('.sw-add-to-cart__check').count()).toBe(1);
    await page.clock.runFor(1);
    await view.locator('.sw-add-to-cart__check').waitFor({ state: 'detached' });
    await page.clock.resume();

    // The mini cart shows the line (fragments from the add), opened as a disclosure.
    const miniCart = await startWidget(page.locator('[data-widget="mini-cart"]'));
    const toggle = miniCart.getByRole('button', { name: /Cart/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.getByRole('region', { name: 'Mini cart' });
    await panel.getByText(title).waitFor();
    // axe reads colours as painted: let the panel's slide-in finish (mid-fade text fails contrast).
    await panel.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(refreshes.count).toBe(0);

    // A low-stock product's page: 3 of 4 fit, 2 more get the server's notice.
    await page.goto('/shop/colombia-huila-washed');
    await waitForCount(page, 1);
    expect(refreshes.count).toBe(0);
    const form = page.locator('[data-widget="add-to-cart"]');
    const quantity = form.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('3');
    await form.getByRole('button', { name: /^Add to cart/ }).click();
    await form.getByRole('link', { name: 'View cart' }).waitFor();
    await waitForCount(page, 4);
    await quantity.fill('2');
    await form.getByRole('button', { name: /^Add to cart/ }).click();
    await expect.poll(() => alerts.length).toBe(1);
    expect(alerts).toEqual(['Only 4 left in stock!']);
    expect(await headerCount(page)).toBe('4');
    // Native validity first: above the stock left nothing is sent.
    await quantity.fill('5');
    await form.getByRole('button', { name: /^Add to cart/ }).click();
    expect(await quantity.evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(true);
    expect(alerts).toHaveLength(1);

    // The grouped gift box: none chosen alerts the choose-quantity text; then per-child quantities.
    await page.goto('/shop/coffee-lover-s-gift-box');
    const box = page.locator('[data-widget="add-to-cart"]');
    await box.getByRole('button', { name: /^Add to cart/ }).click();
    await expect.poll(() => alerts.length).toBe(2);
    expect(alerts[1]).toBe('Please choose the quantity of items you wish to add to your cart…');
    await box.getByRole('spinbutton', { name: 'Quantity of Taster: Ethiopia 100 g' }).fill('2');
    await box.getByRole('spinbutton', { name: 'Quantity of Taster: House Blend 100 g' }).fill('1');
    await box.getByRole('button', { name: /^Add to cart/ }).click();
    await box.getByRole('link', { name: 'View cart' }).waitFor();
    await waitForCount(page, 7);

    // An out-of-stock product's page says so and offers no add.
    await page.goto('/shop/kenya-nyeri-aa');
    expect(await page.getByRole('main').textContent()).toContain('Out of stock');
    expect(await page.locator('[data-widget="add-to-cart"]').count()).toBe(0);
    await waitForCount(page, 7);
    // Every page view so far answered from session storage.
    expect(refreshes.count).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/cart changes and removes lines; each change is refreshed once, later views and reloads never', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    const refreshes = countRefreshCalls(page);
    await page.goto('/shop/house-espresso-blend');
    const form = page.locator('[data-widget="add-to-cart"]');
    await form.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await form.getByRole('button', { name: /^Add to cart/ }).click();
    await form.getByRole('link', { name: 'View cart' }).waitFor();
    await page.goto('/shop/swiss-water-decaf');
    await page
      .locator('[data-widget="add-to-cart"]')
      .getByRole('button', { name: /^Add to cart/ })
      .click();
    await page.locator('[data-widget="add-to-cart"]').getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL(/\/cart$/);
    const table = page.getByRole('table', { name: 'Products in your cart' });
    expect(await table.getByRole('row').count()).toBe(3);
    expect(await page.getByText('Proceed to checkout').getAttribute('href')).toBe('/checkout');
    // £19.00 + £8.95 = £27.95, under £40: delivery £4.50; VAT included (20 %): 32.45 / 6 = £5.41.
    expect(await page.locator('.cart-page__totals').textContent()).toContain('£32.45');
    expect(await page.locator('.cart-page__totals').textContent()).toContain('Includes £5.41 VAT');
    expect(await axeViolations(page)).toEqual([]);

    const afterAdds = refreshes.count;
    await table.getByRole('spinbutton', { name: 'Quantity of House Espresso Blend' }).fill('5');
    await Promise.all([
      page.waitForURL(/\/cart$/),
      page.getByRole('button', { name: 'Update cart' }).click(),
    ]);
    await waitForCount(page, 6);
    expect(refreshes.count).toBe(afterAdds + 1);
    // £47.50 + £8.95 = £56.45: free delivery.
    expect(await page.locator('.cart-page__totals').textContent()).toContain('£56.45');
    await Promise.all([
      page.waitForURL(/\/cart$/),
      page.getByRole('button', { name: 'Remove Swiss Water Decaf' }).click(),
    ]);
    await waitForCount(page, 5);
    expect(refreshes.count).toBe(afterAdds + 2);
    expect(await page.getByRole('table', { name: 'Products in your cart' }).getByRole('row').count()).toBe(2);

    // Each change made on the server (the hash cookie with it) is refreshed once, on the cart page's
    // own header; the next page view and a reload answer from session storage, without a layout shift.
    const before = refreshes.count;
    await page.goto('/shop/house-espresso-blend');
    await waitForCount(page, 5);
    expect(refreshes.count).toBe(before);
    await recordLayoutShifts(page);
    await page.reload();
    await waitForCount(page, 5);
    expect(refreshes.count).toBe(before);
    expect(await settledShiftTotal(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
