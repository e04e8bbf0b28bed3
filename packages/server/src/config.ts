import path from 'node:path';
import * as z from 'zod/mini';

const envSchema = z.object({
  PORT: z._default(
    z.pipe(z.string().check(z.regex(/^\d{1,5}$/, 'must be a port number')), z.transform(Number)),
    3000,
  ),
  HOST: z._default(z.string(), '127.0.0.1'),
  /** `postgres://…` selects PostgreSQL; absent selects SQLite under DATA_DIR. */
  DATABASE_URL: z.optional(
    z
      .string()
      .check(z.regex(/^(postgres(ql)?:\/\/|file:|\/|\.)/, 'must be a postgres:// URL or a file path')),
  ),
  DATA_DIR: z._default(z.string(), './data'),
  /** HMAC secret for nonces; absent: generated once and kept in DATA_DIR. */
  NONCE_SECRET: z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** Proxy addresses whose X-Forwarded-For is believed (Fastify trustProxy); default none. */
  TRUST_PROXY: z.optional(z.string()),
  /** Seed the demo reviews into an empty database at start; default yes. */
  SEED_DEMO: z._default(z.enum(['yes', 'no']), 'yes'),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  nonceSecret: string | undefined;
  logLevel: string;
  trustProxy: string | undefined;
  seedDemo: boolean;
}

/** Reads the environment once; a bad value stops the start with the variable's name. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset, as in most deployment tools.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const databaseUrl = e.DATABASE_URL?.replace(/^file:/, '') ?? path.join(dataDir, 'site-widgets.sqlite');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl,
    dataDir,
    nonceSecret: e.NONCE_SECRET,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO === 'yes',
  };
}
