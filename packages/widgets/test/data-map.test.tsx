import type { MapMarker, MapView } from '@site-widgets/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawMap } from '../src/data/map/draw-map.ts';
import { MapFigure } from '../src/data/map/MapFigure.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const marker = (number: number, overrides: Partial<MapMarker> = {}): MapMarker => ({
  number,
  latitude: 50.79 + number / 1000,
  longitude: -1.1 + number / 1000,
  title: `Place ${number}`,
  description: `About place ${number}`,
  markerIcon: '',
  markerSize: 32,
  markerAnimation: 'none',
  infoWindow: 'click',
  ...overrides,
});

function view(overrides: Partial<MapView> = {}): MapView {
  const markers = overrides.markers ?? [marker(1), marker(2)];
  return {
    id: 4,
    title: 'Our suppliers',
    type: 'roadmap',
    zoom: 14,
    tileFilter: 'none',
    zoomOnScroll: false,
    clusterMarkers: false,
    height: 400,
    tiles: { url: '/map-tiles/{z}/{x}/{y}.png', attribution: 'Demo <tiles>', minZoom: 10, maxZoom: 17 },
    imageUrl: '/data/map-image?id=4',
    places: [
      ...markers.map((entry) => ({
        number: entry.number,
        title: entry.title,
        address: `${entry.number} Quay Street`,
        description: entry.description,
        onMap: true,
      })),
      { number: 9, title: 'Dairy', address: 'South Downs', description: 'Milk', onMap: false },
    ],
    ...overrides,
    markers,
  };
}

/** Leaflet draws into a box with a size; happy-dom has no layout. */
function container(): HTMLElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: 800 });
  Object.defineProperty(element, 'clientHeight', { value: 400 });
  document.body.append(element);
  return element;
}

function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

