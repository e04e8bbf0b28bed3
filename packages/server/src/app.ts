import zlib from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { registerAjaxRoute } from './modules/ajax/ajax-route.ts';
import { MAX_FIELD_BYTES, MAX_FIELDS, MAX_FILE_BYTES, MAX_FILES } from './modules/ajax/read-fields.ts';
import { registerLoopGrids } from './modules/builder/loop-module.ts';
import { registerGrids } from './modules/catalogue/grid-module.ts';
import { registerItemPages } from './modules/catalogue/item-pages-routes.ts';
import { registerMediaRoutes } from './modules/catalogue/media-routes.ts';
import { createMediaStore, mediaDirectoryOf } from './modules/catalogue/media-store.ts';
import { registerLiveSearch } from './modules/catalogue/search-module.ts';
// Issue 16: the content widgets' server parts (like button, mega menu).
import { registerContent } from './modules/content/content-module.ts';
import type { ContentOptions } from './modules/content/events-routes.ts';
import { type DataWidgetsOptions, registerDataWidgets } from './modules/data/data-module.ts';
import { createFloatRepository } from './modules/floats/float-repository.ts';
import { serverDeliveries } from './modules/forms/addon-form-builder/form-builder-deliveries.ts';
import {
  type FormBuilderOptions,
  registerFormBuilder,
} from './modules/forms/addon-form-builder/form-builder-module.ts';
import { type EmbeddedFormsOptions, registerEmbeddedForms } from './modules/forms/embedded-forms.ts';
import { type NewsletterOptions, registerNewsletter } from './modules/newsletter/newsletter-module.ts';
import { createFormRepository } from './modules/review-forms/form-repository.ts';
import { reviewActions } from './modules/reviews/actions.ts';
import { createLoadMoreService } from './modules/reviews/load-more.ts';
import { createReviewRepository } from './modules/reviews/review-repository.ts';
import { registerShop, type ShopOptions } from './modules/shop/shop-module.ts';
import { readPageBoot } from './modules/site/page-boot.ts';
import { registerSiteRoutes } from './modules/site/site-routes.ts';
import { registerVisitorCalls, type SubmissionOptions } from './modules/visitor-calls.ts';
import { createDemoReceiverLog, type DemoReceiverLog } from './modules/webhooks/demo-receiver-log.ts';
import { registerDemoWebhookReceiver } from './modules/webhooks/demo-webhook-receiver-route.ts';
import { type CrossOriginOptions, registerCrossOrigin } from './security/cross-origin.ts';
import { frameworkErrors, registerErrorHandler } from './security/error-handler.ts';
import { createNonceService, type NonceService } from './security/nonce.ts';
import { registerPageHeaders } from './security/page-headers.ts';

export interface AppDeps {
  config: Pick<Config, 'logLevel' | 'trustProxy'> & Partial<Pick<Config, 'pageHeaders'>>;
  /** Issue 18 item 2: who may call from another origin (ALLOWED_ORIGINS); default same-origin only. */
  crossOrigin?: CrossOriginOptions;
  database: Database;
  nonceSecret: string;
  /** Pass a clock to control nonce expiry in tests. */
  now?: () => number;
  /** Uploads directory, captcha, rate limit, avatar size (issue 4); defaults in visitor-calls.ts. */
  submissions?: SubmissionOptions;
  /** Embedded forms (issue 12): captcha, rate limit, partial-entry days; captcha and rate limit default to `submissions`'. */
  embeddedForms?: EmbeddedFormsOptions;
  /** The shop (issue 15): how long a visitor's lists and cart are kept. */
  shop?: ShopOptions;
  /** Charts and data tables (issue 17): records, CSV fetch limits. */
  data?: DataWidgetsOptions;
  /** Issue 16 (T5): the content widgets (the oEmbed adapter; absent: owner-stored titles only). */
  content?: ContentOptions;
  /** Issue 17 item 4: the Facebook SDK's address (FACEBOOK_SDK_URL); absent: the demo's stand-in. */
  facebookSdkUrl?: string | undefined;
  /**
   * Issue 17 item 8, demo only (main.ts passes it when SEED_DEMO=yes): the receiver of the catering
   * request's webhook, POST/GET /demo/webhook-receiver, checking with this secret; absent: no such route.
   */
  demoWebhookReceiver?: { secret: string; log?: DemoReceiverLog };
  /** Issue 17 item 5: the add-on form builder (deliveries; captcha and rate limit default to `submissions`'). */
  formBuilder?: FormBuilderOptions;
  /** Issue 17 item 6: the newsletter (link origin, Mailchimp push switch, rate limit). */
  newsletter?: NewsletterOptions;
}

export interface App {
  app: FastifyInstance;
  nonces: NonceService;
}

