import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccordionWidget } from '../src/content/accordion/server.tsx';
import { mount as mountAccordion } from '../src/content/accordion/widget.tsx';
import { renderContentToggleWidget } from '../src/content/content-toggle/server.tsx';
import { mount as mountToggle } from '../src/content/content-toggle/widget.tsx';
import { renderFlipBoxWidget } from '../src/content/flip-box/server.tsx';
import { mount as mountFlipBox } from '../src/content/flip-box/widget.tsx';
import { renderHotspotsWidget } from '../src/content/hotspots/server.tsx';
import { mount as mountHotspots } from '../src/content/hotspots/widget.tsx';
import { renderImageAccordionWidget } from '../src/content/image-accordion/server.tsx';
import { mount as mountImageAccordion } from '../src/content/image-accordion/widget.tsx';
import { renderTabsWidget } from '../src/content/tabs/server.tsx';
import { mount as mountTabs } from '../src/content/tabs/widget.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const unmounts: Array<() => void> = [];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => {
    for (const unmount of unmounts.splice(0)) unmount();
  });
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

/** Puts server HTML (or plain markup) into the page and mounts it as the loader does. */
async function mounted(html: string, mount: (element: HTMLElement) => Promise<(() => void) | undefined>) {
  const host = document.createElement('div');
  host.innerHTML = html;
  // happy-dom parses <noscript> as if scripts were off (its style would apply); a browser keeps it text.
  for (const noscript of host.querySelectorAll('noscript')) noscript.textContent = noscript.innerHTML;
  document.body.append(host);
  const element = host.firstElementChild as HTMLElement;
  let unmount: (() => void) | undefined;
  await act(async () => {
    unmount = await mount(element);
  });
  if (unmount) unmounts.push(unmount);
  return element;
}

const TABS = [
  { id: 'tab-one', title: 'One', html: '<p>First text</p>' },
  { id: 'tab-two', title: 'Two', html: '<p>Second text</p>' },
  { id: 'tab-three', title: 'Three', html: '<p>Third text</p>' },
];

const selectedTab = () => document.querySelector('[role="tab"][aria-selected="true"]');

