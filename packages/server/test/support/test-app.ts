import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NONCE_FIELD } from '@site-widgets/contract';
import { type AppDeps, buildApp } from '../../src/app.ts';
import type { Database, DialectName } from '../../src/db/database.ts';
import { PAGE_NONCE_SCOPE } from '../../src/modules/ajax/ajax-action.ts';
import type { FormBuilderOptions } from '../../src/modules/forms/addon-form-builder/form-builder-module.ts';
import type { EmbeddedFormsOptions } from '../../src/modules/forms/embedded-forms.ts';
import type { NewsletterOptions } from '../../src/modules/newsletter/newsletter-module.ts';
import type { SubmissionOptions } from '../../src/modules/visitor-calls.ts';
import type { CrossOriginOptions } from '../../src/security/cross-origin.ts';
import { freshDatabase } from './databases.ts';

/** A multipart part: a field's text, or a file with the name and type the client claims. */
export type MultipartValue = string | { file: Buffer; filename: string; contentType: string };

export interface AjaxResponse {
  status: number;
  body: string;
  contentType: string;
  headers: Record<string, unknown>;
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>['app'];
  nonces: Awaited<ReturnType<typeof buildApp>>['nonces'];
  database: Database;
  nonce: string;
  /** A fresh data directory (uploads/ lives here), removed by close(). */
  dataDir: string;
  /** POSTs form-encoded fields to the ajax endpoint with a valid nonce (unless one is given). */
  ajax(
    fields: Record<string, string | string[]>,
    options?: { remoteAddress?: string },
  ): Promise<AjaxResponse>;
  /** POSTs a multipart body (parts in order, repeats kept) with a valid nonce first (unless one is given). */
  ajaxMultipart(
    parts: Array<[string, MultipartValue]>,
    options?: { remoteAddress?: string },
  ): Promise<AjaxResponse>;
  close(): Promise<void>;
}

export function multipartPayload(parts: Array<[string, MultipartValue]>, boundary = 'sw-test-boundary') {
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.file,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function createTestApp(
  dialect: DialectName,
  options: {
    now?: () => number;
    submissions?: Omit<SubmissionOptions, 'dataDir'>;
    /** Fastify trustProxy, as TRUST_PROXY sets it; default none. */
    trustProxy?: string;
    /** Embedded forms' options (issue 12). */
    embeddedForms?: EmbeddedFormsOptions;
    /** Issue 18 item 2: ALLOWED_ORIGINS and PUBLIC_ORIGIN; default same-origin only. */
    crossOrigin?: CrossOriginOptions;
    /** Issue 17 item 5: the add-on form builder's deliveries (tests pass a recording fake). */
    formBuilder?: FormBuilderOptions;
    /** Issue 17 item 6: the newsletter's options (rate limit, Mailchimp push); default its own. */
    newsletter?: NewsletterOptions;
    /** The server secret; default a random one. */
    nonceSecret?: string;
    /** Issue 17 item 8: the demo's webhook receiver (as main.ts passes it with SEED_DEMO=yes). */
    demoWebhookReceiver?: AppDeps['demoWebhookReceiver'];
  } = {},
): Promise<TestApp> {
  const database = await freshDatabase(dialect);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-test-data-'));
  const { app, nonces } = await buildApp({
    config: { logLevel: 'silent', trustProxy: options.trustProxy },
    database,
    nonceSecret: options.nonceSecret ?? randomBytes(32).toString('hex'),
    now: options.now,
    submissions: { ...options.submissions, dataDir },
    ...(options.embeddedForms ? { embeddedForms: options.embeddedForms } : {}),
    ...(options.crossOrigin ? { crossOrigin: options.crossOrigin } : {}),
    ...(options.formBuilder ? { formBuilder: options.formBuilder } : {}),
    ...(options.newsletter ? { newsletter: options.newsletter } : {}),
    ...(options.demoWebhookReceiver ? { demoWebhookReceiver: options.demoWebhookReceiver } : {}),
  });
  const nonce = nonces.issue(PAGE_NONCE_SCOPE);
  const answer = (response: Awaited<ReturnType<typeof app.inject>>): AjaxResponse => ({
    status: response.statusCode,
    body: response.body,
    contentType: String(response.headers['content-type']),
    headers: response.headers,
  });
  return {
    app,
    nonces,
    database,
    nonce,
    dataDir,
    async ajax(fields, requestOptions = {}) {
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
        ...requestOptions,
      });
      return answer(response);
    },
    async ajaxMultipart(parts, requestOptions = {}) {
      const withNonce = parts.some(([name]) => name === NONCE_FIELD)
        ? parts
        : [[NONCE_FIELD, nonce] as [string, MultipartValue], ...parts];
      const { payload, contentType } = multipartPayload(withNonce);
      const response = await app.inject({
        method: 'POST',
        url: '/wp-admin/admin-ajax.php',
        headers: { 'content-type': contentType },
        payload,
        ...requestOptions,
      });
      return answer(response);
    },
    async close() {
      await app.close();
      await database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