describe('MapFigure without JavaScript (server HTML)', () => {
  it("is the server's picture of the map with its places as a numbered text list, addresses included", () => {
    const html = renderToString(<MapFigure map={view()} />);
    document.body.innerHTML = html;
    const image = screen.getByRole('img');
    expect(image.getAttribute('src')).toBe('/data/map-image?id=4');
    expect(image.getAttribute('alt')).toBe(
      'Map: Our suppliers. 2 places marked, numbered as in the list of places.',
    );
    const list = screen.getByRole('list', { name: 'The places, numbered as on the map' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('value'))).toEqual(['1', '2', '9']);
    expect(items[0]?.textContent).toBe('Place 11 Quay StreetAbout place 1');
    expect(items[2]?.textContent).toContain('Not on the map');
    expect(screen.getByRole('region', { name: 'Interactive map: Our suppliers' })).toBeTruthy();
  });

  it("draws the type's and style's filter over the tiles and picture, and none for a plain roadmap", () => {
    document.body.innerHTML = renderToString(
      <MapFigure map={view({ tileFilter: 'grayscale(1) brightness(1.08)' })} />,
    );
    const figure = document.querySelector('figure') as HTMLElement;
    expect(figure.style.getPropertyValue('--sw-map-tile-filter')).toBe('grayscale(1) brightness(1.08)');
    document.body.innerHTML = renderToString(<MapFigure map={view()} />);
    expect((document.querySelector('figure') as HTMLElement).getAttribute('style')).toBeNull();
  });

  it("keeps the owner's text as text (a < in a description is escaped, never markup)", () => {
    const html = renderToString(
      <MapFigure map={view({ markers: [marker(1, { description: '<img src=x onerror=alert(1)>' })] })} />,
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });
});

describe('MapFigure in the browser', () => {
  it('hands its box to Leaflet once the map code has arrived, and releases it when it goes', async () => {
    reducedMotion(false);
    const { container: root, unmount } = render(<MapFigure map={view()} />);
    const figure = root.querySelector('figure') as HTMLElement;
    await vi.waitFor(() => expect(figure.dataset.state).toBe('drawn'));
    expect(root.querySelectorAll('.sw-map__marker')).toHaveLength(2);
    unmount();
    expect(document.querySelectorAll('.sw-map__marker')).toHaveLength(0);
  });
});

describe('drawMap (Leaflet)', () => {
  it('makes a marker per marker, each a named button in the tab order', () => {
    reducedMotion(false);
    const element = container();
    const release = drawMap(element, view());
    const pins = [...element.querySelectorAll<HTMLElement>('.sw-map__marker')];
    // Named by the number the pin shows and the title, as the list numbers them.
    expect(pins.map((pin) => pin.getAttribute('aria-label'))).toEqual(['1. Place 1', '2. Place 2']);
    for (const pin of pins) {
      expect(pin.getAttribute('role')).toBe('button');
      expect(pin.tabIndex).toBe(0);
    }
    expect(element.tabIndex).toBe(0);
    release();
  });

  it('opens an info window on click with the title and description as text, as a labelled dialog that Escape closes', () => {
    reducedMotion(false);
    const element = container();
    const hostile = '<img src=x onerror="window.hit=1">';
    const release = drawMap(
      element,
      view({ markers: [marker(1, { title: `Café ${hostile}`, description: hostile })] }),
    );
    (element.querySelector('.sw-map__marker') as HTMLElement).click();
    const popup = element.querySelector('.leaflet-popup') as HTMLElement;
    expect(popup.getAttribute('role')).toBe('dialog');
    const heading = popup.querySelector('h3') as HTMLElement;
    expect(popup.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(heading.textContent).toBe(`Café ${hostile}`);
    expect(popup.querySelector('.sw-map__info-description')?.textContent).toBe(hostile);
    expect(popup.querySelector('img')).toBeNull();
    popup.querySelector('h3')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(element.querySelector('.leaflet-popup')).toBeNull();
    release();
  });

  it('opens "load" info windows at start and none for "none"', () => {
    reducedMotion(false);
    const element = container();
    const release = drawMap(
      element,
      view({ markers: [marker(1, { infoWindow: 'load' }), marker(2, { infoWindow: 'none' })] }),
    );
    expect([...element.querySelectorAll('.leaflet-popup h3')].map((h) => h.textContent)).toEqual(['Place 1']);
    (element.querySelectorAll('.sw-map__marker')[1] as HTMLElement).click();
    expect(element.querySelectorAll('.leaflet-popup')).toHaveLength(1);
    release();
  });

  it('animates markers as the owner says, and not at all under reduced motion', () => {
    const animated = view({
      markers: [marker(1, { markerAnimation: 'bounce' }), marker(2, { markerAnimation: 'drop' }), marker(3)],
    });
    reducedMotion(false);
    let element = container();
    let release = drawMap(element, animated);
    const classes = () =>
      [...element.querySelectorAll('.sw-map__marker')].map((pin) =>
        ['bounce', 'drop'].filter((name) => pin.classList.contains(`sw-map__marker--${name}`)).join(''),
      );
    expect(classes()).toEqual(['bounce', 'drop', '']);
    release();
    vi.restoreAllMocks();
    reducedMotion(true);
    element = container();
    release = drawMap(element, animated);
    expect(classes()).toEqual(['', '', '']);
    release();
  });

  it("uses the owner's icon at its size, and joins close markers into a cluster when asked", () => {
    reducedMotion(false);
    const element = container();
    const release = drawMap(
      element,
      view({
        clusterMarkers: true,
        markers: [
          marker(1, { markerIcon: '/site/images/pin.png', markerSize: 40, latitude: 50.8, longitude: -1.13 }),
          marker(2, { latitude: 50.7911, longitude: -1.0989 }),
          marker(3, { latitude: 50.7912, longitude: -1.0988 }),
        ],
      }),
    );
    const cluster = element.querySelector('.sw-map__cluster') as HTMLElement;
    expect(cluster.textContent).toContain('places here: zoom in');
    expect(element.querySelectorAll('.sw-map__cluster')).toHaveLength(1);
    const icon = element.querySelector('img.sw-map__marker--icon') as HTMLImageElement;
    expect(icon.getAttribute('src')).toBe('/site/images/pin.png');
    expect(icon.style.width).toBe('40px');
    release();
  });

  it("escapes the tiles' attribution, which Leaflet writes as HTML", () => {
    reducedMotion(false);
    const element = container();
    const release = drawMap(element, view());
    const attribution = element.querySelector('.leaflet-control-attribution') as HTMLElement;
    expect(attribution.textContent).toContain('Demo <tiles>');
    expect(attribution.querySelector('tiles')).toBeNull();
    release();
  });
});

describe('the map widget on a plain HTML page', () => {
  it('asks our server for the map by its id only and renders it in the element', async () => {
    reducedMotion(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetched: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      fetched.push(String(input));
      return new Response(JSON.stringify(view({ id: 9 })), { status: 200 });
    });
    const { mount } = await import('../src/data/map/widget.tsx');
    const element = document.createElement('div');
    element.dataset.widget = 'map';
    element.dataset.mapId = '9';
    element.textContent = 'Our map';
    document.body.append(element);
    const release = await mount(element);
    expect(fetched).toEqual(['/data/map?id=9']);
    await vi.waitFor(() => expect(element.querySelector('figure')?.dataset.state).toBe('drawn'));
    expect(element.querySelectorAll('.sw-map__place')).toHaveLength(3);
    release?.();
  });

  it('refuses a map id that is not a whole number, naming the attribute, and fetches nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { mount } = await import('../src/data/map/widget.tsx');
    const element = document.createElement('div');
    element.dataset.widget = 'map';
    element.dataset.mapId = '../admin';
    expect(await mount(element)).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('data-map-id'));
  });
});
