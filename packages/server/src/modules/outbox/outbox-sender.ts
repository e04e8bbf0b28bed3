import { randomBytes } from 'node:crypto';
import { createPollingLoop } from '../polling-loop.ts';
import type { MailTransport } from './mail-transport.ts';
import {
  type ClaimedJob,
  jobOf,
  MAIL_KIND,
  MAX_ATTEMPTS,
  type OutboxRepository,
} from './outbox-repository.ts';

/** Does one job of the outbox (issue 17: the Mailchimp push); throws to have it retried after the lease. */
export type JobHandler = (job: ClaimedJob) => Promise<void>;

export interface OutboxSenderOptions {
  outbox: OutboxRepository;
  transport: MailTransport;
  /** Handlers of the outbox's job kinds; a job of a kind without one fails (and is retried later). */
  jobs?: Readonly<Record<string, JobHandler>>;
  /** This sender's name in claimed_by; default a random one per process. */
  worker?: string;
  /** A claim older than this is taken again (its sender died); default 60 s. */
  leaseMs?: number;
  /** Pause between polls when the outbox is empty; default 2 s. */
  pollMs?: number;
  now?: () => Date;
  log?: { error(object: unknown, message: string): void };
}

/**
 * Delivers the outbox after the commit, one claimed row at a time: claim, send, mark sent. Started by
 * main.ts (app.ts stays listen-free), stopped before the database closes. A crash after sending and
 * before marking sends that mail again after the lease: at least once, never lost.
 */
export function createOutboxSender(options: OutboxSenderOptions) {
  const worker = options.worker ?? `sender-${process.pid}-${randomBytes(4).toString('hex')}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const now = options.now ?? (() => new Date());
  const loop = createPollingLoop({
    pass: () => runOnce(),
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
    onError: (error) => options.log?.error({ err: error }, 'outbox sender: database error'),
  });

  /** Sends every claimable mail; returns how many were sent. */
  async function runOnce(): Promise<number> {
    let sent = 0;
    while (!loop.stopping()) {
      const mail = await options.outbox.claimNext(worker, now(), leaseMs);
      if (!mail) break;
      try {
        if (mail.kind === MAIL_KIND) await options.transport.send(mail);
        else {
          const handler = options.jobs?.[mail.kind];
          if (!handler) throw new Error(`no handler for outbox jobs of kind ${mail.kind}`);
          await handler(jobOf(mail));
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await options.outbox.markFailed(mail.id, worker, message);
        const final = mail.attempts >= MAX_ATTEMPTS ? ' (giving up)' : '';
        const what = mail.kind === MAIL_KIND ? 'notification mail' : `outbox job ${mail.kind}`;
        options.log?.error(
          { outboxId: mail.id, attempts: mail.attempts },
          `${what} failed${final}: ${message}`,
        );
        continue;
      }
      await options.outbox.markSent(mail.id, worker, now());
      sent++;
    }
    return sent;
  }

  return {
    worker,
    runOnce,
    start: loop.start,
    /** Finishes the mail in hand, then stops. */
    stop: loop.stop,
  };
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;
