import { parseArgs } from 'node:util';
import { NEWSLETTER_LIST_ID } from '@site-widgets/contract';
import type { Database } from '../db/database.ts';
import { createNewsletterRepository } from '../modules/newsletter/newsletter-repository.ts';
import { formatCsvRecord } from './csv.ts';
import { runAsMain } from './run-as-main.ts';
import { exitOnError, printable, UsageError } from './usage.ts';

const USAGE = `Usage: npm run newsletter -- <command> [arguments]

The newsletter lists (issue 17 item 6) and their subscribers, on DATABASE_URL (or the SQLite file in
DATA_DIR).

Commands:
  lists                                   every list: id, name, opt-in, Mailchimp audience, counts
  add-list <list id> <name> [--single-opt-in] [--remote <audience id>]
                                          adds a list (double opt-in unless --single-opt-in; pushed
                                          to the Mailchimp audience when MAILCHIMP_API_URL is set)
  subscribers <list id>                   the list's subscribers: address, status, dates
  export <list id>                        the list's subscribers as CSV on stdout (merge fields as JSON)

Exit codes: 0 done, 1 failed (no such list, id taken), 2 usage error.`;

export interface NewsletterCliIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  database: Database;
  now?: () => Date;
}

const listIdOf = (text: string | undefined) => {
  if (!text || !NEWSLETTER_LIST_ID.test(text))
    throw new UsageError('give a list id (letters, digits, - and _)');
  return text;
};

/** Runs one command; returns the exit code. */
export async function runNewsletterCommand(argv: string[], io: NewsletterCliIo): Promise<number> {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { 'single-opt-in': { type: 'boolean' }, remote: { type: 'string' } },
    });
    const [command, ...rest] = positionals;
    const newsletter = createNewsletterRepository(io.database.db);
    const existing = async (text: string | undefined) => {
      const listId = listIdOf(text);
      if (!(await newsletter.findList(listId))) throw new Error(`no list "${listId}"`);
      return listId;
    };
    switch (command) {
      case 'lists': {
        const lists = await newsletter.lists();
        if (!lists.length) io.stdout.write('No lists yet.\n');
        for (const list of lists)
          io.stdout.write(
            `${[
              list.listId,
              list.name,
              list.doubleOptIn ? 'double opt-in' : 'single opt-in',
              list.remoteListId ? `mailchimp ${list.remoteListId}` : 'local',
              `${list.subscribed} subscribed, ${list.pending} pending`,
            ]
              .map(printable)
              .join('\t')}\n`,
          );
        return 0;
      }
      case 'add-list': {
        const listId = listIdOf(rest[0]);
        const name = (rest[1] ?? '').trim();
        if (!name || name.length > 100 || /\p{Cc}/u.test(name))
          throw new UsageError('give the list a name (one line, up to 100 characters)');
        const remote = values.remote;
        if (remote !== undefined && !NEWSLETTER_LIST_ID.test(remote))
          throw new UsageError('--remote is a Mailchimp audience id (letters and digits)');
        const added = await newsletter.addList(
          { listId, name, doubleOptIn: !values['single-opt-in'], remoteListId: remote },
          (io.now ?? (() => new Date()))(),
        );
        if (!added) throw new Error(`a list "${listId}" exists already`);
        io.stdout.write(`List ${listId} added.\n`);
        return 0;
      }
      case 'subscribers': {
        const subscribers = await newsletter.subscribers(await existing(rest[0]));
        if (!subscribers.length) io.stdout.write('No subscribers yet.\n');
        for (const subscriber of subscribers)
          io.stdout.write(
            `${[subscriber.email, subscriber.status, subscriber.createdAt.slice(0, 16).replace('T', ' ')]
              .map(printable)
              .join('\t')}\n`,
          );
        return 0;
      }
      case 'export': {
        const subscribers = await newsletter.subscribers(await existing(rest[0]));
        io.stdout.write(
          `${formatCsvRecord(['email', 'status', 'merge_fields', 'interests', 'created_at', 'confirmed_at', 'unsubscribed_at'])}\r\n`,
        );
        for (const subscriber of subscribers)
          io.stdout.write(
            `${formatCsvRecord([
              subscriber.email,
              subscriber.status,
              JSON.stringify(subscriber.mergeFields),
              subscriber.interests.join(' '),
              subscriber.createdAt,
              subscriber.confirmedAt ?? '',
              subscriber.unsubscribedAt ?? '',
            ])}\r\n`,
          );
        return 0;
      }
      default:
        throw new UsageError(command ? `unknown command "${printable(command)}"` : 'give a command');
    }
  } catch (error) {
    return exitOnError(io, 'newsletter', USAGE, error, printable);
  }
}

await runAsMain(import.meta.url, (argv, io) => runNewsletterCommand(argv, io));
