// The installed package in plain Node, no bundler: the server entry renders a list the loader could
// hydrate, and the client entry's view renders to HTML with the review in it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ReviewList } from '@site-widgets/widgets/review-list';
import { renderReviewListWidget } from '@site-widgets/widgets/server';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const props = {
  settings: { templateId: 1, perRow: 1, rows: 1, loadMore: 'none' },
  initial: {
    reviews: [
      {
        id: 7,
        reviewerName: 'Ada',
        avatarUrl: null,
        rating: 5,
        recommendation: null,
        platform: 'google',
        title: 'Lovely <b>brunch</b>',
        text: 'The best coffee on the harbour.',
        createdAt: '2026-01-02T10:00:00Z',
        language: 'en',
        sourcePageName: 'Harbour & Hearth',
        permalink: null,
        companyName: 'Harbour & Hearth',
      },
    ],
    hasMore: false,
    totalInDb: 1,
    aggregate: { ratedCount: 1, average: 5 },
  },
};

test('the server entry renders a list for the loader to hydrate, visitor text escaped', () => {
  const html = renderReviewListWidget(props);
  assert.match(html, /^<div data-widget="review-list" data-template="1"/);
  assert.match(html, /The best coffee on the harbour\./);
  assert.doesNotMatch(html, /<b>brunch/);
});

test('the review list view renders the review it is given', () => {
  const html = renderToString(createElement(ReviewList, props));
  assert.match(html, /data-review-id="7"/);
  assert.match(html, /Ada/);
});
