import path from 'node:path';
import { buildApp } from './app.ts';
import { configFromEnv, withDemoWebhooks } from './config.ts';
import { openDatabase } from './db/database.ts';
import { startBackgroundJobs } from './modules/background-jobs.ts';
import { seedDemoLoop } from './modules/builder/loop-demo.ts';
import { seedCatalogueIfEmpty } from './modules/catalogue/demo-content.ts';
import { seedDemoGrids } from './modules/catalogue/demo-grids.ts';
import { seedDemoSearch } from './modules/catalogue/demo-search.ts';
import { mediaDirectoryOf } from './modules/catalogue/media-store.ts';
import { seedDemoMegaMenu } from './modules/content/demo-navmisc.ts';
import { seedDemoFeeds } from './modules/content/feeds/demo-feeds.ts';
import { createOembedClient, OEMBED_ENDPOINTS } from './modules/content/oembed/oembed-client.ts';
import { seedDemoDataWidgets } from './modules/data/demo-data-widgets.ts';
import {
  demoWebhookReceiverUrl,
  seedDemoFormBuilder,
} from './modules/forms/addon-form-builder/demo-form-builder.ts';
import { seedDemoForms } from './modules/forms/demo-forms.ts';
import { seedDemoNewsletter } from './modules/newsletter/demo-newsletter.ts';
import { seedDemoIfEmpty } from './modules/reviews/demo-seed.ts';
import { createHostedCardPayment } from './modules/shop/payments/hosted-card-payment.ts';
import { createCaptchaVerifier } from './modules/submissions/captcha.ts';
import { loadNonceSecret } from './security/nonce.ts';

/** Starts the server: config, database (migrated), demo seed, listen; stops cleanly on SIGTERM/SIGINT. */
async function main() {
  // Issue 17 item 8: in the demo the catering webhook is delivered, signed, to the server's own receiver.
  const demo = withDemoWebhooks(configFromEnv());
  const config = demo.config;

  const database = await openDatabase({ url: config.databaseUrl });
  if (config.seedDemo) {
    await seedDemoIfEmpty(database);
    await seedCatalogueIfEmpty(database, mediaDirectoryOf(config.dataDir));
    await seedDemoForms(database.db);
  }
  // After the content seed: the search boxes offer the demo's categories.
  if (config.seedDemo) await seedDemoSearch(database.db);
  // The journal, gallery and shop grids (found by name by their pages).
  if (config.seedDemo) await seedDemoGrids(database.db);
  // The journal's loop grid on /topics (issue 14 item 9).
  if (config.seedDemo) await seedDemoLoop(database.db);
  // Issue 17: the charts and origins table of /sustainability (found by name by the page).
  if (config.seedDemo) await seedDemoDataWidgets(database.db);
  // Issue 16 (T7): the mega-menu item on /explore.
  if (config.seedDemo) await seedDemoMegaMenu(database.db);
  // Issue 17 item 4: the home page's two feeds (found by name by the page).
  if (config.seedDemo) await seedDemoFeeds(database.db);
  // Issue 17 item 5: the catering request on /catering (found by name by the page).
  if (config.seedDemo)
    await seedDemoFormBuilder(database.db, { webhookUrl: demoWebhookReceiverUrl(config.port) });
  // Issue 17 item 6: the footer's newsletter list.
  if (config.seedDemo) await seedDemoNewsletter(database.db);
  const { app } = await buildApp({
    config,
    database,
    nonceSecret: loadNonceSecret(config.nonceSecret, config.dataDir),
    crossOrigin: { allowedOrigins: config.allowedOrigins, publicOrigin: config.publicOrigin },
    submissions: {
      dataDir: config.dataDir,
      captcha: config.captcha ? createCaptchaVerifier(config.captcha) : undefined,
      rateLimit: config.submitRateLimit,
      avatarMaxBytes: config.uploadMaxBytes,
    },
    facebookSdkUrl: config.facebookSdkUrl,
    newsletter: { publicOrigin: config.publicOrigin, pushToRemote: config.mailchimp !== undefined },
    // Issue 17 item 8: /demo/webhook-receiver, the catering webhook's destination in the demo.
    ...(config.seedDemo && config.webhooks.secret
      ? { demoWebhookReceiver: { secret: config.webhooks.secret } }
      : {}),
    embeddedForms: { partialEntryDays: config.formsPartialEntryDays, publicOrigin: config.publicOrigin },
    shop: {
      visitorDays: config.shopVisitorDays,
      checkout: {
        publicOrigin: config.publicOrigin,
        accountLinkMinutes: config.shopOrderLinkMinutes,
        payments: config.cardPayments ? [createHostedCardPayment(config.cardPayments)] : [],
      },
    },
    // Issue 17 item 2: the maps' tiles.
    data: { map: config.map },
    content: {
      oembed: createOembedClient({
        endpoints: {
          youtube: config.oembed.endpoints.youtube ?? OEMBED_ENDPOINTS.youtube,
          vimeo: config.oembed.endpoints.vimeo ?? OEMBED_ENDPOINTS.vimeo,
        },
        timeoutMs: config.oembed.timeoutMs,
        cacheBytes: config.oembed.cacheBytes,
      }),
    },
  });

  if (demo.generatedSecret)
    app.log.warn(
      {},
      'demo only: WEBHOOK_SECRET is not set, so webhooks are signed with a random key made for this process (set WEBHOOK_SECRET, or SEED_DEMO=no in production)',
    );

  let closing = false;
  let jobs: ReturnType<typeof startBackgroundJobs> | undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // close() stops accepting connections and waits for requests in flight; the outbox sender finishes
    // the mail in hand; then the database goes.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await jobs?.stop();
    await database.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  jobs = startBackgroundJobs({ database, config, log: app.log });
  app.log.info({ outbox: config.smtpUrl ? 'smtp' : path.join(config.dataDir, 'outbox') }, 'mail delivery');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
