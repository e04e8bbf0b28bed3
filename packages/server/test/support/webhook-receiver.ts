import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver read in full. */
export interface ReceivedWebhook {
  id: string;
  event: string;
  timestamp: string;
  signature: string;
  host: string;
  path: string;
  body: string;
  /** What the receiver did with it. */
  answer: ReceiverAnswer;
}

/**
 * 'ok' answers 204; 'fail' 500; 'hang' never answers (the sender's timeout ends it); 'redirect' 302;
 * `{ status, retryAfter }` that status with a short text body and, when given, that Retry-After header.
 */
export type ReceiverAnswer = 'ok' | 'fail' | 'hang' | 'redirect' | { status: number; retryAfter?: string };

/**
 * A local webhook receiver for tests and the bench. `answer` decides per request, from the delivery id
 * and how many times that id came before (0 the first time); default always 'ok'.
 */
export async function startWebhookReceiver(
  answer: (id: string, seenBefore: number) => ReceiverAnswer = () => 'ok',
  options: { failBodyBytes?: number; delayMs?: () => number } = {},
) {
  const received: ReceivedWebhook[] = [];
  const seen = new Map<string, number>();
  const header = (request: http.IncomingMessage, name: string) => String(request.headers[name] ?? '');
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const id = header(request, 'x-webhook-id');
      const before = seen.get(id) ?? 0;
      seen.set(id, before + 1);
      const decided = answer(id, before);
      received.push({
        id,
        event: header(request, 'x-webhook-event'),
        timestamp: header(request, 'x-webhook-timestamp'),
        signature: header(request, 'x-webhook-signature'),
        host: header(request, 'host'),
        path: request.url ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
        answer: decided,
      });
      const delay = options.delayMs?.() ?? 0;
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      if (decided === 'hang') return;
      if (decided === 'redirect') {
        response.writeHead(302, { location: '/elsewhere' }).end();
        return;
      }
      if (typeof decided === 'object') {
        response.writeHead(decided.status, {
          'content-type': 'text/plain',
          ...(decided.retryAfter === undefined ? {} : { 'retry-after': decided.retryAfter }),
        });
        response.end(`answered ${decided.status}`);
        return;
      }
      if (decided === 'fail') {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(options.failBodyBytes ? 'x'.repeat(options.failBodyBytes) : 'receiver down\u001b[31m');
        return;
      }
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks/catering`,
    received,
    /** Delivery ids in the order they were answered 'ok'. */
    delivered: () => received.filter((request) => request.answer === 'ok').map((request) => request.id),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