/** Builds the whole server without listening; tests call `app.inject()` on it. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel },
    trustProxy: deps.config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // The site's own ids are small; keep Fastify's defaults for everything else.
    routerOptions: { maxParamLength: 200 },
    // A malformed or over-long URL: our 404, not Fastify's answer quoting the URL (error-handler.ts).
    frameworkErrors,
  });
  registerErrorHandler(app);
  // First, so every answer has them; the ajax endpoint and uploads then set their stricter CSP.
  // Issue 10: the pages' inline start script is allowed by its hash, nothing else inline.
  const pageBoot = readPageBoot();
  await registerPageHeaders(app, {
    ...deps.config.pageHeaders,
    inlineScriptHashes: pageBoot ? [pageBoot.cspSource] : [],
  });
  // Before any route's own hooks: preflights are answered, and disallowed origins refused, first.
  await registerCrossOrigin(app, deps.crossOrigin);
  // Every answer of 1 KiB or more (pages, ajax JSON, site.css) in brotli or gzip as the browser accepts;
  // built assets keep their pre-compressed copies. Brotli at quality 4: dynamic answers are compressed
  // on every request, where 11 costs far more CPU for a few per cent. Request bodies are never inflated.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
  await app.register(formbody, { bodyLimit: 256 * 1024 });
  // read-fields.ts adds the total bytes of all fields and the declared length (docs/operations.md).
  await app.register(multipart, {
    limits: {
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      files: MAX_FILES,
      fileSize: MAX_FILE_BYTES,
      parts: MAX_FIELDS + MAX_FILES,
    },
  });

  const nonces = createNonceService(deps.nonceSecret, deps.now);
  const repository = createReviewRepository(deps.database.db, deps.database.dialect);
  const loadMore = createLoadMoreService(repository);

  app.get('/healthz', async () => ({ status: 'ok' }));
  // Catalogue images (issue 11): /media/<hash>.webp under <dataDir>/media.
  registerMediaRoutes(app, createMediaStore(mediaDirectoryOf(deps.submissions?.dataDir)));
  const visitor = registerVisitorCalls(app, {
    database: deps.database,
    nonces,
    reviews: repository,
    now: deps.now ?? Date.now,
    options: deps.submissions,
  });
  const grids = await registerGrids(app, { database: deps.database, nonces });
  const liveSearch = await registerLiveSearch(app, { database: deps.database, nonces });
  // Issue 14 item 6: the loop grid's refresh-loop call and the /topics page.
  registerLoopGrids(app, { database: deps.database, nonces });
  // Issue 16 (T7): the like action, the mega menu's REST call, /explore; the journal's like and share.
  const content = registerContent(app, {
    database: deps.database,
    nonces,
    secret: deps.nonceSecret,
    now: deps.now ?? Date.now,
    visitorDays: deps.shop?.visitorDays,
  });
  // Single item pages (issue 11): /journal/{slug}, /shop/{slug}, /gallery/{slug}.
  registerItemPages(app, { db: deps.database.db, nonces, postActions: content.postActions });
  const embeddedForms = await registerEmbeddedForms(app, {
    database: deps.database,
    nonces,
    now: deps.now ?? Date.now,
    options: {
      captcha: deps.submissions?.captcha,
      rateLimit: deps.submissions?.rateLimit,
      dataDir: deps.submissions?.dataDir,
      ...deps.embeddedForms,
    },
  });
  const shop = await registerShop(app, {
    database: deps.database,
    nonces,
    secret: deps.nonceSecret,
    now: deps.now ?? Date.now,
    options: deps.shop,
  });
  // Issue 17: charts and data tables (/data/chart, /data/table, /sustainability).
  registerDataWidgets(app, { database: deps.database, nonces, options: deps.data });
  // Issue 17 item 6: mailchimp_subscribe, the no-script signup and the mailed links' pages.
  const newsletter = registerNewsletter(app, {
    database: deps.database,
    nonces,
    secret: deps.nonceSecret,
    now: deps.now ?? Date.now,
    options: deps.newsletter,
  });
  // Issue 17 item 5: the add-on form builder's eight actions, its files and /catering; its webhooks
  // go to the webhook outbox and its list subscriptions to the newsletter lists.
  const formBuilder = registerFormBuilder(app, {
    database: deps.database,
    nonces,
    secret: deps.nonceSecret,
    now: deps.now ?? Date.now,
    options: {
      captcha: deps.submissions?.captcha,
      rateLimit: deps.submissions?.rateLimit,
      dataDir: deps.submissions?.dataDir,
      deliveries: serverDeliveries(newsletter.subscribe),
      ...deps.formBuilder,
    },
  });
  if (deps.demoWebhookReceiver)
    await registerDemoWebhookReceiver(app, {
      secret: deps.demoWebhookReceiver.secret,
      log: deps.demoWebhookReceiver.log ?? createDemoReceiverLog(),
      nonces,
      ...(deps.now ? { now: deps.now } : {}),
    });
  registerAjaxRoute(
    app,
    [
      ...reviewActions(loadMore),
      ...visitor.actions,
      ...grids,
      ...liveSearch,
      ...embeddedForms.actions,
      ...shop,
      ...content.actions,
      ...formBuilder.actions,
      ...newsletter.actions,
    ],
    nonces,
  );
  await registerSiteRoutes(app, {
    loadMore,
    nonces,
    forms: createFormRepository(deps.database.db),
    floats: createFloatRepository(deps.database.db),
    revision: () => repository.revision(),
    now: deps.now ?? Date.now,
    content: deps.content,
    story: content.story,
    feeds: content.feeds,
    facebookSdkUrl: deps.facebookSdkUrl,
  });
  return { app, nonces };
}
