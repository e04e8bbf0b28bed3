import { renderToStaticMarkup } from 'react-dom/server';
import { renderWidget } from '../../runtime/ssr.tsx';
import { FeedCarousel } from './FeedCarousel.tsx';
import { FeedPosts } from './FeedPost.tsx';
import { SocialFeed, type SocialFeedProps } from './SocialFeed.tsx';

/**
 * The feed as the server puts it into a page: its first page of posts, hydrated by the loader. The
 * element says its layout, and whether its carousel moves by itself, so the loader knows when to start.
 */
export function renderSocialFeedWidget(props: SocialFeedProps): string {
  const { settings } = props;
  const attributes: Record<string, string> = { 'feed-id': String(props.feedId), layout: settings.layout };
  if (settings.layout === 'carousel' && settings.carouselAutoplay) attributes.autoplay = 'yes';
  return renderWidget(
    'social-feed',
    attributes,
    <SocialFeed {...props} CarouselView={FeedCarousel} />,
    props,
  );
}

/** The posts of a load-more answer (spec 001 §7: HTML), every text escaped. */
export function renderFeedPostsHtml(props: Parameters<typeof FeedPosts>[0]): string {
  return renderToStaticMarkup(<FeedPosts {...props} />);
}
