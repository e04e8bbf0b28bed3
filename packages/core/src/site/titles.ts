import type { Clock } from '../timing/clock.ts';

/** spec 000 §2, §9: links get their titles 1000 ms after the images. */
export const LINK_TITLE_DELAY_MS = 1000;

const MAX_TITLE_LENGTH = 200;

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

const clip = (text: string) =>
  text.length <= MAX_TITLE_LENGTH ? text : `${text.slice(0, MAX_TITLE_LENGTH - 1).trimEnd()}…`;

/** An image's title from its alt text; undefined when it has one already or the alt is empty. */
export function imageTitle(image: { alt: string; title: string }): string | undefined {
  const alt = clean(image.alt);
  return image.title || !alt ? undefined : clip(alt);
}

export interface TitledLink {
  title: string;
  readonly textContent: string | null;
  querySelector(selector: 'img'): { alt: string } | null;
}

/** A link's title from its text, or else the alt text of its image; undefined when it has a title already. */
export function linkTitle(link: TitledLink): string | undefined {
  if (link.title) return undefined;
  const text = clean(link.textContent) || clean(link.querySelector('img')?.alt);
  return text ? clip(text) : undefined;
}

export interface TitleSource {
  images(): Iterable<{ alt: string; title: string }>;
  links(): Iterable<TitledLink>;
}

/**
 * Fills title attributes: images at once, links after 1000 ms (spec 000 §9). An existing title is never
 * replaced. Returns a function that cancels the links' turn.
 */
export function fillTitles(source: TitleSource, clock: Clock, linkDelay = LINK_TITLE_DELAY_MS): () => void {
  for (const image of source.images()) {
    const title = imageTitle(image);
    if (title) image.title = title;
  }
  const timer = clock.setTimeout(() => {
    for (const link of source.links()) {
      const title = linkTitle(link);
      if (title) link.title = title;
    }
  }, linkDelay);
  return () => clock.clearTimeout(timer);
}
