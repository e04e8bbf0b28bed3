import type { Kysely } from 'kysely';
import type { DatabaseSchema, NewsletterSubscribersTable } from '../../db/schema.ts';

export interface NewsletterList {
  listId: string;
  name: string;
  doubleOptIn: boolean;
  /** The Mailchimp audience confirmed subscribers are pushed to; undefined: local list only. */
  remoteListId: string | undefined;
}

export interface Subscriber {
  id: number;
  listId: string;
  email: string;
  status: NewsletterSubscribersTable['status'];
  mergeFields: Record<string, string>;
  interests: string[];
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

type Db = Kysely<DatabaseSchema>;

/** JSON we wrote; a value that no longer parses to the expected shape reads as empty. */
function parseJson<T>(text: string, fallback: T, check: (value: unknown) => boolean): T {
  try {
    const value: unknown = JSON.parse(text);
    return check(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

export function subscriberOf(row: {
  id: number;
  list_id: string;
  email: string;
  status: NewsletterSubscribersTable['status'];
  merge_fields: string;
  interests: string;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}): Subscriber {
  return {
    id: row.id,
    listId: row.list_id,
    email: row.email,
    status: row.status,
    mergeFields: parseJson(row.merge_fields, {}, (v) => !!v && typeof v === 'object' && !Array.isArray(v)),
    interests: parseJson(row.interests, [], Array.isArray),
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
  };
}

export async function findList(db: Db, listId: string): Promise<NewsletterList | undefined> {
  const row = await db
    .selectFrom('newsletter_lists')
    .selectAll()
    .where('list_id', '=', listId)
    .executeTakeFirst();
  return (
    row && {
      listId: row.list_id,
      name: row.name,
      doubleOptIn: row.double_opt_in !== 0,
      remoteListId: row.remote_list_id ?? undefined,
    }
  );
}

/** The owner's lists and subscribers (`npm run newsletter`). */
export function createNewsletterRepository(db: Db) {
  return {
    findList: (listId: string) => findList(db, listId),

    async lists(): Promise<Array<NewsletterList & { subscribed: number; pending: number }>> {
      const lists = await db.selectFrom('newsletter_lists').selectAll().orderBy('list_id').execute();
      const counts = await db
        .selectFrom('newsletter_subscribers')
        .select(['list_id', 'status', (eb) => eb.fn.countAll<number | string>().as('count')])
        .groupBy(['list_id', 'status'])
        .execute();
      const countOf = (listId: string, status: string) =>
        Number(counts.find((row) => row.list_id === listId && row.status === status)?.count ?? 0);
      return lists.map((row) => ({
        listId: row.list_id,
        name: row.name,
        doubleOptIn: row.double_opt_in !== 0,
        remoteListId: row.remote_list_id ?? undefined,
        subscribed: countOf(row.list_id, 'subscribed'),
        pending: countOf(row.list_id, 'pending'),
      }));
    },

    /** Adds a list; false when the id is taken. */
    async addList(list: NewsletterList, now: Date): Promise<boolean> {
      const inserted = await db
        .insertInto('newsletter_lists')
        .values({
          list_id: list.listId,
          name: list.name,
          double_opt_in: list.doubleOptIn ? 1 : 0,
          remote_list_id: list.remoteListId ?? null,
          created_at: now.toISOString(),
        })
        .onConflict((oc) => oc.column('list_id').doNothing())
        .returning('list_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /**
     * Removes signups never confirmed whose link expired before `before` (housekeeping, 30 days after
     * expiry): an address somebody else typed in is not kept. Returns how many went.
     */
    async purgeUnconfirmed(before: Date): Promise<number> {
      const result = await db
        .deleteFrom('newsletter_subscribers')
        .where('status', '=', 'pending')
        .where('confirmed_at', 'is', null)
        .where('confirm_expires_at', '<', before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async subscribers(listId: string): Promise<Subscriber[]> {
      const rows = await db
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .where('list_id', '=', listId)
        .orderBy('id')
        .execute();
      return rows.map(subscriberOf);
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
