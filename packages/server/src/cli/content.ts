import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.ts';
import { type Database, openDatabase } from '../db/database.ts';
import type { ContentKind, ContentStatus } from '../db/schema.ts';
import { exportContent } from '../modules/catalogue/content-export.ts';
import { CONTENT_COLUMNS, parseContentRecord } from '../modules/catalogue/content-record.ts';
import { ContentRowError, createContentRepository } from '../modules/catalogue/content-repository.ts';
import { createMediaStore, type MediaStore, mediaDirectoryOf } from '../modules/catalogue/media-store.ts';
import { MAX_WXR_BYTES, parseWxr } from '../modules/catalogue/wxr-import.ts';
import { formatCsvRecord, parseCsv, unprotectCell } from './csv.ts';
import { createProgressBar, printable } from './reviews.ts';
import { exitOnError, UsageError } from './usage.ts';

const USAGE = `Usage: npm run content -- <command> [arguments]

The site owner's tools for posts, pages, media and products, on DATABASE_URL (or the SQLite file in
DATA_DIR). Images go to DATA_DIR/media.

Commands:
  import <file.json|file.csv|file.xml> [--media-dir <dir>]
                                 add or update items (a WordPress export is .xml); every refused row
                                 is reported and writes nothing; image files are read from --media-dir
                                 (default: the import file's folder)
  export [--format json|csv]     write every item to stdout (default json)
  list [--kind post|page|media|product] [--status published|draft|private]
                                 list items, drafts and private ones too
  publish <id…>                  make items visible
  unpublish <id…>                make items drafts again
  delete <id…>                   delete items (and their terms' links, media and product rows, and
                                 image files no other item uses)

Exit codes: 0 done, 1 failed (or some ids or rows were refused), 2 usage error.`;

const MAX_IDS = 1000;
/** JSON and CSV imports are read whole; larger catalogues are split into several files. */
const MAX_IMPORT_BYTES = 64 * 1024 * 1024;
/** One image file; larger photos are resized by the owner's camera tools first. */
const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
const KINDS: ContentKind[] = ['post', 'page', 'media', 'product'];
const STATUSES: ContentStatus[] = ['published', 'draft', 'private'];

export interface ContentCliIo {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  database: Database;
  media: MediaStore;
}

interface ImportRow {
  label: string;
  record: unknown;
}

function parseIds(args: string[]): number[] {
  if (!args.length) throw new UsageError('give at least one item id');
  if (args.length > MAX_IDS) throw new UsageError(`give at most ${MAX_IDS} ids at a time`);
  return args.map((arg) => {
    if (!/^\d{1,12}$/.test(arg) || Number(arg) < 1)
      throw new UsageError(`"${printable(arg)}" is not an item id`);
    return Number(arg);
  });
}

async function readImportRows(file: string): Promise<{ rows: ImportRow[]; skipped: number }> {
  const stat = await fs.stat(file);
  const extension = path.extname(file).toLowerCase();
  if (!['.json', '.csv', '.xml'].includes(extension))
    throw new UsageError('the import file must end in .json, .csv or .xml (a WordPress export)');
  if (stat.size > (extension === '.xml' ? MAX_WXR_BYTES : MAX_IMPORT_BYTES))
    throw new Error(`${path.basename(file)} is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MiB; split it`);
  const text = await fs.readFile(file, 'utf8');
  if (extension === '.xml') {
    const { rows, skipped } = parseWxr(text);
    return { rows, skipped };
  }
  if (extension === '.json') {
    const json: unknown = JSON.parse(text);
    if (!Array.isArray(json))
      throw new Error(`${path.basename(file)}: a JSON import is an array of item objects`);
    return { rows: json.map((record, index) => ({ label: `row ${index + 1}`, record })), skipped: 0 };
  }
  const [header, ...records] = parseCsv(text);
  if (!header) return { rows: [], skipped: 0 };
  const unknown = header.filter((column) => !(CONTENT_COLUMNS as readonly string[]).includes(column));
  if (unknown.length)
    throw new Error(
      `${path.basename(file)}: unknown column ${unknown.map(printable).join(', ')} (known: ${CONTENT_COLUMNS.join(', ')})`,
    );
  return {
    rows: records.map((row, index) => ({
      label: `row ${index + 2}`,
      record: Object.fromEntries(header.map((column, at) => [column, unprotectCell(row[at] ?? '')])),
    })),
    skipped: 0,
  };
}

