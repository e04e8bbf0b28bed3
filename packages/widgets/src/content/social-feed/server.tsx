import { renderToStaticMarkup } from 'react-dom/server';
import { renderWidget } from '../../runtime/ssr.tsx';
import { FeedPosts } from './FeedPost.tsx';
import { SocialFeed, type SocialFeedProps } from './SocialFeed.tsx';

/** The feed as the server puts it into a page: its first page of posts, hydrated by the loader. */
export function renderSocialFeedWidget(props: SocialFeedProps): string {
  return renderWidget(
    'social-feed',
    { 'feed-id': String(props.feedId), layout: props.settings.layout },
    <SocialFeed {...props} />,
    props,
  );
}

/** The posts of a load-more answer (spec 001 §7: HTML), every text escaped. */
export function renderFeedPostsHtml(props: Parameters<typeof FeedPosts>[0]): string {
  return renderToStaticMarkup(<FeedPosts {...props} />);
}
