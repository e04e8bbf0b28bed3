import * as z from 'zod/mini';
import type { ContentKind, ContentStatus } from '../../db/schema.ts';
import { toMinorUnits } from './money.ts';
import { plainText, sanitiseContent } from './sanitise.ts';
import { slugify } from './slug.ts';
import { parseTermPaths, TERM_COLUMNS, type TermPath } from './term-paths.ts';

/**
 * One item as the owner's tools import and export it (JSON, CSV, WordPress export): flat columns, all
 * read as text so a CSV cell and a JSON value mean the same. `parseContentRecord` turns it into what
 * the repository stores: HTML sanitised, plain text for the index, money in minor units, term paths.
 */
export const CONTENT_COLUMNS = [
  'sourceKey',
  'kind',
  'status',
  'slug',
  'title',
  'excerpt',
  'content',
  'author',
  'language',
  'passwordProtected',
  'menuOrder',
  'publishedAt',
  ...TERM_COLUMNS,
  'featuredMedia',
  'file',
  'alt',
  'caption',
  'productType',
  'parent',
  'sku',
  'price',
  'salePrice',
  'currency',
  'stockStatus',
  'stockQuantity',
  'lowStockThreshold',
  'gallery',
  'shortDescription',
] as const;

export type ContentColumn = (typeof CONTENT_COLUMNS)[number];
export type ContentTransferRecord = Record<ContentColumn, string>;

export interface ProductFields {
  productType: 'simple' | 'grouped';
  /** The grouped parent's source key. */
  parent: string | null;
  sku: string;
  priceMinor: number;
  salePriceMinor: number | null;
  currency: string;
  stockStatus: 'instock' | 'outofstock' | 'onbackorder';
  stockQuantity: number | null;
  lowStockThreshold: number | null;
  /** Source keys of media items. */
  gallery: string[];
  shortDescription: string;
}

/** What the repository stores for one item. */
export interface ContentRecord {
  sourceKey: string;
  kind: ContentKind;
  status: ContentStatus;
  slug: string;
  title: string;
  excerpt: string;
  /** Sanitised HTML. */
  content: string;
  /** Plain text of title, excerpt and content, for the full-text index. */
  searchBody: string;
  author: string;
  language: string;
  passwordProtected: boolean;
  menuOrder: number;
  publishedAt: string;
  terms: TermPath[];
  /** A media item's source key. */
  featuredMedia: string | null;
  /** A media item's image file (a path the importer resolved), alt text and caption. */
  media: { file: string; alt: string; caption: string } | null;
  product: ProductFields | null;
}

/** CSV cells and JSON values are both read as trimmed text. */
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

const oneOf = <T extends string>(values: readonly T[], fallback: T) =>
  z.pipe(
    text(20).check(
      z.refine((value) => value === '' || (values as readonly string[]).includes(value), {
        message: `must be one of ${values.join(', ')}`,
      }),
    ),
    z.transform((value: string) => (value === '' ? fallback : (value as T))),
  );

const flag = z.pipe(
  text(5).check(z.regex(/^(yes|no|true|false|1|0)?$/i, 'must be yes or no')),
  z.transform((value: string) => /^(yes|true|1)$/i.test(value)),
);

const wholeOrNone = z.pipe(
  text(9).check(z.regex(/^\d*$/, 'must be a whole number')),
  z.transform((value: string) => (value === '' ? null : Number(value))),
);