/** Media first (items point at it), then the rest, grouped parents before children; stable otherwise. */
function importOrder(row: ImportRow): number {
  const record = (typeof row.record === 'object' && row.record !== null ? row.record : {}) as Record<
    string,
    unknown
  >;
  if (record.kind === 'media') return 0;
  return record.parent ? 2 : 1;
}

/** An image named by an import row: inside the media folder only (no `../`, no absolute path elsewhere). */
async function readImage(mediaDir: string, file: string): Promise<Buffer> {
  const base = path.resolve(mediaDir);
  const resolved = path.resolve(base, file.replace(/^https?:\/\/[^/]+\/(wp-content\/uploads\/)?/, ''));
  if (resolved !== base && !resolved.startsWith(`${base}${path.sep}`))
    throw new ContentRowError(`file: ${file} is outside the media folder`);
  const stat = await fs.stat(resolved).catch(() => undefined);
  if (!stat?.isFile()) throw new ContentRowError(`file: ${file} not found in ${mediaDir} (see --media-dir)`);
  if (stat.size > MAX_IMAGE_BYTES) throw new ContentRowError(`file: ${file} is larger than 25 MiB`);
  return fs.readFile(resolved);
}

async function importContent(io: ContentCliIo, file: string, mediaDir: string): Promise<number> {
  const { rows, skipped } = await readImportRows(file);
  const ordered = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => importOrder(a.row) - importOrder(b.row) || a.index - b.index);
  const repository = createContentRepository(io.database.db);
  const progress = createProgressBar(io.stderr, ordered.length);
  const errors: string[] = [];
  let created = 0;
  let updated = 0;
  for (const [done, { row }] of ordered.entries()) {
    try {
      const outcome = parseContentRecord(row.record);
      if (!outcome.ok) throw new ContentRowError(outcome.message);
      let image = null;
      if (outcome.record.media) {
        const stored = await io.media.store(await readImage(mediaDir, outcome.record.media.file));
        if (!stored.ok) throw new ContentRowError(`file: ${stored.message}`);
        image = stored.image;
      }
      const result = await repository.upsert(outcome.record, image);
      if (result.created) created++;
      else updated++;
    } catch (error) {
      if (!(error instanceof ContentRowError)) throw error;
      errors.push(`${path.basename(file)}: ${row.label}: ${printable(error.message)}`);
    }
    progress.update(done + 1);
  }
  progress.finish();
  for (const error of errors.slice(0, 200)) io.stderr.write(`${error}\n`);
  if (errors.length > 200) io.stderr.write(`…and ${errors.length - 200} more refused rows.\n`);
  io.stdout.write(
    `Imported ${created} new and ${updated} updated item${created + updated === 1 ? '' : 's'}; ` +
      `refused ${errors.length} row${errors.length === 1 ? '' : 's'}` +
      `${skipped ? `; skipped ${skipped} of other types` : ''}.\n`,
  );
  return errors.length ? 1 : 0;
}

async function exportAll(io: ContentCliIo, format: 'csv' | 'json'): Promise<number> {
  let failed: unknown;
  const onError = (error: unknown) => {
    failed = error;
  };
  io.stdout.on('error', onError);
  const write = async (text: string) => {
    if (failed) throw failed;
    if (!io.stdout.write(text)) await new Promise<void>((resolve) => io.stdout.once('drain', resolve));
  };
  try {
    if (format === 'csv') await write(`${formatCsvRecord(CONTENT_COLUMNS)}\r\n`);
    else await write('[');
    let first = true;
    for await (const record of exportContent(io.database.db)) {
      if (format === 'csv')
        await write(`${formatCsvRecord(CONTENT_COLUMNS.map((column) => record[column]))}\r\n`);
      else await write(`${first ? '\n' : ',\n'}${JSON.stringify(record)}`);
      first = false;
    }
    if (format === 'json') await write(first ? ']\n' : '\n]\n');
    return 0;
  } finally {
    io.stdout.off('error', onError);
  }
}