describe('content-tabs', () => {
  it('hydrates the tab the server opened and opens another on click', async () => {
    await mounted(renderTabsWidget({ tabs: TABS, initial: 1, label: 'Demo' }), mountTabs);
    expect(selectedTab()?.textContent).toBe('Two');
    act(() => fireEvent.click(screen.getByRole('tab', { name: 'Three' })));
    expect(selectedTab()?.textContent).toBe('Three');
    expect((document.getElementById('tab-three-panel') as HTMLElement).hidden).toBe(false);
    expect((document.getElementById('tab-two-panel') as HTMLElement).hidden).toBe(true);
  });

  it('opens a tab on hover when the trigger is hover', async () => {
    await mounted(renderTabsWidget({ tabs: TABS, trigger: 'hover', label: 'Demo' }), mountTabs);
    act(() => fireEvent.mouseOver(screen.getByRole('tab', { name: 'Two' })));
    expect(selectedTab()?.textContent).toBe('Two');
  });

  it('autoplays every autoplay-speed ms and stops at the pause button', async () => {
    await mounted(
      renderTabsWidget({ tabs: TABS, autoplay: true, autoplaySpeed: 2000, label: 'Demo' }),
      mountTabs,
    );
    act(() => vi.advanceTimersByTime(1999));
    expect(selectedTab()?.textContent).toBe('One');
    act(() => vi.advanceTimersByTime(1));
    expect(selectedTab()?.textContent).toBe('Two');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Pause tabs' })));
    act(() => vi.advanceTimersByTime(10_000));
    expect(selectedTab()?.textContent).toBe('Two');
    expect(screen.getByRole('button', { name: 'Play tabs' })).toBeTruthy();
  });

  it('builds tabs from <details> on a plain page and opens ?active_tab=N', async () => {
    window.history.replaceState(null, '', '/?active_tab=2');
    await mounted(
      '<div data-widget="content-tabs" data-label="Plain"><details id="a"><summary>Alpha</summary><p>A</p></details><details id="b"><summary>Beta</summary><p>B</p></details></div>',
      mountTabs,
    );
    // (Rendered by the client, its <noscript> style applies in happy-dom: queried by attribute.)
    expect(document.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Plain');
    expect(selectedTab()?.textContent).toBe('Beta');
  });
});

describe('content-accordion', () => {
  const panels = [
    { id: 'p-scone', title: 'Scone', html: '<p>Fruit and cream</p>' },
    { id: 'p-bagel', title: 'Bagel', html: '<p>Salmon and cream cheese</p>' },
    { id: 'p-soup', title: 'Soup', html: '<p>Leek and potato</p>' },
  ];

  it('keeps one panel open for the accordion type', async () => {
    await mounted(renderAccordionWidget({ panels }), mountAccordion);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Scone' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Bagel' })));
    expect(screen.getByRole('button', { name: 'Scone' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Bagel' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('toggles panels independently for the toggle type', async () => {
    await mounted(renderAccordionWidget({ panels, type: 'toggle' }), mountAccordion);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Scone' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Bagel' })));
    expect(screen.getByRole('button', { name: 'Scone' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Bagel' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens a panel on hover when the trigger is hover, without closing it on leave', async () => {
    await mounted(renderAccordionWidget({ panels, trigger: 'hover' }), mountAccordion);
    const soup = screen.getByRole('button', { name: 'Soup' });
    act(() => fireEvent.mouseOver(soup));
    expect(soup.getAttribute('aria-expanded')).toBe('true');
    act(() => fireEvent.mouseOut(soup, { relatedTarget: document.body }));
    expect(soup.getAttribute('aria-expanded')).toBe('true');
  });

  it('filters panels by their text 1,000 ms after the last keystroke', async () => {
    const element = await mounted(renderAccordionWidget({ panels, search: true }), mountAccordion);
    const input = screen.getByLabelText('Search') as HTMLInputElement;
    input.value = 'cream';
    act(() => fireEvent.input(input));
    act(() => vi.advanceTimersByTime(999));
    expect(element.querySelectorAll('.sw-accordion__item:not([hidden])')).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    const shown = [...element.querySelectorAll('.sw-accordion__item:not([hidden]) button')].map(
      (b) => b.textContent,
    );
    expect(shown).toEqual(['Scone', 'Bagel']);
    expect(screen.getByRole('status').textContent).toBe('2 of 3 shown.');
  });
});

describe('content-toggle', () => {
  it('shows one of its two states at a time', async () => {
    await mounted(
      renderContentToggleWidget({
        label: 'Order',
        states: [
          { id: 's-in', title: 'Eat in', html: '<p>Inside</p>' },
          { id: 's-out', title: 'Take away', html: '<p>Boxed</p>' },
        ],
      }),
      mountToggle,
    );
    const takeAway = screen.getByRole('button', { name: 'Take away' });
    act(() => fireEvent.click(takeAway));
    expect(takeAway.getAttribute('aria-expanded')).toBe('true');
    expect((document.getElementById('s-in-panel') as HTMLElement).hidden).toBe(true);
    expect((document.getElementById('s-out-panel') as HTMLElement).hidden).toBe(false);
  });
});

