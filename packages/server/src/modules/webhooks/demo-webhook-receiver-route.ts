import { WebhookReceiverPage } from '@site-widgets/site';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import type { NonceService } from '../../security/nonce.ts';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import { renderSitePage } from '../site/site-page.ts';
import type { DemoReceiverLog } from './demo-receiver-log.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';

export const DEMO_WEBHOOK_RECEIVER_PATH = '/demo/webhook-receiver';
const RECEIVER_PAGE_ID = 73;
/** A signature older or newer than this is refused, so a seen request cannot be replayed later. */
const TIMESTAMP_WINDOW_SECONDS = 5 * 60;

// The worker's header values (webhook-worker.ts): a UUID, an event name, whole seconds.
const DELIVERY_ID = /^[A-Za-z0-9_.:-]{1,100}$/;
const EVENT = /^[a-z][a-z0-9_.-]{0,99}$/i;
const TIMESTAMP = /^\d{1,12}$/;

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

export interface DemoWebhookReceiverOptions {
  /** WEBHOOK_SECRET, or the demo's generated one (main.ts). */
  secret: string;
  log: DemoReceiverLog;
  nonces: NonceService;
  now?: () => number;
}

/**
 * Issue 17 item 8, demo only (registered when SEED_DEMO=yes): a receiver for the catering request's
 * webhook on the server's own address. POST checks the signature as docs/operations.md tells a receiver
 * to (HMAC of "timestamp.body", constant-time compare, a 5-minute window) and keeps the delivery's ids;
 * GET lists them. The body is read only to check it, never kept: the page is public.
 */
export async function registerDemoWebhookReceiver(app: FastifyInstance, options: DemoWebhookReceiverOptions) {
  const now = options.now ?? Date.now;
  await app.register(async (scope) => {
    // The signature covers the body exactly as sent, so it is read as text, not parsed.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    scope.post(DEMO_WEBHOOK_RECEIVER_PATH, async (request, reply) => {
      const id = header(request.headers['x-webhook-id']);
      const event = header(request.headers['x-webhook-event']);
      const timestamp = header(request.headers['x-webhook-timestamp']);
      const signature = header(request.headers['x-webhook-signature']);
      if (!DELIVERY_ID.test(id) || !EVENT.test(event) || !TIMESTAMP.test(timestamp))
        return reply.code(400).send({
          error:
            'X-Webhook-Id, X-Webhook-Event and X-Webhook-Timestamp are required as the worker sends them',
        });
      const body = typeof request.body === 'string' ? request.body : '';
      const receivedAt = now();
      const fresh = Math.abs(receivedAt / 1000 - Number(timestamp)) <= TIMESTAMP_WINDOW_SECONDS;
      const signatureValid = fresh && verifyWebhookSignature(options.secret, timestamp, body, signature);
      const entry = options.log.record({ id, event, signatureValid, receivedAt: new Date(receivedAt) });
      if (!signatureValid)
        return reply
          .code(401)
          .send({ error: fresh ? 'the signature does not match' : 'the timestamp is outside 5 minutes' });
      return reply.code(200).send({ received: true, attempts: entry.attempts });
    });
  });

  app.get(DEMO_WEBHOOK_RECEIVER_PATH, async (_request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return renderSitePage(
      createElement(WebhookReceiverPage, {
        pageVars: {
          ajaxurl: '/wp-admin/admin-ajax.php',
          nonce: options.nonces.issue(PAGE_NONCE_SCOPE),
          pageId: RECEIVER_PAGE_ID,
        },
        deliveries: options.log.list(),
      }),
    );
  });
}