function reportMissing(io: ContentCliIo, asked: number[], found: number[]): number {
  const missing = asked.filter((id) => !found.includes(id));
  if (missing.length) io.stderr.write(`No item with id ${missing.join(', ')}.\n`);
  return missing.length ? 1 : 0;
}

/** Runs one command; returns the exit code. Tests call this with their own database and streams. */
export async function runContentCommand(argv: string[], io: ContentCliIo): Promise<number> {
  const [command, ...args] = argv;
  const repository = createContentRepository(io.database.db);
  try {
    switch (command) {
      case 'import': {
        const { values, positionals } = parseArgs({
          args,
          options: { 'media-dir': { type: 'string' } },
          allowPositionals: true,
          strict: true,
        });
        const [file, ...extra] = positionals;
        if (!file || extra.length) throw new UsageError('import takes one file');
        return await importContent(io, file, values['media-dir'] ?? path.dirname(path.resolve(file)));
      }
      case 'export': {
        const { values } = parseArgs({
          args,
          options: { format: { type: 'string', default: 'json' } },
          strict: true,
        });
        if (values.format !== 'csv' && values.format !== 'json')
          throw new UsageError('--format is csv or json');
        return await exportAll(io, values.format);
      }
      case 'list': {
        const { values } = parseArgs({
          args,
          options: { kind: { type: 'string' }, status: { type: 'string' } },
          strict: true,
        });
        const kind = values.kind as ContentKind | undefined;
        const status = values.status as ContentStatus | undefined;
        if (kind !== undefined && !KINDS.includes(kind))
          throw new UsageError(`--kind is ${KINDS.join(', ')}`);
        if (status !== undefined && !STATUSES.includes(status))
          throw new UsageError(`--status is ${STATUSES.join(', ')}`);
        const rows = await repository.list({ kind, status });
        if (!rows.length) io.stdout.write('No items.\n');
        for (const row of rows)
          io.stdout.write(
            `#${row.id}  ${row.kind.padEnd(7)} ${row.status.padEnd(9)} ${row.publishedAt.slice(0, 10)}  ` +
              `${printable(row.title.replace(/\r?\n/g, ' ')) || '(no title)'}  /${row.slug}` +
              `${row.passwordProtected ? '  [password]' : ''}\n`,
          );
        return 0;
      }
      case 'publish':
      case 'unpublish': {
        const ids = parseIds(args);
        const done = await (command === 'publish' ? repository.publish(ids) : repository.unpublish(ids));
        if (done.length)
          io.stdout.write(`${command === 'publish' ? 'Published' : 'Unpublished'}: ${done.join(', ')}.\n`);
        return reportMissing(io, ids, done);
      }
      case 'delete': {
        const ids = parseIds(args);
        const { deleted: done, unusedFiles } = await repository.removeWithFiles(ids);
        // After the commit: a failure here leaves a stray file, never an item without its image.
        const removedFiles = await io.media.remove(unusedFiles);
        if (done.length)
          io.stdout.write(
            `Deleted: ${done.join(', ')}.${removedFiles.length ? ` Image files deleted: ${removedFiles.length}.` : ''}\n`,
          );
        return reportMissing(io, ids, done);
      }
      case undefined:
        throw new UsageError('give a command');
      case 'help':
      case '--help':
      case '-h':
        io.stdout.write(`${USAGE}\n`);
        return 0;
      default:
        throw new UsageError(`unknown command "${printable(command)}"`);
    }
  } catch (error) {
    return exitOnError(io, 'content', USAGE, error, printable);
  }
}

async function main(): Promise<number> {
  const config = configFromEnv();
  const database = await openDatabase({ url: config.databaseUrl });
  try {
    return await runContentCommand(process.argv.slice(2), {
      stdout: process.stdout,
      stderr: process.stderr,
      database,
      media: createMediaStore(mediaDirectoryOf(config.dataDir)),
    });
  } finally {
    await database.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`content: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
