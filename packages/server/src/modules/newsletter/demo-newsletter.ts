import { DEMO_NEWSLETTER_LIST_ID } from '@site-widgets/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { createNewsletterRepository } from './newsletter-repository.ts';

/** The demo's list (the footer's form names it): double opt-in, local only. Kept if it exists. */
export async function seedDemoNewsletter(db: Kysely<DatabaseSchema>, now = new Date()): Promise<void> {
  await createNewsletterRepository(db).addList(
    {
      listId: DEMO_NEWSLETTER_LIST_ID,
      name: 'Harbour & Hearth news',
      doubleOptIn: true,
      remoteListId: undefined,
    },
    now,
  );
}
