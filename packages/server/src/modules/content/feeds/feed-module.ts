import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema.ts';
import { feedActions } from './feed-actions.ts';
import { createFeedPages } from './feed-pages.ts';
import { createFeedRepository } from './feed-repository.ts';

/** Issue 17 item 4: the social feeds' two load-more actions and what pages need to show a feed. */
export function createFeeds(db: Kysely<DatabaseSchema>, log: (message: string) => void) {
  const repository = createFeedRepository(db, log);
  return {
    repository,
    actions: feedActions({ feeds: repository, log }),
    pages: createFeedPages(repository, log),
  };
}
