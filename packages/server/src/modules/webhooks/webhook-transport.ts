import http from 'node:http';
import https from 'node:https';
import {
  AddressRefusal,
  checkedAddresses,
  hostOf,
  pinnedLookup,
  type ResolveHost,
} from '../../security/pinned-address.ts';

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * How one attempt ended. `permanent`: trying again cannot help (a refused private address, a 410
 * Gone), so the delivery goes to the dead letters at once. `status` is the receiver's HTTP status when
 * it answered; `retryAfter` its Retry-After header as sent, on a 429 or 503 only (parsed by the worker,
 * which has the clock).
 */
export type WebhookOutcome =
  | { delivered: true; status: number }
  | { delivered: false; status: number | null; error: string; permanent: boolean; retryAfter?: string };

/** Answers whose Retry-After is read: too many requests, and unavailable for now (RFC 9110 §15.6.4). */
const ASKS_TO_WAIT = new Set([429, 503]);

export interface WebhookTransportOptions {
  /** The whole attempt (resolving, connecting, sending, the answer's head and body); default 5000 ms. */
  timeoutMs?: number;
  /** WEBHOOK_ALLOW_HOSTS: hosts (as written in the URL) that may resolve to private addresses; default none. */
  allowHosts?: readonly string[];
  /** Bytes of the receiver's answer read (its start is kept for the error); default 4096. */
  maxResponseBytes?: number;
  resolve?: ResolveHost;
}

/** Connection errors before anything was sent: another address of the same host may answer. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/** An answer's start for the error text: one line, printable. */
const excerpt = (body: Buffer) =>
  body
    .toString('utf8', 0, 200)
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .trim();

/**
 * POSTs a webhook: http or https only; the host is resolved once, every address it resolves to must be
 * public (unless WEBHOOK_ALLOW_HOSTS names the host), and the connection goes to the checked address
 * (no second lookup a DNS rebinding could answer). Redirects are not followed; the time and the bytes
 * read of the answer are bounded. 2xx delivers; 410 is permanent; anything else may be retried. Never
 * throws: every failure is an outcome.
 */
export function createWebhookTransport(options: WebhookTransportOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 5000;
  const allowHosts = new Set((options.allowHosts ?? []).map((host) => host.toLowerCase()));
  const maxResponseBytes = options.maxResponseBytes ?? 4096;
  // Connections are kept for the next delivery to the same receiver, but closed after 4 s unused: most
  // servers drop idle ones after 5 s, and a request sent on a socket the receiver is closing fails.
  const kept = { keepAlive: true, maxSockets: 16, timeout: 4000 };
  const agents = {
    'http:': new http.Agent(kept),
    'https:': new https.Agent(kept),
  };

  /** One request to one checked address; `unreachable`: nothing was sent, the next address may be tried. */
  function send(url: URL, address: string, request: WebhookRequest, signal: AbortSignal) {
    return new Promise<WebhookOutcome & { unreachable?: true }>((done) => {
      const client = url.protocol === 'https:' ? https : http;
      const outgoing = client.request(
        url,
        {
          method: 'POST',
          agent: agents[url.protocol as 'http:' | 'https:'],
          lookup: pinnedLookup(address),
          signal,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(request.body)),
            'user-agent': 'site-widgets-webhooks',
          },
        },
        (response) => {
          const status = response.statusCode ?? 0;
          const chunks: Buffer[] = [];
          let received = 0;
          const settle = () => {
            const body = Buffer.concat(chunks);
            if (status >= 200 && status < 300) done({ delivered: true, status });
            else if (status >= 300 && status < 400)
              done({
                delivered: false,
                status,
                error: `HTTP ${status}: redirect not followed`,
                permanent: false,
              });
            else if (status === 410) {
              // Gone: the receiver says this URL is no more, on purpose (an endpoint removed). Retrying
              // for hours cannot change that; the delivery waits in the dead letters for the owner,
              // who fixes the form's webhook URL and replays it.
              const text = excerpt(body);
              done({
                delivered: false,
                status,
                error: `HTTP 410 Gone, not retried${text ? `: ${text}` : ''}`,
                permanent: true,
              });
            } else {
              // Every other 4xx and 5xx is retried with the backoff, as Stripe does: a receiver that
              // answers 401, 404 or 500 is most often misconfigured or mid-deploy for a while (a
              // rotated secret, a route not yet live) and recovers, and its deliveries then arrive.
              // A 429 or 503 may say when to come back (Retry-After), which the worker honours.
              const text = excerpt(body);
              const retryAfter = response.headers['retry-after'];
              done({
                delivered: false,
                status,
                error: `HTTP ${status}${text ? `: ${text}` : ''}`,
                permanent: false,
                ...(ASKS_TO_WAIT.has(status) && retryAfter !== undefined ? { retryAfter } : {}),
              });
            }
          };
          response.on('data', (chunk: Buffer) => {
            const room = maxResponseBytes - received;
            received += chunk.length;
            chunks.push(room < chunk.length ? chunk.subarray(0, Math.max(0, room)) : chunk);
            if (received > maxResponseBytes) {
              // Enough is read to judge the answer; the rest is not wanted.
              response.destroy();
              settle();
            }
          });
          response.on('end', settle);
          response.on('error', () => settle());
          response.on('close', settle);
        },
      );
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        const message = signal.aborted ? `no answer within ${timeoutMs} ms` : error.message;
        const unreachable = !signal.aborted && UNREACHABLE.has(error.code ?? '');
        done({
          delivered: false,
          status: null,
          error: message,
          permanent: false,
          ...(unreachable ? { unreachable: true as const } : {}),
        });
      });
      outgoing.end(request.body);
    });
  }

  return {
    async post(request: WebhookRequest): Promise<WebhookOutcome> {
      let url: URL;
      try {
        url = new URL(request.url);
      } catch {
        return { delivered: false, status: null, error: 'the URL is not valid', permanent: true };
      }
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
        return {
          delivered: false,
          status: null,
          error: 'only http(s) URLs without credentials',
          permanent: true,
        };
      const signal = AbortSignal.timeout(timeoutMs);
      // A slow name lookup cannot be aborted, only outrun: the attempt's time limit covers it too.
      const timedOut = new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(new Error(`no answer within ${timeoutMs} ms`)), {
          once: true,
        }),
      );
      timedOut.catch(() => {});
      try {
        const addresses = await Promise.race([
          checkedAddresses(url, {
            ...(options.resolve ? { resolve: options.resolve } : {}),
            allowPrivate: (host) => allowHosts.has(host),
          }),
          timedOut,
        ]);
        // In the resolver's order (`localhost` may be ::1 first, a receiver on 127.0.0.1 only), each
        // checked; the next only when nothing could be sent to this one.
        let outcome: WebhookOutcome & { unreachable?: true } = {
          delivered: false,
          status: null,
          error: 'no address',
          permanent: false,
        };
        for (const address of addresses) {
          outcome = await send(url, address, request, signal);
          if (!outcome.unreachable) break;
        }
        const { unreachable: _, ...settled } = outcome;
        return settled as WebhookOutcome;
      } catch (error) {
        if (error instanceof AddressRefusal) {
          const permanent = error.reason === 'private';
          const hint = permanent ? ` (refused; WEBHOOK_ALLOW_HOSTS may name ${hostOf(url)})` : '';
          return { delivered: false, status: null, error: `${error.message}${hint}`, permanent };
        }
        return {
          delivered: false,
          status: null,
          error: error instanceof Error ? error.message : String(error),
          permanent: false,
        };
      }
    },
    /** Closes the kept-alive connections. */
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

export type WebhookTransport = ReturnType<typeof createWebhookTransport>;