describe('content-image-accordion', () => {
  it("logs 'Invalid URL' for a javascript: overlay link and shows no link for it", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mounted(
      renderImageAccordionWidget({
        label: 'Day',
        interaction: 'click',
        items: [
          {
            id: 'i-a',
            title: 'A',
            description: 'a',
            src: '/a.svg',
            alt: 'a',
            overlayLink: 'javascript:alert(1)',
          },
          {
            id: 'i-b',
            title: 'B',
            description: 'b',
            src: '/b.svg',
            alt: 'b',
            overlayLink: 'https://example.com/',
          },
        ],
      }),
      mountImageAccordion,
    );
    expect(error).toHaveBeenCalledWith('Invalid URL', 'javascript:alert(1)');
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect(document.querySelector('a[href="https://example.com/"]')).not.toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'B' })));
    expect(screen.getByRole('button', { name: 'B' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('makes the default item active after 400 ms', async () => {
    await mounted(
      renderImageAccordionWidget({
        label: 'Day',
        defaultActive: 2,
        items: [
          { id: 'd-a', title: 'A', description: 'a', src: '/a.svg', alt: 'a' },
          { id: 'd-b', title: 'B', description: 'b', src: '/b.svg', alt: 'b' },
        ],
      }),
      mountImageAccordion,
    );
    act(() => vi.advanceTimersByTime(399));
    expect(screen.getByRole('button', { name: 'B' }).getAttribute('aria-expanded')).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'B' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('content-flip-box and content-hotspots', () => {
  it('turns on its button and back to the front on a page restored by Back', async () => {
    const element = await mounted(
      renderFlipBoxWidget({
        front: { title: 'Tea', text: 'Front' },
        back: { title: 'Tea', text: 'Back' },
        trigger: 'button',
      }),
      mountFlipBox,
    );
    const box = element.querySelector('.sw-flip-box') as HTMLElement;
    act(() => fireEvent.click(element.querySelector('.sw-flip-box__face--front button') as HTMLElement));
    expect(box.dataset.state).toBe('back');
    act(() => {
      const event = new Event('pageshow') as Event & { persisted: boolean };
      Object.defineProperty(event, 'persisted', { value: true });
      window.dispatchEvent(event);
    });
    expect(box.dataset.state).toBe('front');
  });

  it('turns on a click anywhere on the box (box trigger) and on hover (hover trigger)', async () => {
    const boxed = await mounted(
      renderFlipBoxWidget({
        front: { title: 'A', text: 'Front' },
        back: { title: 'A', text: 'Back' },
        trigger: 'box',
      }),
      mountFlipBox,
    );
    const box = boxed.querySelector('.sw-flip-box') as HTMLElement;
    act(() => fireEvent.click(boxed.querySelector('.sw-flip-box__face--front p') as HTMLElement));
    expect(box.dataset.state).toBe('back');
    act(() => fireEvent.click(boxed.querySelector('.sw-flip-box__face--back p') as HTMLElement));
    expect(box.dataset.state).toBe('front');

    const hovered = await mounted(
      renderFlipBoxWidget({
        front: { title: 'B', text: 'Front' },
        back: { title: 'B', text: 'Back' },
        trigger: 'hover',
      }),
      mountFlipBox,
    );
    const card = hovered.querySelector('.sw-flip-box') as HTMLElement;
    act(() => fireEvent.mouseOver(card));
    expect(card.dataset.state).toBe('back');
    act(() => fireEvent.mouseOut(card, { relatedTarget: document.body }));
    expect(card.dataset.state).toBe('front');
  });

  it('opens one hotspot tooltip at a time on click; Escape closes it', async () => {
    await mounted(
      renderHotspotsWidget({
        src: '/plan.svg',
        alt: 'Plan',
        width: 10,
        height: 10,
        spots: [
          { label: 'Door', text: 'In', x: 10, y: 10 },
          { label: 'Bar', text: 'Drinks', x: 80, y: 50 },
        ],
      }),
      mountHotspots,
    );
    const door = screen.getByRole('button', { name: 'Door' });
    const bar = screen.getByRole('button', { name: 'Bar' });
    act(() => fireEvent.click(door));
    expect(door.getAttribute('aria-expanded')).toBe('true');
    act(() => fireEvent.click(bar));
    expect(door.getAttribute('aria-expanded')).toBe('false');
    expect(bar.getAttribute('aria-expanded')).toBe('true');
    act(() => fireEvent.keyDown(bar, { key: 'Escape' }));
    expect(bar.getAttribute('aria-expanded')).toBe('false');
  });
});
