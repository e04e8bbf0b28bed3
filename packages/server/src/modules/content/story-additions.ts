import type { TimelinePost } from '@site-widgets/widgets/content/timeline/PostsTimeline.tsx';
import { renderTimelineWidget } from '@site-widgets/widgets/content/timeline/server.tsx';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

/** How many journal posts the story's timeline shows. */
export const STORY_TIMELINE_POSTS = 6;

/** What /story adds (issue 16): the newest journal posts, and the timeline rendered from them. */
export interface StoryAdditions {
  /** The posts, newest first: what the page's ETag must follow. */
  posts(): Promise<TimelinePost[]>;
  timelineHtml(posts: TimelinePost[]): string;
}

export function createStoryAdditions(db: Kysely<DatabaseSchema>): StoryAdditions {
  return {
    async posts() {
      const rows = await db
        .selectFrom('content_items')
        .select(['slug', 'title', 'excerpt', 'published_at'])
        .where('kind', '=', 'post')
        .where('status', '=', 'published')
        .where('password_protected', '=', 0)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(STORY_TIMELINE_POSTS)
        .execute();
      return rows.map((row) => ({
        title: row.title,
        href: `/journal/${encodeURIComponent(row.slug)}`,
        publishedAt: row.published_at,
        excerpt: row.excerpt,
      }));
    },
    timelineHtml: (posts) =>
      renderTimelineWidget({ posts, heading: 'From the journal' }, STORY_TIMELINE_POSTS),
  };
}
