import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as z from 'zod/mini';
import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { checkSettings, type SettingsCheck } from '../modules/settings-records.ts';
import { UsageError } from './usage.ts';

/** One kind of settings record the owner configures from the command line (forms, floats). */
export interface SettingsKind<R extends { id: number; name: string }> {
  /** `forms`, `floats`: the npm script's name. */
  command: string;
  /** `form`, `float`: one record, in messages. */
  noun: string;
  schema: z.ZodMiniType<unknown> & { shape: Record<string, unknown> };
  /**
   * Checks settings instead of `checkSettings(schema, …)`, for records whose schema depends on the
   * settings themselves (catalogue widgets: a `kind` picks the grid or live-search schema).
   */
  check?(settings: unknown): SettingsCheck<unknown>;
  repository(db: Awaited<ReturnType<typeof openDatabase>>['db']): {
    find(id: number): Promise<R | undefined>;
    list(): Promise<R[]>;
    replace(id: number, name: string, settings: unknown): Promise<boolean>;
    insert(name: string, settings: never): Promise<number>;
  };
}

export interface SettingsIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  database: Awaited<ReturnType<typeof openDatabase>>;
}

const usage = (kind: SettingsKind<never>) => `Usage: npm run ${kind.command} -- <command> [arguments]

The site owner's ${kind.noun}s, on DATABASE_URL (or the SQLite file in DATA_DIR). Every change is
checked as the server checks it; a refused one writes nothing.

Commands:
  list                         every ${kind.noun}: id and name
  show <id>                    one ${kind.noun} as JSON: id, name, settings (defaults filled in)
  set <id> <setting> <value>   change one setting; the value is JSON (true, 3000, ["a"]) or else text
  rename <id> <name>           change the name
  export                       every ${kind.noun} as a JSON array
  import <file.json>           a JSON array of {id?, name, settings}: an id replaces that ${kind.noun},
                               none adds one; every refused entry is reported

Exit codes: 0 done, 1 failed (or some entries were refused), 2 usage error.`;

/** The settings of a record: everything but its id and name. */
function settingsOf<R extends { id: number; name: string }>(record: R): Record<string, unknown> {
  const { id: _id, name: _name, ...settings } = record;
  return settings;
}

function parseId(text: string | undefined, noun: string): number {
  if (!text || !/^\d{1,9}$/.test(text) || Number(text) < 1) throw new UsageError(`give a ${noun} id`);
  return Number(text);
}

/** A value on the command line: JSON when it parses, otherwise the text itself. */
function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const NAME = /^[^\p{Cc}]{1,120}$/u;

