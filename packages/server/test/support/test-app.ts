import { randomBytes } from 'node:crypto';
import { NONCE_FIELD } from '@site-widgets/contract';
import { buildApp } from '../../src/app.ts';
import type { Database, DialectName } from '../../src/db/database.ts';
import { PAGE_NONCE_SCOPE } from '../../src/modules/ajax/ajax-action.ts';
import { freshDatabase } from './databases.ts';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>['app'];
  database: Database;
  nonce: string;
  /** POSTs form-encoded fields to the ajax endpoint with a valid nonce (unless one is given). */
  ajax(
    fields: Record<string, string | string[]>,
  ): Promise<{ status: number; body: string; contentType: string }>;
  close(): Promise<void>;
}

export async function createTestApp(
  dialect: DialectName,
  options: { now?: () => number } = {},
): Promise<TestApp> {
  const database = await freshDatabase(dialect);
  const { app, nonces } = await buildApp({
    config: { logLevel: 'silent', trustProxy: undefined },
    database,
    nonceSecret: randomBytes(32).toString('hex'),
    now: options.now,
  });
  const nonce = nonces.issue(PAGE_NONCE_SCOPE);
  return {
    app,
    database,
    nonce,
    async ajax(fields) {
      const body = new URLSearchParams();
      if (!(NONCE_FIELD in fields)) body.append(NONCE_FIELD, nonce);
      for (const [key, value] of Object.entries(fields)) {
        for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
      }
      const response = await app.inject({
        method: 'POST',
        url: '/wp-admin/admin-ajax.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body.toString(),
      });
      return {
        status: response.statusCode,
        body: response.body,
        contentType: String(response.headers['content-type']),
      };
    },
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
