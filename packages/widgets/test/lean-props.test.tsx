import type { ReviewView } from '@site-widgets/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderReviewCarouselWidget } from '../src/reviews/review-carousel/server.tsx';
import { reviewCarouselSettings } from '../src/reviews/review-carousel/settings.ts';
import { renderReviewListWidget } from '../src/reviews/review-list/server.tsx';
import { referenceTexts, textNodesOf } from '../src/runtime/text-references.ts';
import { PROPS_ATTRIBUTE, readServerProps } from '../src/runtime/widget-module.ts';

function review(id: number, overrides: Partial<ReviewView> = {}): ReviewView {
  return {
    id,
    reviewerName: `Reviewer number ${id} of the harbour café`,
    avatarUrl: null,
    rating: 4,
    recommendation: null,
    platform: 'Google',
    title: `A title long enough to matter, number ${id}`,
    text: `The flat white was excellent & the <scones> were "warm"; review ${id} says so at some length.`,
    createdAt: '2026-01-02T10:00:00.000Z',
    language: 'en',
    sourcePageName: 'Harbour page',
    permalink: null,
    companyName: 'Harbour & Hearth',
    ...overrides,
  };
}

const reviews = [
  review(1),
  review(2, { text: `First paragraph of review two, quite long.\n\nSecond one, ‘quoted’ — and done.` }),
  review(3, { text: `${'A long review that needs a read-more control. '.repeat(8)}The end.` }),
  review(4, { text: 'Windows line ends\r\nare kept verbatim in the props, here and now.' }),
];

const listProps = {
  settings: { templateId: 1, perRow: 2, rows: 2, loadMore: 'button' as const, readMore: 'modal' as const },
  initial: {
    reviews,
    hasMore: true,
    totalInDb: 9,
    aggregate: { ratedCount: 4, average: 4 },
  },
};

function propsJson(html: string): string {
  return new RegExp(`<script type="application/json" ${PROPS_ATTRIBUTE}=""[^>]*>(.*?)</script>`).exec(
    html,
  )?.[1] as string;
}

function place(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector('[data-widget]') as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('lean server-rendered props', () => {
  it('a review list’s props JSON does not repeat the review texts, names or titles its HTML shows', () => {
    const html = renderReviewListWidget(listProps, false);
    const json = propsJson(html);
    for (const shown of reviews.slice(0, 3)) {
      expect(json).not.toContain('flat white');
      expect(json).not.toContain('read-more control');
      expect(json).not.toContain('Second one');
      expect(json).not.toContain(shown.reviewerName);
      expect(json).not.toContain(shown.title);
    }
    // Ids and settings stay: they are not text the markup shows.
    expect(JSON.parse(json).initial.reviews.map((r: ReviewView) => r.id)).toEqual([1, 2, 3, 4]);
    expect(JSON.parse(json).settings).toEqual(listProps.settings);
    expect(json.length).toBeLessThan(JSON.stringify(listProps).length * 0.7);
  });

  it('the browser reads every text back from the markup: the props equal what the server rendered with', () => {
    const element = place(renderReviewListWidget(listProps, false));
    expect(readServerProps(element)?.props).toEqual(listProps);
  });

  it('works for a carousel’s slides too', () => {
    const props = {
      settings: reviewCarouselSettings({ template: 3, autoplay: true, heading: 'From the guest book' }),
      initial: { reviews },
    };
    const html = renderReviewCarouselWidget(props);
    expect(propsJson(html)).not.toContain('flat white');
    expect(readServerProps(place(html))?.props).toMatchObject(props);
  });

  it('markup changed before hydration fails the read (the widget renders afresh), never wrong text', () => {
    const element = place(renderReviewListWidget(listProps, false));
    const name = element.querySelector('[data-review-id="1"] .sw-review-card__name') as HTMLElement;
    name.textContent = 'Someone else';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readServerProps(element)).toBeUndefined();
    expect(error).toHaveBeenCalledOnce();
  });

  it('finds text nodes as the parser makes them: entities decoded, separators and raw style text', () => {
    expect(
      textNodesOf('<p>a &amp; b &lt;c&gt; &quot;d&quot; &#x27;e&#x27;</p><!-- --><style>.a>.b{}</style>x'),
    ).toEqual([`a & b <c> "d" 'e'`, '.a>.b{}', 'x']);
  });

  it('leaves strings the markup does not show as they are', () => {
    const props = { note: 'a string that appears nowhere in the markup', short: 'ok' };
    expect(referenceTexts(props, '<p>something else entirely, also long</p>')).toEqual(props);
  });
});
