import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactLinks } from '../src/content/contact-links.ts';
import { LIKE_FADE_MS, likeCountText, likeTitle, parseLikeCount } from '../src/content/like-text.ts';
import { buildOutline, currentHeading, headingId } from '../src/content/outline.ts';
import { readingPercent } from '../src/content/reading-progress.ts';
import { shareLink } from '../src/content/share-links.ts';
import {
  createSubmenuTimers,
  MENU_HIDE_DELAY_MS,
  MENU_SHOW_DELAY_MS,
} from '../src/content/submenu-timers.ts';
import { taxonomyTree } from '../src/content/taxonomy-tree.ts';
import { systemClock } from '../src/timing/clock.ts';

describe('submenu timers (spec 001 §9: show 250 ms, hide 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const changes: Array<string | null> = [];
    const timers = createSubmenuTimers({ clock: systemClock, onChange: (open) => changes.push(open) });
    return { timers, changes };
  };

  it('opens a submenu 250 ms after the pointer reaches its item, not before', () => {
    const { timers, changes } = setup();
    timers.pointerEnter('menu');
    vi.advanceTimersByTime(249);
    expect(timers.open()).toBe(null);
    vi.advanceTimersByTime(1);
    expect(timers.open()).toBe('menu');
    expect(changes).toEqual(['menu']);
    expect(MENU_SHOW_DELAY_MS).toBe(250);
  });

  it('opens nothing for a pointer that passes over an item in less than 250 ms', () => {
    const { timers, changes } = setup();
    timers.pointerEnter('menu');
    vi.advanceTimersByTime(200);
    timers.pointerLeave('menu');
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
  });

  it('hides 500 ms after the pointer leaves, and keeps it open if the pointer comes back in time', () => {
    const { timers } = setup();
    timers.toggle('menu');
    timers.pointerLeave('menu');
    vi.advanceTimersByTime(499);
    expect(timers.open()).toBe('menu');
    timers.pointerEnter('menu');
    vi.advanceTimersByTime(1000);
    expect(timers.open()).toBe('menu');
    timers.pointerLeave('menu');
    vi.advanceTimersByTime(MENU_HIDE_DELAY_MS);
    expect(timers.open()).toBe(null);
  });

  it('acts at once on a click or key, one submenu at a time, and releases its timer on destroy', () => {
    const { timers, changes } = setup();
    timers.toggle('a');
    timers.show('b');
    timers.toggle('b');
    expect(changes).toEqual(['a', 'b', null]);
    timers.pointerEnter('c');
    timers.destroy();
    vi.advanceTimersByTime(1000);
    expect(timers.open()).toBe(null);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('share links', () => {
  const page = { url: 'https://cafe.test/journal/a?x=1&y=2', title: 'Crab & chips' };
  it("uses each network's own share address with every value encoded", () => {
    expect(shareLink('facebook', page)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcafe.test%2Fjournal%2Fa%3Fx%3D1%26y%3D2',
    );
    expect(shareLink('x', page)).toContain('&text=Crab%20%26%20chips');
    expect(shareLink('email', page)).toBe(
      'mailto:?subject=Crab%20%26%20chips&body=https%3A%2F%2Fcafe.test%2Fjournal%2Fa%3Fx%3D1%26y%3D2',
    );
  });
  it('shares no address that is not http or https', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'not a url'])
      expect(shareLink('facebook', { url, title: 'x' })).toBeUndefined();
  });
});

describe('like text (spec 001 §4, §9)', () => {
  it('titles the button Unlike once liked and Like before; a zero count shows the configured text', () => {
    expect(likeTitle(true)).toBe('Unlike');
    expect(likeTitle(false)).toBe('Like');
    expect(likeCountText(0, 'Be the first')).toBe('Be the first');
    expect(likeCountText(0, undefined)).toBe('0');
    expect(likeCountText(3, 'Be the first')).toBe('3');
    expect(LIKE_FADE_MS).toBe(500);
  });
  it('reads only digits as a count', () => {
    expect(parseLikeCount('12')).toBe(12);
    for (const bad of ['<b>1</b>', '-1', '', '1e3', 12]) expect(parseLikeCount(bad)).toBeUndefined();
  });
});

