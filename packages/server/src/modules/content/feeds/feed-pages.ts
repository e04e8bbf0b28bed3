import { renderSocialFeedWidget } from '@site-widgets/widgets/content/social-feed/server.tsx';
import type { FeedRepository } from './feed-repository.ts';

/** What a page needs to show stored feeds (the home page's demo ones, found by name). */
export function createFeedPages(feeds: FeedRepository, log: (message: string) => void) {
  return {
    /**
     * The feed widget's server HTML with its first page of posts (`pages` pages of them without script:
     * the no-JS "more posts" link asks for one more); undefined (logged) when the widget is missing or
     * its settings fail their check.
     */
    async html(id: number, options: { pages?: number; moreHref?: (pages: number) => string } = {}) {
      const widget = await feeds.findWidget(id);
      if (!widget) return undefined;
      if ('error' in widget) {
        log(widget.error);
        return undefined;
      }
      const pages = Math.max(1, Math.min(20, Math.floor(options.pages ?? 1)));
      const page = await feeds.page(id, 0, widget.settings.postsPerPage * pages);
      return renderSocialFeedWidget({
        feedId: id,
        settings: widget.settings,
        posts: page.posts,
        more: page.more,
        moreHref: page.more && options.moreHref ? options.moreHref(pages + 1) : undefined,
      });
    },

    /** What names these feeds' current content (for the ETag of a page that shows them). */
    version(ids: readonly number[]): Promise<string> {
      return feeds.version(ids);
    },

    /** The ids of the feeds with these names, in this order (missing names left out). */
    async idsByName(names: readonly string[]): Promise<number[]> {
      const byName = new Map((await feeds.widgets.list()).map((record) => [record.name, record.id]));
      return names.flatMap((name) => {
        const id = byName.get(name);
        return id === undefined ? [] : [id];
      });
    },
  };
}

export type FeedPages = ReturnType<typeof createFeedPages>;
