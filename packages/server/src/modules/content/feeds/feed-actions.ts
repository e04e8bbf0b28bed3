import {
  FEED_END_MARKER,
  type FeedKind,
  INSTAGRAM_ACTION,
  loadMoreInstagramRequestSchema,
  loadMoreTweetsRequestSchema,
  NONCE_FIELD,
  TWEETS_ACTION,
} from '@site-widgets/contract';
import { renderFeedPostsHtml } from '@site-widgets/widgets/content/social-feed/server.tsx';
import { type AjaxAnswer, defineAction, PAGE_NONCE_SCOPE } from '../../ajax/ajax-action.ts';
import { fieldError } from '../../ajax/ajax-route.ts';
import type { FeedRepository } from './feed-repository.ts';

/**
 * One load-more page of a stored feed: the request names the widget and the index only; the kind,
 * page size and everything shown come from the stored widget. A widget of the other kind, or none,
 * is 404 (nothing read beyond it); settings an owner broke by hand are logged and refused (500-free).
 */
async function feedPage(
  feeds: FeedRepository,
  log: (message: string) => void,
  action: string,
  field: string,
  kind: FeedKind,
  widgetId: number,
  index: number,
): Promise<AjaxAnswer> {
  const widget = await feeds.findWidget(widgetId);
  if (widget && 'error' in widget) log(widget.error);
  if (!widget || 'error' in widget || widget.settings.kind !== kind) {
    return fieldError(404, 'SW_UNKNOWN_FEED', field, `${action}: ${field}: no ${kind} feed has this id`);
  }
  const { settings } = widget;
  const page = await feeds.page(widgetId, index, settings.postsPerPage);
  const html = renderFeedPostsHtml({ posts: page.posts, kind, lightbox: settings.lightbox });
  return { kind: 'html', body: page.more ? html : html + FEED_END_MARKER };
}

/** spec 001 §7 `wpr_load_more_tweets` and `wpr_load_more_instagram_posts`: the next posts as HTML. */
export function feedActions(deps: { feeds: FeedRepository; log: (message: string) => void }) {
  return [
    defineAction({
      name: TWEETS_ACTION,
      fields: loadMoreTweetsRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: ['nonce', NONCE_FIELD],
      handle: (fields) =>
        feedPage(
          deps.feeds,
          deps.log,
          TWEETS_ACTION,
          'wpr_load_more_settings',
          'twitter',
          fields.wpr_load_more_settings,
          fields.next_post_index,
        ),
    }),
    defineAction({
      name: INSTAGRAM_ACTION,
      fields: loadMoreInstagramRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: ['nonce', NONCE_FIELD],
      handle: (fields) =>
        feedPage(
          deps.feeds,
          deps.log,
          INSTAGRAM_ACTION,
          'wpr_insta_feed_widget_id',
          'instagram',
          fields.wpr_insta_feed_widget_id,
          fields.next_post_index,
        ),
    }),
  ];
}
