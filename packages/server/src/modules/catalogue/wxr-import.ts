import { XMLParser } from 'fast-xml-parser';

/**
 * A WordPress export file (WXR: rss/channel/item) as import records (content-record.ts columns), so a
 * site moving from WordPress keeps its posts, pages, media, products and terms. Each WordPress item
 * becomes one record keyed `wxr:{post_id}`, so importing the same export again updates, never doubles.
 *
 * Hostile files: a DOCTYPE (and with it every entity declaration: XXE, "billion laughs") is refused
 * before parsing; only XML's five entities and character references are decoded; nesting and size
 * are bounded.
 */

/** Larger exports are split by WordPress's own exporter (by date or type). */
export const MAX_WXR_BYTES = 64 * 1024 * 1024;

export interface WxrRow {
  /** `item 12 (post 345)`, for per-row errors. */
  label: string;
  record: Record<string, string>;
}

export interface WxrResult {
  rows: WxrRow[];
  /** Items of other types (menus, revisions, …) or in the trash, left out. */
  skipped: number;
}

const KINDS: Record<string, string> = { post: 'post', page: 'page', attachment: 'media', product: 'product' };
const STATUSES: Record<string, string> = {
  publish: 'published',
  inherit: 'published',
  private: 'private',
  draft: 'draft',
  pending: 'draft',
  future: 'draft',
};

const ARRAYS = new Set(['item', 'category', 'wp:postmeta', 'wp:term', 'wp:category', 'wp:tag']);

type Node = Record<string, unknown>;

/** Text of an element: a string, a number the parser made, or the `#text` of one with attributes. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (typeof value === 'object' && '#text' in value) return textOf((value as Node)['#text']);
  return '';
}

const list = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (entry): entry is Node => typeof entry === 'object' && entry !== null,
  );

/** `>` and `|` separate levels and paths in term columns; a name keeps neither. */
const termName = (name: string) => name.replace(/[>|]/g, '-').trim();

/** The term tree of the channel: taxonomy/slug → name and parent slug. */
function readTerms(channel: Node) {
  const terms = new Map<string, { name: string; parent: string }>();
  for (const category of list(channel['wp:category']))
    terms.set(`category/${textOf(category['wp:category_nicename'])}`, {
      name: textOf(category['wp:cat_name']),
      parent: textOf(category['wp:category_parent']),
    });
  for (const tag of list(channel['wp:tag']))
    terms.set(`post_tag/${textOf(tag['wp:tag_slug'])}`, { name: textOf(tag['wp:tag_name']), parent: '' });
  for (const term of list(channel['wp:term']))
    terms.set(`${textOf(term['wp:term_taxonomy'])}/${textOf(term['wp:term_slug'])}`, {
      name: textOf(term['wp:term_name']),
      parent: textOf(term['wp:term_parent']),
    });
  return terms;
}

/** WordPress dates are `2024-03-01 09:30:00` (GMT in `post_date_gmt`; all zeros for drafts). */
function isoDate(gmt: string, local: string): string {
  const value = gmt && !gmt.startsWith('0000') ? gmt : local;
  if (!value || value.startsWith('0000')) return '';
  return `${value.replace(' ', 'T')}${gmt && !gmt.startsWith('0000') ? 'Z' : ''}`;
}

