import { randomBytes } from 'node:crypto';
import path from 'node:path';
import * as z from 'zod/mini';
import { CSP_SOURCE, type PageHeaderOptions } from './security/page-headers.ts';

const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,9}$/, 'must be a whole number')),
    z.transform(Number).check(z.refine((n: number) => n >= min && n <= max, `must be from ${min} to ${max}`)),
  );

/** Space-separated CSP sources: `'self'`, `'none'` or http(s) origins. */
const cspSources = z.pipe(
  z.string().check(
    z.refine(
      (value) =>
        value
          .trim()
          .split(/\s+/)
          .every((source) => CSP_SOURCE.test(source)),
      "must be space-separated 'self', 'none' or http(s) origins",
    ),
  ),
  z.transform((value: string) => value.trim().split(/\s+/)),
);

/** An http(s) origin: scheme, host name, IPv4 or [IPv6] address, optional port; nothing after. */
const ORIGIN = /^https?:\/\/([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** Written as the browser sends it in `Origin` (no default port, no path), so an exact match can work. */
function isExactOrigin(origin: string): boolean {
  if (!ORIGIN.test(origin)) return false;
  try {
    return new URL(origin).origin === origin.toLowerCase();
  } catch {
    return false;
  }
}

/** A host name, an IPv4 address or an IPv6 address (bracketed or not), as WEBHOOK_ALLOW_HOSTS lists them. */
const WEBHOOK_HOST = /^([a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[?[0-9a-f:.]{2,45}\]?)$/i;

const RETENTION_DAYS_MESSAGE =
  'must be a whole number of days from 1 to 3650, or never (keep delivered webhooks for good)';

const envSchema = z.object({
  PORT: z._default(
    z.pipe(z.string().check(z.regex(/^\d{1,5}$/, 'must be a port number')), z.transform(Number)),
    3000,
  ),
  HOST: z._default(z.string(), '127.0.0.1'),
  /** `postgres://…` selects PostgreSQL; absent selects SQLite under DATA_DIR. */
  DATABASE_URL: z.optional(
    z
      .string()
      .check(z.regex(/^(postgres(ql)?:\/\/|file:|\/|\.)/, 'must be a postgres:// URL or a file path')),
  ),
  DATA_DIR: z._default(z.string(), './data'),
  /** HMAC secret for nonces; absent: generated once and kept in DATA_DIR. */
  NONCE_SECRET: z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** Proxy addresses whose X-Forwarded-For is believed (Fastify trustProxy); default none. */
  TRUST_PROXY: z.optional(z.string()),
  /** Seed the demo reviews into an empty database at start; default yes. */
  SEED_DEMO: z._default(z.enum(['yes', 'no']), 'yes'),
  /** `smtp://user:pass@host:587` or `smtps://…`: deliver notification mail; absent: .eml files in DATA_DIR/outbox. */
  SMTP_URL: z.optional(z.string().check(z.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
  /** The From of notification mail; default `Site Widgets <no-reply@localhost>`. */
  MAIL_FROM: z._default(z.string().check(z.maxLength(200)), 'Site Widgets <no-reply@localhost>'),
  /** A siteverify address (Turnstile, reCAPTCHA, hCaptcha); absent: captcha off. */
  CAPTCHA_VERIFY_URL: z.optional(z.string().check(z.regex(/^https?:\/\//, 'must be an http(s) URL'))),
  CAPTCHA_SECRET: z.optional(z.string().check(z.minLength(1))),
  /**
   * Issue 18: seconds an outbox sender holds a claimed mail; another instance retakes it only after this
   * (its sender died mid-send). SMTP timeouts are kept below it, so no mail is sent twice; default 60.
   */
  OUTBOX_LEASE_SECONDS: z._default(wholeNumber(3, 3600), 60),
  /** Review submissions one address may make to one form per window; default 5. */
  SUBMIT_RATE_LIMIT: z._default(wholeNumber(1, 1_000_000), 5),
  /** The rate-limit window in seconds; default 600 (10 minutes). */
  SUBMIT_RATE_WINDOW_SECONDS: z._default(wholeNumber(1, 86_400), 600),
  /** Largest avatar upload in bytes; default 5 MiB. */
  UPLOAD_MAX_BYTES: z._default(wholeNumber(1024, 20 * 1024 * 1024), 5 * 1024 * 1024),
  /** Who may frame the pages: space-separated CSP sources; default `'self'`. */
  FRAME_ANCESTORS: z.optional(cspSources),
  /** Origins (besides ours) allowed to serve scripts, e.g. a third-party widget's host; default none. */
  CSP_SCRIPT_SOURCES: z.optional(cspSources),
  /** Origins (besides ours) scripts may send to, e.g. an analytics beacon; default none. */
  CSP_CONNECT_SOURCES: z.optional(cspSources),
  /** Issue 16: origins (besides ours) pages may frame, e.g. the video hosts of slider videos; default none. */
  CSP_FRAME_SOURCES: z.optional(cspSources),
  /** Age after which an unfinished upload is completed or removed; default 60. Lower only for one instance. */
  UPLOAD_TEMP_GRACE_SECONDS: z._default(wholeNumber(0, 86_400), 60),
  /** Issue 12: days a saved (save and continue) form is kept when its definition does not say. */
  FORMS_PARTIAL_ENTRY_DAYS: z._default(wholeNumber(1, 365), 30),
  /** Issue 15: days a shop visitor's wishlist, compare list and cart are kept after their last change. */
  SHOP_VISITOR_DAYS: z._default(wholeNumber(1, 730), 90),
  /** The site's public origin (`https://example.com`) for links in mail; absent: the request's Host. */
  PUBLIC_ORIGIN: z.optional(
    z
      .string()
      .check(z.regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'must be an http(s) origin without a path')),
  ),
  /**
   * Issue 18 item 2: other sites whose pages may embed the widgets and call this server: comma-separated
   * exact origins (`https://shop.example.org,https://blog.example.org`); default none (same-origin only).
   */
  ALLOWED_ORIGINS: z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.refine(
            (value) => value.split(',').every((origin) => isExactOrigin(origin.trim())),
            'must be comma-separated origins like https://shop.example.org (scheme, host, optional port; no path)',
          ),
        ),
      z.transform((value: string) => [
        ...new Set(value.split(',').map((origin) => origin.trim().toLowerCase())),
      ]),
    ),
  ),
  /** Issue 16: the oEmbed endpoint asked for YouTube titles; default YouTube's own. */
  OEMBED_YOUTUBE_URL: z.optional(z.string().check(z.regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL'))),
  /** Issue 16: the oEmbed endpoint asked for Vimeo titles; default Vimeo's own. */
  OEMBED_VIMEO_URL: z.optional(z.string().check(z.regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL'))),
  /** Issue 16: time limit of one oEmbed lookup in ms; default 3000. */
  OEMBED_TIMEOUT_MS: z._default(wholeNumber(100, 60_000), 3000),
  /** Issue 16: bytes the cache of video titles may hold; default 262144. */
  OEMBED_CACHE_BYTES: z._default(wholeNumber(1024, 64 * 1024 * 1024), 256 * 1024),
  /** Issue 17 item 4: the Facebook SDK script's address; default the demo's local stand-in. */
  FACEBOOK_SDK_URL: z.optional(
    z
      .string()
      .check(
        z.regex(/^(https:\/\/\S{1,500}|\/(?!\/)\S{0,500})$/i, 'must be an https address or a site path'),
      ),
  ),
  /** Issue 17 item 4: the owner's feed API (`npm run feeds -- fetch-posts`); default none. */
  FEED_API_URL: z.optional(z.string().check(z.regex(/^https?:\/\/\S{1,1000}$/i, 'must be an http(s) URL'))),
  /** Issue 17 item 4: time limit of one feed API fetch in ms; default 5000. */
  FEED_API_TIMEOUT_MS: z._default(wholeNumber(100, 60_000), 5000),
  /** Issue 17 item 4: the largest feed API answer in bytes; default 1048576. */
  FEED_API_MAX_BYTES: z._default(wholeNumber(1024, 16 * 1024 * 1024), 1024 * 1024),
  /** Issue 17 item 5: a Mailchimp-compatible API's base (`https://us1.api.mailchimp.com`); absent: local lists only. */
  MAILCHIMP_API_URL: z.optional(
    z.string().check(z.regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/i, 'must be an http(s) URL')),
  ),
  /** Issue 17 item 5: the Mailchimp API key (HTTP Basic password); set with MAILCHIMP_API_URL. */
  MAILCHIMP_API_KEY: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  /** Issue 17 item 5: time limit of one Mailchimp request in ms; default 5000. */
  MAILCHIMP_TIMEOUT_MS: z._default(wholeNumber(100, 60_000), 5000),
  /** Issue 15: the card payment provider's API base (hosted payment page); absent: pay on collection only. */
  PAYMENT_PROVIDER_URL: z.optional(
    z.string().check(z.regex(/^https?:\/\/\S+$/i, 'must be an http(s) address')),
  ),
  PAYMENT_PROVIDER_KEY: z.optional(z.string()),
  PAYMENT_WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(16, 'must be at least 16 characters'))),
  /** Issue 15: minutes an e-mailed "my orders" link works. */
  SHOP_ORDER_LINK_MINUTES: z._default(wholeNumber(5, 10_080), 60),
  /** Issue 17: the maps' tile template, http(s) or a path of ours, with {z}, {x} and {y}; default our own tiles. */
  MAP_TILE_URL: z.optional(
    z.string().check(
      z.regex(
        /^(https:\/\/[a-z0-9.-]+(:\d{1,5})?|http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?)?\/(?!\/)[^\s"'<>`\\]*$/i,
        'must be an https:// URL (http:// only for localhost) or a /path',
      ),
      z.refine(
        (value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
        'must contain {z}, {x} and {y}',
      ),
    ),
  ),
  /** Issue 17: the tiles' attribution, plain text shown under each map; default our tiles' line. */
  MAP_TILE_ATTRIBUTION: z.optional(
    z
      .string()
      .check(
        z.maxLength(300, 'must be at most 300 characters'),
        z.regex(/^[^\p{Cc}]*$/u, 'must be one line'),
      ),
  ),
  /**
   * Issue 17 item 5: the key of the form webhooks' HMAC-SHA256 signature (X-Webhook-Signature);
   * absent: webhook delivery is off (deliveries wait in the table until it is set).
   */
  WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
  /**
   * Issue 17 item 5: hosts a webhook may reach although they resolve to a private address: a comma list
   * of host names or IP addresses as written in the webhook URL (`localhost,hooks.intranet`); default none.
   */
  WEBHOOK_ALLOW_HOSTS: z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.refine(
            (value) => value.split(',').every((host) => WEBHOOK_HOST.test(host.trim())),
            'must be comma-separated host names or IP addresses (no scheme, port or path)',
          ),
        ),
      z.transform((value: string) => [
        ...new Set(
          value.split(',').map((host) =>
            host
              .trim()
              .toLowerCase()
              .replace(/^\[|\]$/g, ''),
          ),
        ),
      ]),
    ),
  ),
  /** Issue 17 item 5: time limit of one webhook delivery in ms (kept under a third of the lease); default 5000. */
  WEBHOOK_TIMEOUT_MS: z._default(wholeNumber(100, 60_000), 5000),
  /** Issue 17 item 5: attempts before a delivery is dead (the dead-letter list); default 8. */
  WEBHOOK_MAX_ATTEMPTS: z._default(wholeNumber(1, 30), 8),
  /**
   * Days a delivered webhook is kept (for `npm run webhooks -- show`) before the worker deletes it, or
   * `never`; default 30. 0 is refused: it could mean "keep none" or "keep all", so `never` says the latter.
   * Dead and pending deliveries are never deleted by it.
   */
  WEBHOOK_RETENTION_DAYS: z._default(
    z.pipe(
      z.string().check(z.regex(/^(never|\d{1,9})$/, RETENTION_DAYS_MESSAGE)),
      z
        .transform((value: string): number | 'never' => (value === 'never' ? 'never' : Number(value)))
        .check(z.refine((days) => days === 'never' || (days >= 1 && days <= 3650), RETENTION_DAYS_MESSAGE)),
    ),
    30,
  ),
  /** Issue 17: bytes our drawn map tiles and map pictures may hold in memory; default 8 MiB. */
  MAP_TILE_CACHE_BYTES: z._default(wholeNumber(64 * 1024, 512 * 1024 * 1024), 8 * 1024 * 1024),
});

/** Every environment variable the server reads (the container recipe's test checks compose.yaml against it). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  nonceSecret: string | undefined;
  logLevel: string;
  trustProxy: string | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** OUTBOX_LEASE_SECONDS: how long a claimed mail is held by the instance sending it. */
  outboxLeaseSeconds: number;
  /** Both set, or captcha is off. */
  captcha: { verifyUrl: string; secret: string } | undefined;
  submitRateLimit: { limit: number; windowSeconds: number };
  uploadMaxBytes: number;
  uploadTempGraceSeconds: number;
  /** Days a saved embedded form is kept (FORMS_PARTIAL_ENTRY_DAYS, default 30). */
  formsPartialEntryDays: number;
  /** Days a shop visitor's lists, cart and cookie are kept after their last change (SHOP_VISITOR_DAYS). */
  shopVisitorDays: number;
  /** ALLOWED_ORIGINS: exact origins whose pages may call the widgets' public calls; empty: none. */
  allowedOrigins: string[];
  /** PUBLIC_ORIGIN: the origin of resume links in mail. */
  publicOrigin: string | undefined;
  pageHeaders: PageHeaderOptions;
  /** Issue 17 item 4: FACEBOOK_SDK_URL (undefined: the demo's stand-in). */
  facebookSdkUrl: string | undefined;
  /** Issue 17 item 4: FEED_API_URL, FEED_API_TIMEOUT_MS, FEED_API_MAX_BYTES. */
  feedApi: { url: string | undefined; timeoutMs: number; maxBytes: number };
  /** Issue 16: the oEmbed adapter's endpoints and limits (OEMBED_*). */
  oembed: {
    endpoints: { youtube: string | undefined; vimeo: string | undefined };
    timeoutMs: number;
    cacheBytes: number;
  };
  /** The card provider (PAYMENT_PROVIDER_URL, _KEY, PAYMENT_WEBHOOK_SECRET: all three, or none). */
  cardPayments: { apiUrl: string; apiKey: string; webhookSecret: string } | undefined;
  /** Minutes an e-mailed "my orders" link works (SHOP_ORDER_LINK_MINUTES, default 60). */
  shopOrderLinkMinutes: number;
  /**
   * Issue 17 item 5: WEBHOOK_SECRET (undefined: delivery off), _ALLOW_HOSTS, _TIMEOUT_MS, _MAX_ATTEMPTS,
   * _RETENTION_DAYS (days a delivered one is kept, or 'never').
   */
  webhooks: {
    secret: string | undefined;
    allowHosts: string[];
    timeoutMs: number;
    maxAttempts: number;
    retentionDays: number | 'never';
  };
  /** Issue 17 item 5: the Mailchimp adapter (MAILCHIMP_API_URL and _KEY together, or off). */
  mailchimp: { apiUrl: string; apiKey: string; timeoutMs: number } | undefined;
  /** Issue 17: the maps' tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, MAP_TILE_CACHE_BYTES). */
  map: { tileUrl: string | undefined; tileAttribution: string | undefined; tileCacheBytes: number };
}

/** Reads the environment once; a bad value stops the start with the variable's name. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset, as in most deployment tools.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  if (Boolean(e.CAPTCHA_VERIFY_URL) !== Boolean(e.CAPTCHA_SECRET))
    throw new Error('configuration: CAPTCHA_VERIFY_URL and CAPTCHA_SECRET must be set together');
  const card = [e.PAYMENT_PROVIDER_URL, e.PAYMENT_PROVIDER_KEY, e.PAYMENT_WEBHOOK_SECRET];
  if (card.some(Boolean) && !card.every(Boolean))
    throw new Error(
      'configuration: PAYMENT_PROVIDER_URL, PAYMENT_PROVIDER_KEY and PAYMENT_WEBHOOK_SECRET must be set together',
    );
  if (Boolean(e.MAILCHIMP_API_URL) !== Boolean(e.MAILCHIMP_API_KEY))
    throw new Error('configuration: MAILCHIMP_API_URL and MAILCHIMP_API_KEY must be set together');
  const dataDir = path.resolve(e.DATA_DIR);
  const databaseUrl = e.DATABASE_URL?.replace(/^file:/, '') ?? path.join(dataDir, 'site-widgets.sqlite');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl,
    dataDir,
    nonceSecret: e.NONCE_SECRET,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO === 'yes',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxLeaseSeconds: e.OUTBOX_LEASE_SECONDS,
    captcha:
      e.CAPTCHA_VERIFY_URL && e.CAPTCHA_SECRET
        ? { verifyUrl: e.CAPTCHA_VERIFY_URL, secret: e.CAPTCHA_SECRET }
        : undefined,
    submitRateLimit: { limit: e.SUBMIT_RATE_LIMIT, windowSeconds: e.SUBMIT_RATE_WINDOW_SECONDS },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    uploadTempGraceSeconds: e.UPLOAD_TEMP_GRACE_SECONDS,
    formsPartialEntryDays: e.FORMS_PARTIAL_ENTRY_DAYS,
    shopVisitorDays: e.SHOP_VISITOR_DAYS,
    publicOrigin: e.PUBLIC_ORIGIN,
    allowedOrigins: e.ALLOWED_ORIGINS ?? [],
    pageHeaders: {
      frameAncestors: e.FRAME_ANCESTORS,
      scriptSources: e.CSP_SCRIPT_SOURCES,
      connectSources: e.CSP_CONNECT_SOURCES,
      frameSources: e.CSP_FRAME_SOURCES,
    },
    facebookSdkUrl: e.FACEBOOK_SDK_URL,
    feedApi: { url: e.FEED_API_URL, timeoutMs: e.FEED_API_TIMEOUT_MS, maxBytes: e.FEED_API_MAX_BYTES },
    oembed: {
      endpoints: { youtube: e.OEMBED_YOUTUBE_URL, vimeo: e.OEMBED_VIMEO_URL },
      timeoutMs: e.OEMBED_TIMEOUT_MS,
      cacheBytes: e.OEMBED_CACHE_BYTES,
    },
    cardPayments:
      e.PAYMENT_PROVIDER_URL && e.PAYMENT_PROVIDER_KEY && e.PAYMENT_WEBHOOK_SECRET
        ? {
            apiUrl: e.PAYMENT_PROVIDER_URL,
            apiKey: e.PAYMENT_PROVIDER_KEY,
            webhookSecret: e.PAYMENT_WEBHOOK_SECRET,
          }
        : undefined,
    shopOrderLinkMinutes: e.SHOP_ORDER_LINK_MINUTES,
    webhooks: {
      secret: e.WEBHOOK_SECRET,
      allowHosts: e.WEBHOOK_ALLOW_HOSTS ?? [],
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
      retentionDays: e.WEBHOOK_RETENTION_DAYS,
    },
    mailchimp:
      e.MAILCHIMP_API_URL && e.MAILCHIMP_API_KEY
        ? { apiUrl: e.MAILCHIMP_API_URL, apiKey: e.MAILCHIMP_API_KEY, timeoutMs: e.MAILCHIMP_TIMEOUT_MS }
        : undefined,
    map: {
      tileUrl: e.MAP_TILE_URL,
      tileAttribution: e.MAP_TILE_ATTRIBUTION,
      tileCacheBytes: e.MAP_TILE_CACHE_BYTES,
    },
  };
}

/** Issue 17 item 8: the host the demo's own webhook receiver is reached on (main.ts's address for it). */
export const DEMO_WEBHOOK_HOST = '127.0.0.1';

/**
 * Demo only (SEED_DEMO=yes): the catering request's webhook goes to the server's own receiver, so the
 * worker needs a secret and may reach 127.0.0.1. Without WEBHOOK_SECRET a random one is made for this
 * process (`generatedSecret`: main.ts says so once); 127.0.0.1 is added to WEBHOOK_ALLOW_HOSTS, not put
 * in its place. Outside the demo the configuration is returned as it is.
 */
export function withDemoWebhooks(
  config: Config,
  randomSecret: () => string = () => randomBytes(32).toString('hex'),
): { config: Config; generatedSecret: boolean } {
  if (!config.seedDemo) return { config, generatedSecret: false };
  const generatedSecret = !config.webhooks.secret;
  const allowHosts = config.webhooks.allowHosts.includes(DEMO_WEBHOOK_HOST)
    ? config.webhooks.allowHosts
    : [...config.webhooks.allowHosts, DEMO_WEBHOOK_HOST];
  return {
    config: {
      ...config,
      webhooks: { ...config.webhooks, secret: config.webhooks.secret ?? randomSecret(), allowHosts },
    },
    generatedSecret,
  };
}
