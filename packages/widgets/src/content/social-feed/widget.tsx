import { socialFeedAttributesSchema } from '@site-widgets/contract/content/social-feeds.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { SocialFeed, type SocialFeedProps } from './SocialFeed.tsx';

const WIDGET = 'social-feed';

/**
 * Hydrates the server's feed. The feed's settings and first page live on the server, so a feed
 * without server markup stays as it is (its fallback content) and says why in the console. A carousel
 * feed fetches its carousel view (its own chunk, with Embla) before it hydrates; no other layout does.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, socialFeedAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<SocialFeedProps>(element);
  if (!server) {
    console.error(`[site-widgets] ${WIDGET}: feed ${attributes.feedId} has no server markup`);
    return undefined;
  }
  const CarouselView =
    server.props.settings.layout === 'carousel'
      ? (await import('./FeedCarousel.tsx')).FeedCarousel
      : undefined;
  return mountView(element, server, <SocialFeed {...server.props} CarouselView={CarouselView} />);
}
