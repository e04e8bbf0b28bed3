import { EventEmitter } from 'node:events';
import { SMTPServer } from 'smtp-server';

/** One mail the sink accepted (answered 250 to its DATA). */
export interface SunkMail {
  recipients: string[];
  messageId: string;
}

/**
 * A local SMTP server for tests: accepts every mail without authentication and keeps what it accepted.
 * A mail to an address in `holdFor` is held unanswered the first time (the sender sits mid-send until
 * its connection drops); 'held' is emitted then. Only answered mails count as delivered.
 */
export async function startSmtpSink(options: { holdFor?: string[] } = {}) {
  const delivered: SunkMail[] = [];
  const events = new EventEmitter();
  const held = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(\S+)/im.exec(text)?.[1] ?? '';
        const recipients = session.envelope.rcptTo.map((to) => to.address);
        const hold = recipients.find((to) => options.holdFor?.includes(to) && !held.has(to));
        if (hold) {
          held.add(hold);
          events.emit('held', { recipients, messageId });
          return; // never answered: the sender waits until it dies or times out
        }
        delivered.push({ recipients, messageId });
        events.emit('delivered');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    events,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