export async function runSettingsCommand<R extends { id: number; name: string }>(
  kind: SettingsKind<R>,
  argv: string[],
  io: SettingsIo,
): Promise<number> {
  const [command, ...args] = argv;
  const records = kind.repository(io.database.db);
  const Noun = kind.noun[0]?.toUpperCase() + kind.noun.slice(1);
  const require = async (id: number) => {
    const record = await records.find(id);
    if (!record) throw new Error(`no ${kind.noun} with id ${id}`);
    return record;
  };
  try {
    switch (command) {
      case 'list': {
        const all = await records.list();
        if (!all.length) io.stdout.write(`No ${kind.noun}s yet.\n`);
        for (const record of all) io.stdout.write(`#${record.id}  ${JSON.stringify(record.name)}\n`);
        return 0;
      }
      case 'show': {
        const record = await require(parseId(args[0], kind.noun));
        const shown = { id: record.id, name: record.name, settings: settingsOf(record) };
        io.stdout.write(`${JSON.stringify(shown, null, 2)}\n`);
        return 0;
      }
      case 'set': {
        const id = parseId(args[0], kind.noun);
        const [, setting, value] = args;
        if (!setting || value === undefined || args.length !== 3)
          throw new UsageError('set takes an id, a setting and a value');
        const record = await require(id);
        const settings = { ...settingsOf(record), [setting]: parseValue(value) };
        const checked = kind.check ? kind.check(settings) : checkSettings(kind.schema, settings);
        if (!checked.ok) throw new Error(`${kind.noun} ${id}: ${checked.message}`);
        await records.replace(id, record.name, checked.settings);
        io.stdout.write(`${Noun} ${id}: ${setting} set.\n`);
        return 0;
      }
      case 'rename': {
        const id = parseId(args[0], kind.noun);
        const name = args.slice(1).join(' ');
        if (!NAME.test(name)) throw new UsageError('rename takes an id and a name of 1–120 characters');
        const record = await require(id);
        await records.replace(id, name, settingsOf(record));
        io.stdout.write(`${Noun} ${id} renamed.\n`);
        return 0;
      }
      case 'export': {
        if (args.length) throw new UsageError('export takes no arguments');
        const all = (await records.list()).map((record) => ({
          id: record.id,
          name: record.name,
          settings: settingsOf(record),
        }));
        io.stdout.write(`${JSON.stringify(all, null, 2)}\n`);
        return 0;
      }
      case 'import': {
        if (args.length !== 1 || !args[0]) throw new UsageError('import takes one file');
        return await importRecords(kind, records, args[0], io);
      }
      case undefined:
        throw new UsageError('give a command');
      case 'help':
      case '--help':
      case '-h':
        io.stdout.write(`${usage(kind as never)}\n`);
        return 0;
      default:
        throw new UsageError(`unknown command ${JSON.stringify(command)}`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`${kind.command}: ${error.message}\n\n${usage(kind as never)}\n`);
      return 2;
    }
    io.stderr.write(`${kind.command}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

async function importRecords<R extends { id: number; name: string }>(
  kind: SettingsKind<R>,
  records: ReturnType<SettingsKind<R>['repository']>,
  file: string,
  io: SettingsIo,
): Promise<number> {
  let entries: unknown;
  try {
    entries = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : 'cannot be read'}`);
  }
  if (!Array.isArray(entries)) throw new Error(`${file}: an import is a JSON array of ${kind.noun}s`);
  const refused: string[] = [];
  let replaced = 0;
  let added = 0;
  for (const [index, entry] of entries.entries()) {
    const where = `entry ${index + 1}`;
    const { id, name, settings } = (entry ?? {}) as { id?: unknown; name?: unknown; settings?: unknown };
    if (typeof name !== 'string' || !NAME.test(name)) {
      refused.push(`${where}: name: must be text of 1–120 characters`);
      continue;
    }
    const checked = kind.check ? kind.check(settings) : checkSettings(kind.schema, settings);
    if (!checked.ok) {
      refused.push(`${where}: ${checked.message}`);
      continue;
    }
    if (id === undefined) {
      await records.insert(name, checked.settings as never);
      added++;
    } else if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
      refused.push(`${where}: id: must be a ${kind.noun} id, or left out to add one`);
    } else if (await records.replace(id, name, checked.settings)) {
      replaced++;
    } else {
      refused.push(`${where}: id: no ${kind.noun} with id ${id} (leave the id out to add one)`);
    }
  }
  for (const line of refused) io.stderr.write(`${line}\n`);
  io.stdout.write(`Replaced ${replaced}, added ${added}; refused ${refused.length}.\n`);
  return refused.length ? 1 : 0;
}

/** The entry point of `npm run review-forms` / `npm run floats`. */
export async function runSettingsCli<R extends { id: number; name: string }>(
  kind: SettingsKind<R>,
  moduleUrl: string,
) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(path.resolve(process.argv[1])).href) return;
  const config = configFromEnv();
  const database = await openDatabase({ url: config.databaseUrl });
  let code = 1;
  try {
    code = await runSettingsCommand(kind, process.argv.slice(2), {
      stdout: process.stdout,
      stderr: process.stderr,
      database,
    });
  } finally {
    await database.destroy();
  }
  process.exitCode = code;
}
