import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillTitles, imageTitle, LINK_TITLE_DELAY_MS, linkTitle } from '../src/site/titles.ts';
import { systemClock } from '../src/timing/clock.ts';

const link = (text: string | null, title = '', imageAlt?: string) => ({
  title,
  textContent: text,
  querySelector: () => (imageAlt === undefined ? null : { alt: imageAlt }),
});

describe('title rules', () => {
  it('gives an image its alt text as title', () => {
    expect(imageTitle({ alt: 'Scones on a plate', title: '' })).toBe('Scones on a plate');
  });

  it('leaves an image with a title, or with an empty alt (decorative), alone', () => {
    expect(imageTitle({ alt: 'Scones', title: 'Fresh scones' })).toBeUndefined();
    expect(imageTitle({ alt: '', title: '' })).toBeUndefined();
    expect(imageTitle({ alt: '   ', title: '' })).toBeUndefined();
  });

  it('gives a link its text, with white space collapsed', () => {
    expect(linkTitle(link('\n  Opening\n   hours  '))).toBe('Opening hours');
  });

  it('gives a link with no text the alt text of its image', () => {
    expect(linkTitle(link('  ', '', 'Our terrace at noon'))).toBe('Our terrace at noon');
  });

  it('never replaces a link’s own title, and skips a link with nothing to say', () => {
    expect(linkTitle(link('Menu', 'See the menu'))).toBeUndefined();
    expect(linkTitle(link('', '', ''))).toBeUndefined();
  });

  it('shortens a very long text to 200 characters', () => {
    const title = linkTitle(link('word '.repeat(100)));
    expect(title?.length).toBeLessThanOrEqual(200);
    expect(title?.endsWith('…')).toBe(true);
  });
});

describe('filling titles (spec 000 §9: links after 1000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('titles images at once and links only after 1000 ms', () => {
    const image = { alt: 'Harbour at dawn', title: '' };
    const anchor = link('Find us');
    fillTitles({ images: () => [image], links: () => [anchor] }, systemClock);
    expect(image.title).toBe('Harbour at dawn');
    expect(anchor.title).toBe('');
    vi.advanceTimersByTime(LINK_TITLE_DELAY_MS - 1);
    expect(anchor.title).toBe('');
    vi.advanceTimersByTime(1);
    expect(anchor.title).toBe('Find us');
  });

  it('reads the links when their turn comes, so links added meanwhile are titled too', () => {
    const anchors = [link('Home')];
    fillTitles({ images: () => [], links: () => anchors }, systemClock);
    anchors.push(link('Reviews'));
    vi.advanceTimersByTime(1000);
    expect(anchors.map((a) => a.title)).toEqual(['Home', 'Reviews']);
  });

  it('titles no link when cancelled first', () => {
    const anchor = link('Contact');
    const cancel = fillTitles({ images: () => [], links: () => [anchor] }, systemClock);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(anchor.title).toBe('');
  });
});
