import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { DEMO_REVIEWS } from '../modules/reviews/demo-reviews.ts';
import { seedDemoIfEmpty } from '../modules/reviews/demo-seed.ts';
import { generateReviews } from '../modules/reviews/review-generator.ts';
import type { NewReview } from '../modules/reviews/review-record.ts';
import { createReviewRepository } from '../modules/reviews/review-repository.ts';
import { UsageError } from './usage.ts';

const USAGE = `Usage: npm run seed -- --reviews N [--seed S]

Adds N generated reviews to the database: DATABASE_URL when set, otherwise the SQLite file in
DATA_DIR (default ./data). An empty database gets the demo templates and demo reviews first.
Reviews are committed 5,000 at a time, so an interrupted run keeps what it has added.

Options:
  --reviews N   how many reviews to add, 1 to 5,000,000 (required)
  --seed S      generator seed, a whole number; the same seed adds the same reviews (default 1)
  --help        show this text`;

const MAX_REVIEWS = 5_000_000;
const MAX_SEED = 0xffff_ffff;
/** Reviews per transaction. */
const BATCH_SIZE = 5_000;
/** Rows per INSERT: 36 bound columns × 500 rows = 18,000, under SQLite's 32,766 parameters a statement. */
const ROWS_PER_STATEMENT = 500;

interface SeedOptions {
  reviews: number;
  seed: number;
}

function parseOptions(argv: string[]): SeedOptions | 'help' {
  let values: { reviews?: string; seed?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        reviews: { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return 'help';
  if (values.reviews === undefined) throw new UsageError('--reviews is required');
  const reviews = wholeNumber(values.reviews);
  if (reviews === undefined || reviews < 1 || reviews > MAX_REVIEWS)
    throw new UsageError(`--reviews must be a whole number from 1 to 5,000,000; got "${values.reviews}"`);
  const seed = wholeNumber(values.seed ?? '1');
  if (seed === undefined || seed > MAX_SEED)
    throw new UsageError(`--seed must be a whole number from 0 to ${MAX_SEED}; got "${values.seed}"`);
  return { reviews, seed };
}

/** Digits, optionally grouped with underscores (`1_000_000`); anything else is not a count. */
function wholeNumber(text: string): number | undefined {
  return /^\d+(_\d+)*$/.test(text) ? Number(text.replaceAll('_', '')) : undefined;
}

const formatCount = (value: number) => Math.round(value).toLocaleString('en-GB');

/** One line rewritten in place on a terminal; a plain line every tenth of the way otherwise (logs, CI). */
function createProgress(total: number, stream: NodeJS.WriteStream = process.stdout) {
  const started = performance.now();
  const live = stream.isTTY === true;
  let printedTenths = 0;
  const seconds = () => (performance.now() - started) / 1000;
  const line = (done: number) =>
    `${formatCount(done)} / ${formatCount(total)} reviews (${Math.floor((done * 100) / total)}%), ` +
    `${formatCount(done / Math.max(seconds(), 0.001))} reviews/s`;

  return {
    update(done: number): void {
      if (live) {
        stream.write(`\r${line(done)}\x1b[K`);
        return;
      }
      const tenths = Math.floor((done * 10) / total);
      if (tenths > printedTenths) {
        printedTenths = tenths;
        stream.write(`${line(done)}\n`);
      }
    },
    /** Ends the live line and returns the elapsed seconds. */
    finish(): number {
      if (live) stream.write('\n');
      return seconds();
    },
  };
}

/** Where the reviews go, without a PostgreSQL password. */
function describeDatabase(url: string): string {
  if (!/^postgres(ql)?:\/\//.test(url)) return `SQLite ${url}`;
  const parsed = new URL(url);
  return `PostgreSQL ${parsed.host}${parsed.pathname}`;
}

async function main(argv: string[]): Promise<number> {
  let options: SeedOptions | 'help';
  try {
    options = parseOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`seed: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }

  const config = configFromEnv();
  const database = await openDatabase({ url: config.databaseUrl });
  try {
    console.log(`Seeding ${describeDatabase(config.databaseUrl)}`);
    if (await seedDemoIfEmpty(database))
      console.log(`Added the demo templates and ${DEMO_REVIEWS.length} demo reviews.`);

    const repository = createReviewRepository(database.db, database.dialect);
    const progress = createProgress(options.reviews);
    let batch: NewReview[] = [];
    let added = 0;
    for (const review of generateReviews(options.reviews, options.seed)) {
      batch.push(review);
      if (batch.length < BATCH_SIZE) continue;
      await repository.insertMany(batch, ROWS_PER_STATEMENT);
      added += batch.length;
      batch = [];
      progress.update(added);
    }
    if (batch.length) {
      await repository.insertMany(batch, ROWS_PER_STATEMENT);
      added += batch.length;
      progress.update(added);
    }
    const seconds = progress.finish();
    const total = await repository.countAll();
    console.log(
      `Added ${formatCount(added)} reviews in ${seconds.toFixed(1)} s ` +
        `(${formatCount(added / Math.max(seconds, 0.001))} reviews/s); the database now holds ${formatCount(total)}.`,
    );
    return 0;
  } finally {
    await database.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`seed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
