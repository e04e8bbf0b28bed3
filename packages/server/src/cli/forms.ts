import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Database } from '../db/database.ts';
import {
  createFormDefinitionRepository,
  InvalidFormDefinition,
  parseFormDefinition,
  type StoredForm,
} from '../modules/forms/form-definition-repository.ts';
import { createFormEntryRepository } from '../modules/forms/form-entry-repository.ts';
import { allFields } from '../modules/forms/form-values.ts';
import { formatCsvRecord } from './csv.ts';
import { runAsMain } from './run-as-main.ts';
import { exitOnError, printable, UsageError } from './usage.ts';

const USAGE = `Usage: npm run forms -- <command> [arguments]

The site owner's embedded forms (issue 12), on DATABASE_URL (or the SQLite file in DATA_DIR).

Commands:
  list                                   every form: id, slug, title, pages, entries, saved forms
  show <id|slug>                         one form's definition as JSON
  import <file.json>                     add or replace forms (one definition or an array); refused ones are listed
  export [id|slug]                       definitions as a JSON array on stdout
  entries <id|slug> [--saved]            a form's entries (or its saved, unfinished ones)
  export-entries <id|slug> [--format csv|json]   every entry on stdout (default csv)

Exit codes: 0 done, 1 failed (or some definitions were refused), 2 usage error.`;

export interface FormsCliIo {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  database: Database;
  now?: () => Date;
}

/** A bar rewritten in place on a terminal; nothing when the output is a file or a pipe. */
function createProgressBar(stream: FormsCliIo['stderr'], total: number, noun: string) {
  const live = stream.isTTY === true;
  return {
    update(done: number) {
      if (!live) return;
      const filled = Math.round((done / Math.max(total, 1)) * 30);
      stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(30 - filled)}] ${done}/${total} ${noun}\x1b[K`);
    },
    finish() {
      if (live) stream.write('\n');
    },
  };
}

async function findForm(io: FormsCliIo, key: string | undefined): Promise<StoredForm> {
  if (!key) throw new UsageError('give a form id or slug');
  const form = await createFormDefinitionRepository(io.database.db).findBySlugOrId(key);
  if (!form) throw new Error(`no form "${printable(key)}"`);
  return form;
}

async function importForms(io: FormsCliIo, file: string | undefined): Promise<number> {
  if (!file) throw new UsageError('give a JSON file');
  let parsed: unknown;
  try {
    parsed = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const inputs = Array.isArray(parsed) ? parsed : [parsed];
  const repository = createFormDefinitionRepository(io.database.db);
  const refused: string[] = [];
  let written = 0;
  const progress = createProgressBar(io.stderr, inputs.length, 'forms');
  for (const [index, input] of inputs.entries()) {
    try {
      await repository.save(parseFormDefinition(input), (io.now ?? (() => new Date()))());
      written++;
    } catch (error) {
      if (!(error instanceof InvalidFormDefinition)) throw error;
      refused.push(`form ${index + 1}: ${printable(error.message)}`);
    }
    progress.update(index + 1);
  }
  progress.finish();
  for (const line of refused) io.stderr.write(`${line}\n`);
  io.stdout.write(`Written ${written}; refused ${refused.length}.\n`);
  return refused.length ? 1 : 0;
}

async function exportEntries(io: FormsCliIo, form: StoredForm, format: string): Promise<number> {
  const entries = await createFormEntryRepository(io.database.db).entries(form.definition.id);
  const progress = createProgressBar(io.stderr, entries.length, 'entries');
  if (format === 'json') {
    io.stdout.write(`${JSON.stringify(entries, null, 2)}\n`);
    progress.update(entries.length);
  } else {
    const fields = allFields(form.definition).filter(
      (field) => field.type !== 'section' && field.type !== 'html',
    );
    io.stdout.write(
      `${formatCsvRecord(['id', 'created_at', 'spam', 'page_url', 'ip', ...fields.map((field) => field.label)])}\r\n`,
    );
    entries.forEach((entry, index) => {
      const shown = new Map(entry.displayValues.map((value) => [value.id, value.value]));
      io.stdout.write(
        `${formatCsvRecord([
          String(entry.id),
          entry.createdAt,
          entry.isSpam ? 'yes' : 'no',
          entry.pageUrl,
          entry.clientIp,
          ...fields.map((field) => shown.get(field.id) ?? ''),
        ])}\r\n`,
      );
      progress.update(index + 1);
    });
  }
  progress.finish();
  return 0;
}

/** Runs one command; returns the exit code. */
export async function runFormsCommand(argv: string[], io: FormsCliIo): Promise<number> {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { format: { type: 'string' }, saved: { type: 'boolean' } },
    });
    const [command, ...rest] = positionals;
    const definitions = createFormDefinitionRepository(io.database.db);
    const entries = createFormEntryRepository(io.database.db);
    switch (command) {
      case 'list': {
        for (const form of await definitions.list()) {
          const { id, slug, title, pages } = form.definition;
          const count = await entries.countEntries(id);
          const saved = (await entries.listPartials(id)).length;
          io.stdout.write(
            `${id}\t${slug}\t${printable(title)}\t${pages.length} page(s)\t${count} entries\t${saved} saved\n`,
          );
        }
        return 0;
      }
      case 'show':
        io.stdout.write(`${JSON.stringify((await findForm(io, rest[0])).definition, null, 2)}\n`);
        return 0;
      case 'import':
        return await importForms(io, rest[0]);
      case 'export': {
        const forms = rest[0] ? [await findForm(io, rest[0])] : await definitions.list();
        io.stdout.write(
          `${JSON.stringify(
            forms.map((form) => form.definition),
            null,
            2,
          )}\n`,
        );
        return 0;
      }
      case 'entries': {
        const form = await findForm(io, rest[0]);
        if (values.saved) {
          for (const partial of await entries.listPartials(form.definition.id))
            io.stdout.write(
              `${partial.token}\tpage ${partial.pageNumber}\tsaved ${partial.createdAt.slice(0, 16)}\texpires ${partial.expiresAt.slice(0, 10)}\t${printable(partial.email ?? '(no link sent)')}\n`,
            );
          return 0;
        }
        for (const entry of await entries.entries(form.definition.id)) {
          io.stdout.write(
            `#${entry.id}  ${entry.createdAt.slice(0, 16).replace('T', ' ')}${entry.isSpam ? '  [spam]' : ''}  ${printable(entry.pageUrl)}\n`,
          );
          for (const value of entry.displayValues)
            io.stdout.write(
              `    ${printable(value.label)}: ${printable(value.value.replace(/\r?\n/g, ' '))}\n`,
            );
        }
        return 0;
      }
      case 'export-entries': {
        const format = values.format ?? 'csv';
        if (format !== 'csv' && format !== 'json') throw new UsageError('--format is csv or json');
        return await exportEntries(io, await findForm(io, rest[0]), format);
      }
      default:
        throw new UsageError(command ? `unknown command "${printable(command)}"` : 'give a command');
    }
  } catch (error) {
    return exitOnError(io, 'forms', USAGE, error);
  }
}

await runAsMain(import.meta.url, (argv, io) => runFormsCommand(argv, io));
