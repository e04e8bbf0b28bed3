import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Config, configFromEnv } from '../config.ts';
import { type Database, openDatabase } from '../db/database.ts';

/** What an owner tool's command gets: the terminal's streams and the configured database. */
export interface DatabaseCommandIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  database: Database;
}

/**
 * Runs an owner tool when its file is the one node was started with (`npm run <tool> -- …`), not when a
 * test imports it: the configured database is opened, the command runs with the arguments, its answer
 * is the exit code, and the database is closed whatever happened.
 */
export async function runAsMain(
  moduleUrl: string,
  command: (argv: string[], io: DatabaseCommandIo, config: Config) => Promise<number>,
): Promise<void> {
  const script = process.argv[1];
  if (!script || moduleUrl !== pathToFileURL(path.resolve(script)).href) return;
  const config = configFromEnv();
  const database = await openDatabase({ url: config.databaseUrl });
  try {
    process.exitCode = await command(
      process.argv.slice(2),
      { stdout: process.stdout, stderr: process.stderr, database },
      config,
    );
  } finally {
    await database.destroy();
  }
}
