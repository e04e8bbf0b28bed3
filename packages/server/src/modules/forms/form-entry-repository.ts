import type { FormValues } from '@site-widgets/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { enqueueMail, type NewMail } from '../outbox/outbox-repository.ts';
import type { RateLimitCounter, RateLimitRule } from '../submissions/rate-limit.ts';
import { attachUploads } from './uploads/form-upload-repository.ts';

export interface NewFormEntry {
  formId: number;
  uniqueId: string;
  submissionHash: string;
  values: FormValues;
  displayValues: { id: number; label: string; value: string }[];
  submissionSpeeds: Record<string, number[]>;
  isSpam: boolean;
  pageUrl: string;
  clientIp: string;
  createdAt: Date;
}

export interface StoreEntryRequest {
  entry: NewFormEntry;
  /** Mails to write in the same transaction (none for spam). */
  mails: NewMail[];
  /** The partial entry this submit finishes: removed in the same transaction. */
  resumeToken?: string;
  rateLimit: { counter: RateLimitCounter; bucket: string; rule: RateLimitRule; now: number };
  /** Issue 13: uploads the entry keeps, attached in the same transaction. */
  uploadIds?: readonly string[];
}

export type StoreEntryOutcome =
  | { kind: 'stored'; id: number }
  /** The same unique id was stored before (a retry): nothing new is written. */
  | { kind: 'retry'; id: number }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('rate limited');
  }
}

export interface StoredEntry {
  id: number;
  formId: number;
  values: FormValues;
  displayValues: { id: number; label: string; value: string }[];
  submissionSpeeds: Record<string, number[]>;
  isSpam: boolean;
  pageUrl: string;
  clientIp: string;
  createdAt: string;
}

export interface PartialEntry {
  token: string;
  formId: number;
  uniqueId: string;
  values: string;
  pageNumber: number;
  pageUrl: string;
  email: string | null;
  createdAt: string;
  expiresAt: string;
}

/** Tables form_entries and form_partial_entries. */
export function createFormEntryRepository(db: Kysely<DatabaseSchema>) {
  return {
    /**
     * Stores a final submit with its notifications in one transaction; acknowledged only after commit.
     * `INSERT … ON CONFLICT (unique_id) DO NOTHING` makes a concurrent twin wait for the first commit
     * and then insert nothing, so a retried submit never makes two entries (both databases).
     */
    async store(request: StoreEntryRequest): Promise<StoreEntryOutcome> {
      const { entry } = request;
      try {
        return await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('form_entries')
            .values({
              form_id: entry.formId,
              unique_id: entry.uniqueId,
              submission_hash: entry.submissionHash,
              field_values: JSON.stringify(entry.values),
              display_values: JSON.stringify(entry.displayValues),
              submission_speeds: JSON.stringify(entry.submissionSpeeds),
              is_spam: entry.isSpam ? 1 : 0,
              page_url: entry.pageUrl,
              client_ip: entry.clientIp,
              created_at: entry.createdAt.toISOString(),
            })
            .onConflict((oc) => oc.column('unique_id').doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!inserted) {
            const previous = await trx
              .selectFrom('form_entries')
              .select('id')
              .where('unique_id', '=', entry.uniqueId)
              .executeTakeFirstOrThrow();
            return { kind: 'retry', id: previous.id } as const;
          }
          for (const mail of request.mails) await enqueueMail(trx, mail, entry.createdAt);
          await attachUploads(trx, inserted.id, request.uploadIds ?? []);
          if (request.resumeToken)
            await trx.deleteFrom('form_partial_entries').where('token', '=', request.resumeToken).execute();
          const { counter, bucket, rule, now } = request.rateLimit;
          const decision = await counter.count(trx, bucket, rule, now);
          if (!decision.allowed) throw new RateLimited(decision.retryAfterSeconds);
          return { kind: 'stored', id: inserted.id } as const;
        });
      } catch (error) {
        if (error instanceof RateLimited)
          return { kind: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds };
        throw error;
      }
    },

    async entries(formId: number): Promise<StoredEntry[]> {
      const rows = await db
        .selectFrom('form_entries')
        .selectAll()
        .where('form_id', '=', formId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        formId: row.form_id,
        values: JSON.parse(row.field_values) as FormValues,
        displayValues: JSON.parse(row.display_values) as StoredEntry['displayValues'],
        submissionSpeeds: JSON.parse(row.submission_speeds) as Record<string, number[]>,
        isSpam: row.is_spam === 1,
        pageUrl: row.page_url,
        clientIp: row.client_ip,
        createdAt: row.created_at,
      }));
    },

    async countEntries(formId: number): Promise<number> {
      const row = await db
        .selectFrom('form_entries')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('form_id', '=', formId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Saves (or updates, same token) a partial entry. */
    async savePartial(partial: Omit<PartialEntry, 'createdAt' | 'email'>, now: Date): Promise<void> {
      const at = now.toISOString();
      await db
        .insertInto('form_partial_entries')
        .values({
          token: partial.token,
          form_id: partial.formId,
          unique_id: partial.uniqueId,
          field_values: partial.values,
          page_number: partial.pageNumber,
          page_url: partial.pageUrl,
          email: null,
          created_at: at,
          updated_at: at,
          expires_at: partial.expiresAt,
        })
        .onConflict((oc) =>
          oc.column('token').doUpdateSet({
            field_values: partial.values,
            page_number: partial.pageNumber,
            page_url: partial.pageUrl,
            updated_at: at,
            expires_at: partial.expiresAt,
          }),
        )
        .execute();
    },

    /** A partial entry of this form that has not expired. */
    async findPartial(formId: number, token: string, now: Date): Promise<PartialEntry | undefined> {
      const row = await db
        .selectFrom('form_partial_entries')
        .selectAll()
        .where('token', '=', token)
        .where('form_id', '=', formId)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row ? toPartial(row) : undefined;
    },

    async setPartialEmail(trx: Kysely<DatabaseSchema>, token: string, email: string): Promise<void> {
      await trx.updateTable('form_partial_entries').set({ email }).where('token', '=', token).execute();
    },

    async listPartials(formId: number): Promise<PartialEntry[]> {
      const rows = await db
        .selectFrom('form_partial_entries')
        .selectAll()
        .where('form_id', '=', formId)
        .orderBy('created_at')
        .execute();
      return rows.map(toPartial);
    },

    /** Background jobs: removes partial entries past their expiry; returns how many. */
    async purgeExpiredPartials(now: Date): Promise<number> {
      const result = await db
        .deleteFrom('form_partial_entries')
        .where('expires_at', '<=', now.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

function toPartial(row: DatabaseSchema['form_partial_entries']): PartialEntry {
  return {
    token: row.token,
    formId: row.form_id,
    uniqueId: row.unique_id,
    values: row.field_values,
    pageNumber: row.page_number,
    pageUrl: row.page_url,
    email: row.email,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

export type FormEntryRepository = ReturnType<typeof createFormEntryRepository>;
