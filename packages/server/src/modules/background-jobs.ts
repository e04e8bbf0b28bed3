import path from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { removeOrphanFormBuilderUploads } from './forms/addon-form-builder/orphan-form-builder-uploads.ts';
import { createFormEntryRepository } from './forms/form-entry-repository.ts';
import { removeOrphanUploads } from './forms/uploads/orphan-uploads.ts';
import { createMailchimpClient } from './newsletter/mailchimp-client.ts';
import { MAILCHIMP_PUSH_JOB, mailchimpPushHandler } from './newsletter/mailchimp-push.ts';
import { createNewsletterRepository } from './newsletter/newsletter-repository.ts';
import { createMailTransport } from './outbox/mail-transport.ts';
import { createOutboxRepository } from './outbox/outbox-repository.ts';
import { createOutboxSender, type JobHandler } from './outbox/outbox-sender.ts';
import { createShopVisitorRepository } from './shop/shop-visitor-repository.ts';
import { createRateLimitCounter } from './submissions/rate-limit.ts';
import { createSubmissionRepository } from './submissions/submission-repository.ts';
import { createUploadStore } from './uploads/upload-store.ts';
import { startWebhookDelivery } from './webhooks/webhook-delivery-job.ts';

export interface BackgroundJobsOptions {
  database: Database;
  config: Pick<Config, 'dataDir' | 'smtpUrl' | 'mailFrom' | 'uploadTempGraceSeconds'> &
    Partial<Pick<Config, 'shopVisitorDays' | 'outboxLeaseSeconds' | 'webhooks' | 'mailchimp'>>;
  log: { info(object: unknown, message: string): void; error(object: unknown, message: string): void };
  /** Housekeeping interval; default 60 s. */
  housekeepingMs?: number;
}

/**
 * What runs beside the requests (started by main.ts, never by app.ts): the outbox sender, the webhook
 * worker (when WEBHOOK_SECRET is set), and every
 * minute the upload recovery (finish or remove unfinished uploads), the purge of old rate-limit
 * windows, of expired saved forms (embedded forms' partial entries) and of never-confirmed newsletter
 * signups. `stop()` lets the mail in hand finish.
 */
export function startBackgroundJobs(options: BackgroundJobsOptions) {
  const { database, config, log } = options;
  // Issue 18: every instance runs a sender; a claimed mail is held for the lease, and the SMTP
  // timeouts end a send well inside it, so no other instance retakes a mail that is still being sent.
  const leaseMs = (config.outboxLeaseSeconds ?? 60) * 1000;
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDirectory: path.join(config.dataDir, 'outbox'),
    timeoutMs: Math.floor(leaseMs / 3),
  });
  // Issue 17 item 5: the Mailchimp push is an outbox job (leased and retried like a mail); its time
  // limit is kept inside the lease for the same reason as SMTP's.
  const mailchimp = config.mailchimp;
  const jobs: Record<string, JobHandler> = mailchimp
    ? {
        [MAILCHIMP_PUSH_JOB]: mailchimpPushHandler(
          database.db,
          createMailchimpClient({
            ...mailchimp,
            timeoutMs: Math.min(mailchimp.timeoutMs, Math.floor(leaseMs / 3)),
          }),
        ),
      }
    : {};
  const sender = createOutboxSender({
    outbox: createOutboxRepository(database),
    transport,
    log,
    leaseMs,
    jobs,
  });
  const uploads = createUploadStore(path.join(config.dataDir, 'uploads'));
  const submissions = createSubmissionRepository(database.db);
  const rateLimits = createRateLimitCounter(database.db);
  const formEntries = createFormEntryRepository(database.db);
  const shopVisitors = createShopVisitorRepository(database.db);
  const shopVisitorDays = config.shopVisitorDays ?? 90;
  const newsletter = createNewsletterRepository(database.db);

  let housekeeping: Promise<void> = Promise.resolve();
  const runHousekeeping = () => {
    housekeeping = (async () => {
      try {
        const recovered = await uploads.recover(
          (url) => submissions.referencesUpload(url),
          config.uploadTempGraceSeconds * 1000,
        );
        if (recovered.completed || recovered.removed) log.info(recovered, 'unfinished uploads recovered');
        await rateLimits.purge(Date.now());
        // Issue 12 §5: saved forms past their expiry (30 days unless configured) are removed.
        const purged = await formEntries.purgeExpiredPartials(new Date());
        if (purged) log.info({ purged }, 'expired saved forms removed');
        // Issue 13 §3: uploads no entry took within 24 h are deleted, rows and files.
        const orphans = await removeOrphanUploads(database.db, config.dataDir, new Date());
        if (orphans) log.info({ orphans }, 'orphan form uploads removed');
        // Issue 17 item 5: the add-on form builder's uploads no submission took within 24 h.
        const builderOrphans = await removeOrphanFormBuilderUploads(database.db, config.dataDir, new Date());
        if (builderOrphans) log.info({ orphans: builderOrphans }, 'orphan form builder uploads removed');
        // Issue 15 item 1: shop visitors (wishlist, compare, cart) SHOP_VISITOR_DAYS after their last write.
        const inactive = await shopVisitors.purgeInactive(
          new Date(Date.now() - shopVisitorDays * 86_400_000),
        );
        if (inactive) log.info({ inactive }, 'inactive shop visitors removed');
        // Issue 17 item 6: newsletter signups never confirmed, 30 days after their link expired.
        const unconfirmed = await newsletter.purgeUnconfirmed(new Date(Date.now() - 30 * 86_400_000));
        if (unconfirmed) log.info({ unconfirmed }, 'unconfirmed newsletter signups removed');
      } catch (error) {
        log.error({ err: error }, 'housekeeping failed');
      }
    })();
  };
  runHousekeeping();
  const timer = setInterval(runHousekeeping, options.housekeepingMs ?? 60_000);
  timer.unref();
  sender.start();
  // Issue 17 item 5: form webhooks, leased like the mail (same lease), off without WEBHOOK_SECRET.
  const webhooks = config.webhooks
    ? startWebhookDelivery({ database, webhooks: config.webhooks, leaseMs, log })
    : undefined;

  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([sender.stop(), webhooks?.stop(), housekeeping]);
      transport.close();
    },
  };
}
