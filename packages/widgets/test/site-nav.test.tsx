import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readNavMarkup } from '../src/site/nav/nav-items.ts';
import { SiteNav, type SiteNavProps } from '../src/site/nav/SiteNav.tsx';
import { renderSiteNavWidget } from '../src/site/nav/server.tsx';
import { mount } from '../src/site/nav/widget.tsx';

/** happy-dom's own controls on its window. */
const happyDOM = (
  window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
).happyDOM;

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const props: SiteNavProps = {
  label: 'Main',
  currentHref: '/about',
  items: [
    { href: '/', label: 'Home' },
    {
      href: '/contact',
      label: 'Visit',
      children: [
        { href: '/contact#hours', label: 'Opening hours' },
        { href: '/contact#find-us', label: 'Find us' },
      ],
    },
    {
      href: '/#menu',
      label: 'Menu',
      children: [{ href: '/#cakes', label: 'Cakes' }],
    },
    { href: '/about', label: 'About us' },
  ],
};

describe('the header navigation', () => {
  it('renders plain links on the server, the parent too, so everything works without JavaScript', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<SiteNav {...props} />);
    const visit = within(host).getByRole('link', { name: 'Visit' });
    expect(visit.getAttribute('href')).toBe('/contact');
    expect(within(host).getByRole('link', { name: 'About us' }).getAttribute('aria-current')).toBe('page');
    expect(within(host).queryByRole('button', { name: 'Visit' })).toBeNull();
  });

  it('turns parents into disclosure buttons that open their submenu instead of navigating', async () => {
    render(<SiteNav {...props} />);
    const visit = screen.getByRole('button', { name: 'Visit' });
    expect(visit.getAttribute('aria-expanded')).toBe('false');
    const submenu = document.getElementById(visit.getAttribute('aria-controls') ?? '');
    expect(submenu?.getAttribute('data-state')).toBe('closed');
    await userEvent.click(visit);
    expect(visit.getAttribute('aria-expanded')).toBe('true');
    expect(submenu?.getAttribute('data-state')).toBe('open');
    expect(within(submenu as HTMLElement).getByRole('link', { name: 'Find us' })).toBeTruthy();
    await userEvent.click(visit);
    expect(visit.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps one submenu open at a time', async () => {
    render(<SiteNav {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Visit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Visit' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('closes an open submenu on Escape and gives focus back to its button', async () => {
    render(<SiteNav {...props} />);
    const visit = screen.getByRole('button', { name: 'Visit' });
    await userEvent.click(visit);
    (screen.getByRole('link', { name: 'Find us' }) as HTMLElement).focus();
    await userEvent.keyboard('{Escape}');
    expect(visit.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(visit);
  });

  it('opens and closes the mobile menu with its trigger, and Escape returns focus to the trigger', async () => {
    render(<SiteNav {...props} />);
    const trigger = screen.getByRole('button', { name: 'Open navigation menu' });
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.getAttribute('data-state')).toBe('open');
    await userEvent.click(trigger);
    expect(panel?.getAttribute('data-state')).toBe('closed');
    await userEvent.click(trigger);
    screen.getByRole('link', { name: 'Home' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(panel?.getAttribute('data-state')).toBe('closed');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes the off-canvas panel with its cross button, returning focus to the trigger', async () => {
    render(<SiteNav {...props} />);
    const trigger = screen.getByRole('button', { name: 'Open navigation menu' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Close navigation menu' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes everything when the window’s width changes, not when only its height does', async () => {
    render(<SiteNav {...props} />);
    const trigger = screen.getByRole('button', { name: 'Open navigation menu' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Visit' }));
    act(() => {
      happyDOM.setViewport({ width: window.innerWidth, height: window.innerHeight - 60 });
      window.dispatchEvent(new Event('resize'));
    });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      happyDOM.setViewport({ width: window.innerWidth + 200, height: window.innerHeight });
      window.dispatchEvent(new Event('resize'));
    });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Visit' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes an open submenu on a click outside the navigation', async () => {
    render(
      <>
        <SiteNav {...props} />
        <p>Outside</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Visit' }));
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.getByRole('button', { name: 'Visit' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the site-nav widget', () => {
  it('hydrates the server-rendered navigation without a warning', async () => {
    const error = vi.spyOn(console, 'error');
    const host = document.createElement('div');
    host.innerHTML = renderSiteNavWidget(props);
    document.body.append(host);
    const element = host.firstElementChild as HTMLElement;
    let unmount: (() => void) | undefined;
    await act(async () => {
      unmount = await mount(element);
    });
    expect(unmount).toBeTypeOf('function');
    expect(within(element).getByRole('button', { name: 'Visit' })).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
    act(() => unmount?.());
  });

  it('builds the menu from a plain list of links on a page that was not server-rendered', async () => {
    document.body.innerHTML = `
      <div data-widget="site-nav" data-label="Main">
        <nav aria-label="Main"><ul>
          <li><a href="/">Home</a></li>
          <li><a href="/contact">Visit</a><ul><li><a href="/contact#hours">Opening hours</a></li></ul></li>
        </ul></nav>
      </div>`;
    const element = document.querySelector<HTMLElement>('[data-widget]') as HTMLElement;
    expect(readNavMarkup(element)).toEqual([
      { href: '/', label: 'Home' },
      { href: '/contact', label: 'Visit', children: [{ href: '/contact#hours', label: 'Opening hours' }] },
    ]);
    await act(async () => {
      await mount(element);
    });
    expect(within(element).getByRole('button', { name: 'Visit' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(within(element).getByRole('button', { name: 'Open navigation menu' })).toBeTruthy();
  });
});
