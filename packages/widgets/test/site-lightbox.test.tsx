import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../src/site/lightbox/widget.ts';

const lightbox = vi.hoisted(() => ({ showLightbox: vi.fn() }));
vi.mock('../src/site/lightbox/show-lightbox.tsx', () => lightbox);

function page(vars: Record<string, unknown> = {}, bodyClass = '') {
  document.body.className = bodyClass;
  document.body.innerHTML = `
    <script type="application/json" id="site-widgets-vars">${JSON.stringify(vars)}</script>
    <main data-widget="site-lightbox">
      <a id="first" href="/photos/terrace.jpg" data-lightbox-group="cafe"><img alt="The terrace"></a>
      <a id="second" href="/photos/counter.webp" data-lightbox-group="cafe">The counter</a>
      <a id="single" href="/photos/map.svg">Map</a>
      <a id="opted-out" href="/photos/menu.png" data-lightbox="no">Menu card</a>
      <a id="page" href="/contact">Contact</a>
      <a id="slideshow" href="#lightbox" data-lightbox-group="cafe">Slideshow</a>
      <a id="one" href="#lightbox" data-lightbox-src="/photos/cake.avif" data-lightbox-alt="A cake">Cake</a>
    </main>`;
  return document.querySelector('main') as HTMLElement;
}

/** Clicks a link; returns whether the browser would have followed it. */
function click(id: string, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  return (document.getElementById(id) as HTMLElement).dispatchEvent(event);
}

const opened = () => vi.waitFor(() => expect(lightbox.showLightbox).toHaveBeenCalled());
const origin = () => location.origin;

beforeEach(() => lightbox.showLightbox.mockReset());
afterEach(() => {
  document.body.replaceChildren();
  document.body.className = '';
  vi.restoreAllMocks();
});

describe('the lightbox on links', () => {
  it('opens an image link of a group as a slideshow starting at it', async () => {
    await mount(page());
    expect(click('second')).toBe(false);
    await opened();
    const [request, opener] = lightbox.showLightbox.mock.calls[0] ?? [];
    expect(request).toEqual({
      slides: [
        { src: `${origin()}/photos/terrace.jpg`, alt: 'The terrace' },
        { src: `${origin()}/photos/counter.webp`, alt: 'The counter' },
      ],
      index: 1,
    });
    expect(opener).toBe(document.getElementById('second'));
  });

  it('opens a lone image link by itself', async () => {
    await mount(page());
    click('single');
    await opened();
    expect(lightbox.showLightbox.mock.calls[0]?.[0]).toEqual({
      slides: [{ src: `${origin()}/photos/map.svg`, alt: 'Map' }],
      index: 0,
    });
  });

  it('opens the action address: a group from its first picture, or one named image', async () => {
    await mount(page());
    click('slideshow');
    await opened();
    expect(lightbox.showLightbox.mock.calls[0]?.[0].slides).toHaveLength(2);
    expect(lightbox.showLightbox.mock.calls[0]?.[0].index).toBe(0);
    click('one');
    await vi.waitFor(() => expect(lightbox.showLightbox).toHaveBeenCalledTimes(2));
    expect(lightbox.showLightbox.mock.calls[1]?.[0]).toEqual({
      slides: [{ src: `${origin()}/photos/cake.avif`, alt: 'A cake' }],
      index: 0,
    });
  });

  it('leaves pages, links with data-lightbox="no" and modified clicks to the browser', async () => {
    await mount(page());
    expect(click('page')).toBe(true);
    expect(click('opted-out')).toBe(true);
    expect(click('single', { ctrlKey: true })).toBe(true);
    expect(click('single', { button: 1 })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lightbox.showLightbox).not.toHaveBeenCalled();
  });

  it('follows the global setting: image links stay links when it is off, unless a link says yes', async () => {
    const scope = page({ lightboxImageLinks: false });
    scope.querySelector('#second')?.setAttribute('data-lightbox', 'yes');
    await mount(scope);
    expect(click('single')).toBe(true);
    expect(click('second')).toBe(false);
    await opened();
  });

  it('opens nothing in the page builder’s edit mode, by page variable or editor class (spec 000 §6)', async () => {
    await mount(page({ editMode: true }));
    expect(click('single')).toBe(true);
    expect(click('slideshow')).toBe(true);
    await mount(page({}, 'elementor-editor-active'));
    expect(click('single')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lightbox.showLightbox).not.toHaveBeenCalled();
  });
});