describe('table of contents', () => {
  const headings = [
    { id: 'a', level: 2, text: 'A' },
    { id: 'a1', level: 3, text: 'A1' },
    { id: 'a1x', level: 4, text: 'A1x' },
    { id: 'b', level: 2, text: 'B' },
    { id: 'b1', level: 4, text: 'B1 skips a level' },
    { id: '', level: 2, text: 'no id' },
  ];
  it('nests headings by level down to the chosen depth', () => {
    const outline = buildOutline(headings, 2);
    expect(outline.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(outline[0]?.children.map((entry) => entry.id)).toEqual(['a1']);
    expect(outline[0]?.children[0]?.children).toEqual([]);
    expect(buildOutline(headings, 3)[1]?.children.map((entry) => entry.id)).toEqual(['b1']);
  });
  it('marks the last heading passed within 50 px of the top, else the first', () => {
    expect(
      currentHeading([
        { id: 'a', top: 300 },
        { id: 'b', top: 900 },
      ]),
    ).toBe('a');
    expect(
      currentHeading([
        { id: 'a', top: -400 },
        { id: 'b', top: 40 },
        { id: 'c', top: 51 },
      ]),
    ).toBe('b');
    expect(currentHeading([])).toBeUndefined();
    expect(
      currentHeading(
        [
          { id: 'a', top: -400 },
          { id: 'b', top: 300 },
        ],
        50,
        true,
      ),
    ).toBe('b');
  });
  it('makes unique ids from heading texts', () => {
    const taken = new Set(['our-blend']);
    expect(headingId('Our blend', taken)).toBe('our-blend-2');
    expect(headingId('Café & crème', new Set())).toBe('cafe-creme');
    expect(headingId('2024', new Set())).toBe('s-2024');
  });
});

describe('taxonomy tree (spec 001 §9: nests to 4 levels)', () => {
  const term = (id: number, parentId: number | null) => ({
    id,
    parentId,
    name: `t${id}`,
    slug: `t${id}`,
    count: id,
    href: `/t${id}`,
  });
  it('nests four levels and lists a fifth-level term, an orphan and a loop at the root', () => {
    const tree = taxonomyTree([
      term(1, null),
      term(2, 1),
      term(3, 2),
      term(4, 3),
      term(5, 4),
      term(6, 99),
      term(7, 8),
      term(8, 7),
    ]);
    expect(tree.map((node) => node.id)).toEqual([1, 5, 6, 7, 8]);
    expect(tree[0]?.children[0]?.children[0]?.children[0]?.id).toBe(4);
    expect(tree[0]?.children[0]?.children[0]?.children[0]?.children).toEqual([]);
  });
});

describe('contact links (spec 001 §5)', () => {
  it('keeps digits only for WhatsApp, + and digits for a call, and http(s) maps only', () => {
    expect(
      contactLinks({ phone: '+44 (0)23 9200 0000', whatsapp: '+44 7700 900123', map: 'javascript:alert(1)' }),
    ).toEqual([
      { kind: 'phone', label: 'Call +44 (0)23 9200 0000', href: 'tel:+4402392000000' },
      { kind: 'whatsapp', label: 'Message us on WhatsApp', href: 'https://wa.me/447700900123' },
    ]);
    expect(contactLinks({ map: 'https://maps.test/?q=quay street' })[0]?.href).toBe(
      'https://maps.test/?q=quay%20street',
    );
  });
});

describe('reading progress', () => {
  it('is 0 before the region, rounded in between, and 100 once its end is in view', () => {
    expect(readingPercent(0, 800, 1000, 3000)).toBe(0);
    expect(readingPercent(1000 + 2200 / 3, 800, 1000, 3000)).toBe(33);
    expect(readingPercent(9999, 800, 1000, 3000)).toBe(100);
    expect(readingPercent(0, 800, 100, 300)).toBe(100);
  });
});
