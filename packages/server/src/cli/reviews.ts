import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.ts';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/database.ts';
import { createModerationRepository, type OwnerRow } from '../modules/reviews/moderation-repository.ts';
import type { NewReview } from '../modules/reviews/review-record.ts';
import { createReviewRepository } from '../modules/reviews/review-repository.ts';
import { parseImportRecord, TRANSFER_COLUMNS, toTransferRecord } from '../modules/reviews/review-transfer.ts';
import { createUploadStore, type UploadStore } from '../modules/uploads/upload-store.ts';
import { formatCsvRecord, parseCsv, unprotectCell } from './csv.ts';
import { exitOnError, UsageError } from './usage.ts';

const USAGE = `Usage: npm run reviews -- <command> [arguments]

The site owner's tools for reviews, on DATABASE_URL (or the SQLite file in DATA_DIR).

Commands:
  pending                       list reviews waiting for approval
  approve <id…>                 publish reviews
  reject <id…>                  hide reviews (they stay stored; approve shows them again)
  delete <id…>                  delete reviews and their avatar files
  import <file.csv|file.json>   add reviews from a file; every refused row is reported
  export [--format csv|json]    write every review to stdout (default csv)

Exit codes: 0 done, 1 failed (or some ids or rows were refused), 2 usage error.`;

/** Ids in one call; more is a script that should batch. */
const MAX_IDS = 1000;
const IMPORT_BATCH = 500;

export interface CliIo {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  database: Database;
  uploads: UploadStore;
}

/**
 * Visitor text is printed to a terminal: control characters (escape sequences, bells, backspaces) and
 * invisible format characters (bidi overrides that reorder what the owner reads, zero-width ones) are
 * shown as escapes, never run. Markup is plain text here, printed as it was written.
 */
export const printable = (value: string) =>
  value.replace(/\p{Cc}|\p{Cf}/gu, (ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
  });

const oneLine = (value: string) => printable(value.replace(/\r?\n/g, ' ')).trim();

/** A long text, whole: each of its lines indented under the review, control characters shown. */
const whole = (value: string, indent: string) =>
  value
    .split(/\r?\n/)
    .map((line) => `${indent}${printable(line)}`)
    .join('\n');

function parseIds(args: string[]): number[] {
  if (!args.length) throw new UsageError('give at least one review id');
  if (args.length > MAX_IDS) throw new UsageError(`give at most ${MAX_IDS} ids at a time`);
  return args.map((arg) => {
    if (!/^\d{1,12}$/.test(arg) || Number(arg) < 1)
      throw new UsageError(`"${printable(arg)}" is not a review id`);
    return Number(arg);
  });
}

function reportMissing(io: CliIo, asked: number[], found: number[]): number {
  const missing = asked.filter((id) => !found.includes(id));
  if (missing.length) io.stderr.write(`No review with id ${missing.join(', ')}.\n`);
  return missing.length ? 1 : 0;
}

function describePending(row: OwnerRow): string {
  const stars = row.rating === null ? 'no rating' : `${row.rating}/5`;
  const where = [
    row.form_id !== null ? `form ${row.form_id}` : '',
    row.post_id !== null ? `post ${row.post_id}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  // Everything the review will show, whole: an owner must see what they approve.
  const lines = [
    `#${row.id}  ${row.created_at.slice(0, 16).replace('T', ' ')}  ${stars}  ${oneLine(row.reviewer_name)}` +
      `${where ? `  (${where})` : ''}`,
    `    e-mail:  ${oneLine(row.reviewer_email ?? '') || '(none)'}`,
    ...(row.company_name ? [`    company: ${oneLine(row.company_name)}`] : []),
    `    page:    ${oneLine(row.page_name ?? '')}  (${row.platform})`,
    ...(row.avatar_url ? [`    avatar:  ${oneLine(row.avatar_url)}`] : []),
    `    title:   ${row.title ? oneLine(row.title) : '(none)'}`,
    '    text:',
    row.text ? whole(row.text, '      ') : '      (no text)',
  ];
  return `${lines.join('\n')}\n`;
}