const sourceKeyList = z.pipe(
  z._default(z.union([text(4000), z.array(z.string().check(z.maxLength(200)))]), ''),
  z.transform((value: string | string[]) =>
    (Array.isArray(value) ? value : value.split('|')).map((key) => key.trim()).filter(Boolean),
  ),
);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const contentRecordSchema = z.strictObject({
  sourceKey: text(200),
  kind: oneOf(['post', 'page', 'media', 'product'] as const, 'post'),
  // An import that does not say is not published by accident.
  status: oneOf(['published', 'draft', 'private'] as const, 'draft'),
  slug: text(200).check(z.refine((value) => value === '' || SLUG.test(value), 'must be a-z, 0-9 and -')),
  title: text(500),
  excerpt: text(5000),
  content: text(500_000),
  author: text(200),
  language: text(12).check(z.regex(/^([a-z]{2,3}(-[A-Za-z]{2,4})?)?$/, 'must be a language code')),
  passwordProtected: flag,
  menuOrder: z.pipe(
    text(7).check(z.regex(/^-?\d*$/, 'must be a whole number')),
    z.transform((value: string) => Number(value || '0')),
  ),
  publishedAt: z.pipe(
    text(40),
    z
      .transform((value: string) => (value === '' ? new Date() : new Date(value)))
      .check(z.refine((date) => !Number.isNaN(date.getTime()), 'must be a date (ISO 8601)')),
  ),
  categories: text(4000),
  tags: text(4000),
  productCategories: text(4000),
  productTags: text(4000),
  mediaCategories: text(4000),
  featuredMedia: text(200),
  file: text(1000),
  alt: text(1000),
  caption: text(2000),
  productType: oneOf(['simple', 'grouped'] as const, 'simple'),
  parent: text(200),
  sku: text(100),
  price: text(20),
  salePrice: text(20),
  currency: text(3).check(z.regex(/^([A-Z]{3})?$/, 'must be a currency code like GBP')),
  stockStatus: oneOf(['instock', 'outofstock', 'onbackorder'] as const, 'instock'),
  stockQuantity: wholeOrNone,
  lowStockThreshold: wholeOrNone,
  gallery: sourceKeyList,
  shortDescription: text(5000),
});

export type ContentOutcome = { ok: true; record: ContentRecord } | { ok: false; message: string };

/** Parses one imported item; a failure names the column. */
export function parseContentRecord(input: unknown): ContentOutcome {
  const parsed = contentRecordSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const column = issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : String(issue?.path[0] ?? '');
    const message = issue?.code === 'unrecognized_keys' ? 'unknown column' : issue?.message;
    return { ok: false, message: `${column}: ${message}` };
  }
  const r = parsed.data;
  const fail = (message: string): ContentOutcome => ({ ok: false, message });
  const title = plainText(r.title);
  const slug = r.slug || slugify(title);
  if (!slug) return fail('slug: is required (or a title to make one from)');
  const content = sanitiseContent(r.content);
  const excerpt = plainText(r.excerpt);
  const terms = parseTermPaths(r);
  if (!terms.ok) return fail(terms.message);

  let product: ProductFields | null = null;
  if (r.kind === 'product') {
    const currency = r.currency || 'GBP';
    const price = toMinorUnits(r.price || '0', currency);
    if (price === null) return fail('price: must be an amount like 12.50');
    const sale = r.salePrice === '' ? null : toMinorUnits(r.salePrice, currency);
    if (sale === undefined || (r.salePrice !== '' && sale === null))
      return fail('salePrice: must be an amount like 9.99, or empty');
    if (sale !== null && sale >= price) return fail('salePrice: must be below the price');
    product = {
      productType: r.productType,
      parent: r.parent || null,
      sku: r.sku,
      priceMinor: price,
      salePriceMinor: sale,
      currency,
      stockStatus: r.stockStatus,
      stockQuantity: r.stockQuantity,
      lowStockThreshold: r.lowStockThreshold,
      gallery: r.gallery,
      shortDescription: plainText(r.shortDescription),
    };
  }
  let media: ContentRecord['media'] = null;
  if (r.kind === 'media') {
    if (!r.file) return fail('file: a media item needs its image file');
    media = { file: r.file, alt: plainText(r.alt), caption: plainText(r.caption) };
  }
  const body = plainText(content);
  return {
    ok: true,
    record: {
      sourceKey: r.sourceKey || `${r.kind}:${slug}`,
      kind: r.kind,
      status: r.status,
      slug,
      title,
      excerpt,
      content,
      searchBody: [
        body,
        media?.caption ?? '',
        media?.alt ?? '',
        product?.shortDescription ?? '',
        product?.sku ?? '',
      ]
        .filter(Boolean)
        .join('\n'),
      author: plainText(r.author),
      language: r.language || 'en',
      passwordProtected: r.passwordProtected,
      menuOrder: r.menuOrder,
      publishedAt: r.publishedAt.toISOString(),
      terms: terms.paths,
      featuredMedia: r.featuredMedia || null,
      media,
      product,
    },
  };
}
