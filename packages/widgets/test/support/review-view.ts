import type { ReviewView } from '@site-widgets/contract';

/** A five-star Google review numbered `id`, with no avatar: the fixture the widget tests render. */
export function reviewView(id: number): ReviewView {
  return {
    id,
    reviewerName: `Reviewer ${id}`,
    avatarUrl: null,
    rating: 5,
    recommendation: null,
    platform: 'Google',
    title: `Title ${id}`,
    text: `Text ${id}`,
    createdAt: '2025-03-12T10:00:00.000Z',
    language: 'en',
    sourcePageName: '',
    permalink: null,
    companyName: '',
  };
}