/** A bar rewritten in place on a terminal; nothing when the output is a file or a pipe. */
export function createProgressBar(stream: CliIo['stderr'], total: number) {
  const live = stream.isTTY === true;
  return {
    update(done: number) {
      if (!live) return;
      const width = 30;
      const filled = Math.round((done / Math.max(total, 1)) * width);
      stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} rows\x1b[K`);
    },
    finish() {
      if (live) stream.write('\n');
    },
  };
}

/** The records of an import file: a JSON array of objects, or CSV with a header row of column names. */
async function readImportFile(file: string): Promise<{ records: unknown[]; firstLine: number }> {
  const content = await fs.readFile(file, 'utf8');
  if (file.toLowerCase().endsWith('.json')) {
    const json: unknown = JSON.parse(content);
    if (!Array.isArray(json)) throw new Error(`${file}: a JSON import is an array of review objects`);
    return { records: json, firstLine: 1 };
  }
  if (!file.toLowerCase().endsWith('.csv')) throw new UsageError('the import file must end in .csv or .json');
  const [header, ...rows] = parseCsv(content);
  if (!header) return { records: [], firstLine: 2 };
  const unknown = header.filter((column) => !(TRANSFER_COLUMNS as readonly string[]).includes(column));
  if (unknown.length)
    throw new Error(
      `${file}: unknown column ${unknown.map(printable).join(', ')} (known: ${TRANSFER_COLUMNS.join(', ')})`,
    );
  const records = rows.map((row) =>
    Object.fromEntries(header.map((column, index) => [column, unprotectCell(row[index] ?? '')])),
  );
  return { records, firstLine: 2 };
}

async function importReviews(io: CliIo, file: string): Promise<number> {
  const { records, firstLine } = await readImportFile(file);
  const valid: NewReview[] = [];
  const errors: string[] = [];
  records.forEach((record, index) => {
    const outcome = parseImportRecord(record);
    if (outcome.ok) valid.push(outcome.review);
    else errors.push(`${path.basename(file)}: row ${index + firstLine}: ${printable(outcome.message)}`);
  });
  const repository = createReviewRepository(io.database.db, io.database.dialect);
  const progress = createProgressBar(io.stderr, valid.length);
  for (let start = 0; start < valid.length; start += IMPORT_BATCH) {
    await repository.insertMany(valid.slice(start, start + IMPORT_BATCH));
    progress.update(Math.min(start + IMPORT_BATCH, valid.length));
  }
  progress.finish();
  for (const error of errors.slice(0, 200)) io.stderr.write(`${error}\n`);
  if (errors.length > 200) io.stderr.write(`…and ${errors.length - 200} more refused rows.\n`);
  io.stdout.write(
    `Imported ${valid.length} review${valid.length === 1 ? '' : 's'}; refused ${errors.length} row${errors.length === 1 ? '' : 's'}.\n`,
  );
  return errors.length ? 1 : 0;
}

async function exportReviews(io: CliIo, format: 'csv' | 'json'): Promise<number> {
  // One error listener for the whole export (one per write piled up past Node's limit of 10);
  // a full buffer waits for 'drain' and nothing else.
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
    return await writeExport(io, format, write);
  } finally {
    io.stdout.off('error', onError);
  }
}

async function writeExport(
  io: CliIo,
  format: 'csv' | 'json',
  write: (text: string) => Promise<void>,
): Promise<number> {
  const moderation = createModerationRepository(io.database.db);
  if (format === 'csv') await write(`${formatCsvRecord(TRANSFER_COLUMNS)}\r\n`);
  else await write('[');
  let first = true;
  for await (const row of moderation.all()) {
    const record = toTransferRecord(row);
    if (format === 'csv')
      await write(`${formatCsvRecord(TRANSFER_COLUMNS.map((column) => record[column]))}\r\n`);
    else await write(`${first ? '\n' : ',\n'}${JSON.stringify(record)}`);
    first = false;
  }
  if (format === 'json') await write(first ? ']\n' : '\n]\n');
  return 0;
}

/** Runs one command; returns the exit code. Tests call this with their own database and streams. */
export async function runReviewsCommand(argv: string[], io: CliIo): Promise<number> {
  const [command, ...args] = argv;
  const moderation = createModerationRepository(io.database.db);
  try {
    switch (command) {
      case 'pending': {
        if (args.length) throw new UsageError('pending takes no arguments');
        const rows = await moderation.pending();
        if (!rows.length) io.stdout.write('No reviews are waiting for approval.\n');
        for (const row of rows) io.stdout.write(describePending(row));
        return 0;
      }
      case 'approve':
      case 'reject': {
        const ids = parseIds(args);
        const done = await moderation.moderate(ids, command === 'approve' ? 'approved' : 'rejected');
        if (done.length)
          io.stdout.write(`${command === 'approve' ? 'Published' : 'Hidden'}: ${done.join(', ')}.\n`);
        return reportMissing(io, ids, done);
      }
      case 'delete': {
        const ids = parseIds(args);
        const deleted = await moderation.remove(ids);
        for (const review of deleted) await io.uploads.remove(review.avatarUrl);
        if (deleted.length) io.stdout.write(`Deleted: ${deleted.map((review) => review.id).join(', ')}.\n`);
        return reportMissing(
          io,
          ids,
          deleted.map((review) => review.id),
        );
      }
      case 'import': {
        if (args.length !== 1 || !args[0]) throw new UsageError('import takes one file');
        return await importReviews(io, args[0]);
      }
      case 'export': {
        const { values } = parseArgs({
          args,
          options: { format: { type: 'string', default: 'csv' } },
          strict: true,
        });
        if (values.format !== 'csv' && values.format !== 'json')
          throw new UsageError('--format is csv or json');
        return await exportReviews(io, values.format);
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
    return exitOnError(io, 'reviews', USAGE, error);
  }
}

async function main(): Promise<number> {
  const config = configFromEnv();
  const database = await openDatabase({ url: config.databaseUrl });
  try {
    return await runReviewsCommand(process.argv.slice(2), {
      stdout: process.stdout,
      stderr: process.stderr,
      database,
      uploads: createUploadStore(path.join(config.dataDir, 'uploads')),
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
      console.error(`reviews: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
