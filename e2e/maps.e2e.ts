import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, launchChromium, openPage, startWidget } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** /visit with its map started as a visitor starts it, Leaflet drawn over the picture. */
async function visit(page: Page) {
  await page.goto('/visit');
  const widget = page.locator('[data-widget="map"]');
  await startWidget(widget);
  await widget.locator('figure[data-state="drawn"]').waitFor({ timeout: 30_000 });
  return widget;
}

describe('the map on /visit (issue 17 item 2)', () => {
  it('draws markers and a cluster that splits when zoomed into; a marker opens its info window as text; axe clean', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    const widget = await visit(page);
    const map = widget.getByRole('region', { name: 'Interactive map: The café and the suppliers near it' });
    // Six places have both coordinates: the four in Old Portsmouth start as one cluster at zoom 14.
    const cluster = map.getByRole('button', { name: '4 places here: zoom in' });
    await cluster.waitFor();
    expect(await map.getByRole('button', { name: '5. Southsea Greengrocer' }).isVisible()).toBe(true);
    expect(await map.getByRole('button', { name: '6. Gosport Honey' }).isVisible()).toBe(true);
    expect(await map.getByRole('button', { name: '1. Harbour & Hearth Café' }).count()).toBe(0);
    // Downs Dairy has no coordinates: listed, no marker (spec 001 §9).
    expect(await map.getByRole('button', { name: /Downs Dairy/ }).count()).toBe(0);
    await cluster.click();
    for (const name of [
      '1. Harbour & Hearth Café',
      '2. Camber Fish Quay',
      '3. Old Town Roastery',
      '4. Spice Island Bakery',
    ])
      await map.getByRole('button', { name, exact: true }).waitFor();
    expect(await map.locator('.sw-map__cluster').count()).toBe(0);

    await map.getByRole('button', { name: '3. Old Town Roastery', exact: true }).click();
    const info = page.getByRole('dialog', { name: 'Old Town Roastery' });
    await info.waitFor();
    expect(await info.locator('.sw-map__info-description').textContent()).toBe(
      'Roasts our green coffee two streets away: in your cup < 48 hours after roasting.',
    );
    // Text, not markup: the content is the heading and the paragraph, nothing parsed from the text.
    expect(await info.locator('.sw-map__info *').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);

    // From the keyboard: Enter on a focused marker opens its info window and moves focus into it.
    await info.getByRole('button', { name: 'Close popup' }).click();
    await map.getByRole('button', { name: '2. Camber Fish Quay', exact: true }).focus();
    await page.keyboard.press('Enter');
    const fish = page.getByRole('dialog', { name: 'Camber Fish Quay' });
    await fish.waitFor();
    expect(await fish.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // Escape closes it and gives focus back to the marker.
    await page.keyboard.press('Escape');
    await fish.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      '2. Camber Fish Quay',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("animates the café's marker (drop) as its record says, and not under reduced motion", async () => {
    const animationOf = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { page, errors } = await openPage(browser, { viewport: DESKTOP, reducedMotion });
      const widget = await visit(page);
      await widget.getByRole('button', { name: '4 places here: zoom in' }).click();
      const cafe = widget.getByRole('button', { name: '1. Harbour & Hearth Café', exact: true });
      await cafe.waitFor();
      const animation = await cafe.evaluate((element) => getComputedStyle(element).animationName);
      expect(errors).toEqual([]);
      await page.context().close();
      return animation;
    };
    expect(await animationOf('no-preference')).toBe('sw-map-drop');
    expect(await animationOf('reduce')).toBe('none');
  });

  it("without JavaScript shows the server's picture of the map, the places and the address as text", async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto('/visit');
    const picture = page.getByRole('img', {
      name: /^Map: The café and the suppliers near it\. 6 places marked/,
    });
    await picture.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (element) =>
        (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth === 800,
      await picture.elementHandle(),
    );
    expect(await picture.isVisible()).toBe(true);
    const places = page.getByRole('list', { name: 'The places, numbered as on the map' });
    const items = await places.getByRole('listitem').allTextContents();
    expect(items).toHaveLength(7);
    expect(items[0]).toContain('12 Quay Street, Old Portsmouth, Hampshire');
    expect(items[6]).toContain('Not on the map');
    expect(await page.getByRole('main').locator('address').textContent()).toContain('12 Quay Street');
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    await page.context().close();
  });
});
