import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { ClaimedMail } from './outbox-repository.ts';

export interface MailTransport {
  /** Delivers one mail; throws when it could not. */
  send(mail: ClaimedMail): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  /** `smtp://…` or `smtps://…`; absent: write .eml files into `outboxDirectory`. */
  smtpUrl: string | undefined;
  from: string;
  outboxDirectory: string;
  /**
   * Each SMTP wait (connect, greeting, a silent socket) gives up after this; default nodemailer's own.
   * The sender passes a third of the outbox lease, so a send ends before another instance may retake it.
   */
  timeoutMs?: number;
}

/**
 * The Message-ID is derived from the outbox row, so a mail sent twice (a sender died between sending
 * and marking it sent) carries the same id and mail clients show it once.
 */
function messageOf(mail: ClaimedMail, from: string) {
  return {
    from,
    to: mail.recipient,
    subject: mail.subject,
    text: mail.body,
    date: new Date(mail.createdAt),
    messageId: `<outbox-${mail.id}-${Date.parse(mail.createdAt)}@site-widgets.invalid>`,
    ...(mail.headers ? { headers: mail.headers } : {}),
  };
}

/** SMTP when configured; otherwise one `mail-<id>.eml` file per mail (idempotent: a resend overwrites it). */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  if (options.smtpUrl) {
    const timeouts = options.timeoutMs
      ? {
          connectionTimeout: options.timeoutMs,
          greetingTimeout: options.timeoutMs,
          socketTimeout: options.timeoutMs,
        }
      : {};
    const smtp = nodemailer.createTransport({ url: options.smtpUrl, ...timeouts });
    return {
      async send(mail) {
        await smtp.sendMail(messageOf(mail, options.from));
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await stream.sendMail(messageOf(mail, options.from));
      await fs.mkdir(options.outboxDirectory, { recursive: true });
      const file = path.join(options.outboxDirectory, `mail-${mail.id}.eml`);
      const temporary = `${file}.tmp-${process.pid}`;
      await fs.writeFile(temporary, info.message as Buffer);
      await fs.rename(temporary, file);
    },
    close: () => stream.close(),
  };
}
