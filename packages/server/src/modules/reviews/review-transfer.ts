import { safeUrl } from '@site-widgets/core';
import * as z from 'zod/mini';
import type { OwnerRow } from './moderation-repository.ts';
import type { NewReview } from './review-record.ts';

/**
 * The columns of an export, and what an import reads (`id` is ignored on import: rows get new ids).
 * Private fields the owner does not need for a move — client IP, browser id — are never exported.
 */
export const TRANSFER_COLUMNS = [
  'id',
  'platform',
  'reviewerName',
  'reviewerEmail',
  'rating',
  'recommendation',
  'title',
  'text',
  'language',
  'hidden',
  'pageId',
  'pageName',
  'tags',
  'avatarUrl',
  'permalink',
  'companyName',
  'createdAt',
] as const;

export type TransferRecord = Record<(typeof TRANSFER_COLUMNS)[number], string>;

export function toTransferRecord(row: OwnerRow): TransferRecord {
  return {
    id: String(row.id),
    platform: row.platform,
    reviewerName: row.reviewer_name,
    reviewerEmail: row.reviewer_email,
    rating: row.rating === null ? '' : String(row.rating),
    recommendation: row.recommendation ?? '',
    title: row.title,
    text: row.text,
    language: row.language,
    hidden: row.hidden ? 'yes' : 'no',
    pageId: row.page_id,
    pageName: row.page_name,
    tags: row.tags.replace(/^,|,$/g, ''),
    avatarUrl: row.avatar_url ?? '',
    permalink: row.permalink ?? '',
    companyName: row.company_name,
    createdAt: row.created_at,
  };
}

/** Imports come from CSV (all text) or JSON (numbers, booleans, arrays too): both are read as text. */
const text = (max: number) =>
  z
    ._default(
      z.pipe(
        z.union([z.string(), z.number(), z.boolean(), z.null()]),
        z.transform((value) => (value === null ? '' : String(value).trim())),
      ),
      '',
    )
    .check(z.maxLength(max, `must be at most ${max} characters`));

const optionalUrl = z.pipe(
  text(2048),
  z
    .transform((value: string) => (value === '' ? null : (safeUrl(value) ?? undefined)))
    .check(z.refine((value) => value !== undefined, 'must be an http(s) or site-relative URL')),
);

/** One imported review. A failure names the column. */
export const importRecordSchema = z.strictObject({
  id: z.optional(z.unknown()),
  platform: z.pipe(
    text(40),
    z.transform((value: string) => value || 'Manual'),
  ),
  reviewerName: text(200).check(z.minLength(1, 'is required')),
  reviewerEmail: text(254).check(
    z.refine((value) => value === '' || /^[^\s@]+@[^\s@]+$/.test(value), 'must be an e-mail address'),
  ),
  rating: z.pipe(
    text(1).check(z.regex(/^[1-5]?$/, 'must be 1 to 5, or empty')),
    z.transform((value: string) => (value === '' ? null : Number(value))),
  ),
  recommendation: z.pipe(
    text(8).check(z.regex(/^(positive|negative)?$/, 'must be positive, negative or empty')),
    z.transform((value: string) => (value === '' ? null : (value as 'positive' | 'negative'))),
  ),
  title: text(500),
  text: text(20_000),
  language: text(12).check(z.regex(/^([a-z]{2,3}(-[A-Za-z]{2,4})?)?$/, 'must be a language code')),
  hidden: z.pipe(
    text(5).check(z.regex(/^(yes|no|true|false|1|0)?$/i, 'must be yes or no')),
    z.transform((value: string) => /^(yes|true|1)$/i.test(value)),
  ),
  pageId: text(120),
  pageName: text(200),
  tags: z.pipe(
    z._default(z.union([text(1000), z.array(z.string())]), ''),
    z.transform((value: string | string[]) =>
      (Array.isArray(value) ? value : value.split(',')).map((tag) => tag.trim()).filter(Boolean),
    ),
  ),
  avatarUrl: optionalUrl,
  permalink: optionalUrl,
  companyName: text(200),
  createdAt: z.pipe(
    text(40),
    z
      .transform((value: string) => (value === '' ? new Date() : new Date(value)))
      .check(z.refine((date) => !Number.isNaN(date.getTime()), 'must be a date (ISO 8601)')),
  ),
});

export type ImportOutcome = { ok: true; review: NewReview } | { ok: false; message: string };

export function parseImportRecord(record: unknown): ImportOutcome {
  const parsed = importRecordSchema.safeParse(record);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const column = issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : String(issue?.path[0] ?? '');
    const message = issue?.code === 'unrecognized_keys' ? 'unknown column' : issue?.message;
    return { ok: false, message: `${column}: ${message}` };
  }
  const r = parsed.data;
  return {
    ok: true,
    review: {
      platform: r.platform,
      reviewerName: r.reviewerName,
      reviewerEmail: r.reviewerEmail,
      rating: r.rating,
      recommendation: r.recommendation,
      title: r.title,
      text: r.text,
      language: r.language,
      hidden: r.hidden,
      pageId: r.pageId,
      pageName: r.pageName,
      tags: r.tags,
      avatarUrl: r.avatarUrl,
      permalink: r.permalink,
      companyName: r.companyName,
      createdAt: r.createdAt,
    },
  };
}
