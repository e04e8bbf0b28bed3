import {
  type FeedPostInput,
  type FeedPostView,
  type FeedWidgetSettings,
  feedWidgetSettingsSchema,
  isFeedLink,
} from '@site-widgets/contract';
import type { Kysely } from 'kysely';
import type * as z from 'zod/mini';
import type { DatabaseSchema } from '../../../db/schema.ts';
import { createJsonSettingsRepository } from '../../json-settings-repository.ts';
import { checkSettings, type SettingsCheck } from '../../settings-records.ts';

type ObjectSchema = z.ZodMiniType<FeedWidgetSettings> & { shape: Record<string, unknown> };

/** A feed widget's settings checked as the server reads them (unknown keys refused, defaults filled). */
export function checkFeedSettings(settings: unknown): SettingsCheck<FeedWidgetSettings> {
  return checkSettings(feedWidgetSettingsSchema as unknown as ObjectSchema, settings);
}

export interface FeedWidget {
  id: number;
  name: string;
  settings: FeedWidgetSettings;
}

/** A page of a feed: the posts, and whether any post follows them. */
export interface FeedPage {
  posts: FeedPostView[];
  more: boolean;
}

/**
 * The owner's feed widgets (table feed_widgets) and their posts (feed_posts), migration 0014. Posts are
 * shown newest first; `next_post_index` is an offset into that order (spec 001 §7).
 */
export function createFeedRepository(db: Kysely<DatabaseSchema>, log: (message: string) => void = () => {}) {
  const widgets = createJsonSettingsRepository(db, 'feed_widgets');

  const toView = (row: {
    id: number;
    author: string;
    handle: string;
    text: string;
    media_url: string;
    media_alt: string;
    link: string;
    posted_at: string;
  }): FeedPostView => {
    // spec 001 §8: an invalid feed link is logged, and the post is shown without it.
    let link = row.link;
    if (link !== '' && !isFeedLink(link)) {
      log(`feed post ${row.id}: link dropped: not an http(s) address`);
      link = '';
    }
    return {
      id: row.id,
      author: row.author,
      handle: row.handle,
      text: row.text,
      mediaUrl: row.media_url,
      mediaAlt: row.media_alt,
      link,
      postedAt: row.posted_at,
    };
  };

  return {
    widgets,

    /** The widget with checked settings; undefined if none; `{ error }` when its stored settings fail. */
    async findWidget(id: number): Promise<FeedWidget | { error: string } | undefined> {
      const stored = await widgets.find(id);
      if (!stored) return undefined;
      const checked = checkFeedSettings(stored.settings);
      if (!checked.ok) return { error: `feed widget ${id} (${stored.name}): ${checked.message}` };
      return { id: stored.id, name: stored.name, settings: checked.settings };
    },

    /**
     * What names the current content of these feeds (their stored settings, how many posts and the newest
     * post id): a page showing them changes its ETag when the owner changes a feed.
     */
    async version(widgetIds: readonly number[]): Promise<string> {
      if (widgetIds.length === 0) return '';
      const posts = await db
        .selectFrom('feed_posts')
        .select((eb) => ['widget_id', eb.fn.countAll<string>().as('count'), eb.fn.max('id').as('newest')])
        .where('widget_id', 'in', widgetIds)
        .groupBy('widget_id')
        .orderBy('widget_id')
        .execute();
      const settings = await Promise.all(widgetIds.map(async (id) => (await widgets.find(id))?.settings));
      return JSON.stringify([settings, posts.map((row) => [row.widget_id, String(row.count), row.newest])]);
    },

    /** `limit` posts of the feed from `offset` (newest first), and whether more follow. */
    async page(widgetId: number, offset: number, limit: number): Promise<FeedPage> {
      const rows = await db
        .selectFrom('feed_posts')
        .select(['id', 'author', 'handle', 'text', 'media_url', 'media_alt', 'link', 'posted_at'])
        .where('widget_id', '=', widgetId)
        .orderBy('posted_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .offset(offset)
        .execute();
      return { posts: rows.slice(0, limit).map(toView), more: rows.length > limit };
    },

    /** Adds posts to a feed in one transaction (all or none). Returns their ids. */
    async addPosts(widgetId: number, posts: readonly FeedPostInput[], now: Date): Promise<number[]> {
      return db.transaction().execute(async (trx) => {
        const ids: number[] = [];
        for (const post of posts) {
          const { id } = await trx
            .insertInto('feed_posts')
            .values({
              widget_id: widgetId,
              author: post.author,
              handle: (post.handle ?? '').replace(/^@/, ''),
              text: post.text,
              media_url: post.mediaUrl ?? '',
              media_alt: post.mediaAlt ?? '',
              link: post.link ?? '',
              posted_at: new Date(post.postedAt).toISOString(),
              created_at: now.toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          ids.push(id);
        }
        return ids;
      });
    },

    /** Every post of a feed, newest first. */
    async listPosts(widgetId: number): Promise<FeedPostView[]> {
      return (await this.page(widgetId, 0, 100_000)).posts;
    },

    /** Deletes one post; false if there is none with the id. */
    async deletePost(id: number): Promise<boolean> {
      const result = await db.deleteFrom('feed_posts').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;