export function parseWxr(xml: string): WxrResult {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    throw new Error('the file declares a DOCTYPE or entities, which a WordPress export never does');
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    processEntities: true,
    htmlEntities: false,
    parseTagValue: false,
    trimValues: false,
    maxNestedTags: 64,
    isArray: (name) => ARRAYS.has(name),
  });
  const document = parser.parse(xml) as Node;
  const channel = (document.rss as Node | undefined)?.channel as Node | undefined;
  if (!channel || typeof channel !== 'object') throw new Error('not a WordPress export: no rss/channel');
  const terms = readTerms(channel);
  const pathOf = (taxonomy: string, slug: string, fallbackName: string): string => {
    const names: string[] = [];
    let current = slug;
    const seen = new Set<string>();
    while (current && !seen.has(current) && names.length < 8) {
      seen.add(current);
      const term = terms.get(`${taxonomy}/${current}`);
      names.unshift(termName(term?.name || (current === slug ? fallbackName : current)));
      current = term?.parent ?? '';
    }
    return names.join(' > ');
  };

  const items = list(channel.item);
  // A grouped product lists its children in `_children` (a PHP-serialised array of post ids).
  const parentOf = new Map<string, string>();
  for (const item of items) {
    const meta = metaOf(item);
    for (const match of (meta.get('_children') ?? '').matchAll(/i:\d+;i:(\d+);/g))
      if (match[1]) parentOf.set(match[1], textOf(item['wp:post_id']));
  }

  const rows: Array<WxrRow & { order: number }> = [];
  let skipped = 0;
  items.forEach((item, index) => {
    const type = textOf(item['wp:post_type']);
    const kind = KINDS[type];
    const status = STATUSES[textOf(item['wp:status'])];
    if (!kind || !status) {
      skipped++;
      return;
    }
    const id = textOf(item['wp:post_id']);
    const meta = metaOf(item);
    const byDomain = (domain: string) =>
      list(item.category).filter((category) => textOf(category['@_domain']) === domain);
    const paths = (domain: string) =>
      byDomain(domain)
        .map((category) => pathOf(domain, textOf(category['@_nicename']), textOf(category)))
        .join('|');
    const productType = byDomain('product_type').map((category) => textOf(category['@_nicename']))[0];
    const record: Record<string, string> = {
      sourceKey: `wxr:${id}`,
      kind,
      status,
      slug: textOf(item['wp:post_name']).toLowerCase(),
      title: textOf(item.title),
      excerpt: kind === 'media' ? '' : textOf(item['excerpt:encoded']),
      content: textOf(item['content:encoded']),
      author: textOf(item['dc:creator']),
      passwordProtected: textOf(item['wp:post_password']) ? 'yes' : 'no',
      menuOrder: textOf(item['wp:menu_order']) || '0',
      publishedAt: isoDate(textOf(item['wp:post_date_gmt']), textOf(item['wp:post_date'])),
      categories: paths('category'),
      tags: paths('post_tag'),
      productCategories: paths('product_cat'),
      productTags: paths('product_tag'),
      featuredMedia: meta.get('_thumbnail_id') ? `wxr:${meta.get('_thumbnail_id')}` : '',
    };
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(record.slug ?? '')) record.slug = '';
    if (kind === 'media') {
      record.file = meta.get('_wp_attached_file') || textOf(item['wp:attachment_url']);
      record.alt = meta.get('_wp_attachment_image_alt') ?? '';
      record.caption = textOf(item['excerpt:encoded']);
    }
    if (kind === 'product') {
      const regular = meta.get('_regular_price') || meta.get('_price') || '0';
      const stock = meta.get('_stock') ?? '';
      Object.assign(record, {
        productType: productType === 'grouped' ? 'grouped' : 'simple',
        parent: parentOf.has(id) ? `wxr:${parentOf.get(id)}` : '',
        sku: meta.get('_sku') ?? '',
        price: productType === 'grouped' ? '0' : regular,
        salePrice: meta.get('_sale_price') ?? '',
        stockStatus: meta.get('_stock_status') ?? '',
        // WooCommerce writes whole stock as "12" or "12.000000".
        stockQuantity: /^\d+(\.0+)?$/.test(stock) ? String(Number.parseInt(stock, 10)) : '',
        lowStockThreshold: meta.get('_low_stock_amount') ?? '',
        gallery: (meta.get('_product_image_gallery') ?? '')
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => /^\d+$/.test(entry))
          .map((entry) => `wxr:${entry}`)
          .join('|'),
        shortDescription: textOf(item['excerpt:encoded']),
      });
    }
    // Media first (posts and products point at it), grouped parents before their children.
    const order = kind === 'media' ? 0 : record.parent ? 2 : 1;
    rows.push({ label: `item ${index + 1} (post ${id || '?'})`, record, order });
  });
  rows.sort((a, b) => a.order - b.order);
  return { rows: rows.map(({ label, record }) => ({ label, record })), skipped };
}

function metaOf(item: Node): Map<string, string> {
  return new Map(
    list(item['wp:postmeta']).map((meta) => [textOf(meta['wp:meta_key']), textOf(meta['wp:meta_value'])]),
  );
}
