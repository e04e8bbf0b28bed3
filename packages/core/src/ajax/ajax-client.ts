import { BAD_NONCE_BODY, NONCE_FIELD, NONCE_PATH } from '@site-widgets/contract/ajax.ts';
import { VISITOR_COOKIE_ACTIONS } from '@site-widgets/contract/cross-origin.ts';

/** The subset of `fetch` the client needs; tests pass their own. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface AjaxClientOptions {
  /** The admin-ajax endpoint from the page variables. */
  ajaxUrl: string;
  /** The nonce the page was rendered with; undefined makes the first call fetch one. */
  nonce: string | undefined;
  fetch: FetchLike;
  /** Where a fresh nonce comes from; default `/wp-json/site-widgets/v1/nonce`. */
  noncePath?: string;
}

/**
 * Issue 18 item 2: the visitor's cookie travels with the actions that need it, to another origin too;
 * every other call goes without it (`same-origin` still sends it to our own server, as before).
 */
export function credentialsOf(action: string): RequestCredentials {
  return VISITOR_COOKIE_ACTIONS.has(action) ? 'include' : 'same-origin';
}

export class AjaxHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`ajax call failed with HTTP ${status}`);
  }
}

/**
 * Posts ajax actions form-encoded (spec 000 §7) and returns the body text; callers parse it, because the
 * protocol answers JSON under text/html and an unparseable answer has its own behaviour (spec 000 §8).
 * A page served from a cache may carry a stale nonce: on the protocol's `-1` the client fetches a fresh
 * nonce once and retries once.
 */
export function createAjaxClient(options: AjaxClientOptions) {
  let nonce = options.nonce;
  let refreshing: Promise<string> | undefined;

  async function refreshNonce(): Promise<string> {
    refreshing ??= options
      .fetch(options.noncePath ?? NONCE_PATH, { credentials: 'same-origin', cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) throw new AjaxHttpError(response.status, await response.text());
        const body = (await response.json()) as { nonce?: unknown };
        if (typeof body.nonce !== 'string') throw new Error('nonce endpoint answered without a nonce');
        nonce = body.nonce;
        return body.nonce;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  async function send(
    action: string,
    fields: Record<string, string>,
    currentNonce: string,
    nonceField: string = NONCE_FIELD,
  ): Promise<Response> {
    const body = new URLSearchParams({ ...fields, action, [nonceField]: currentNonce });
    return options.fetch(options.ajaxUrl, {
      method: 'POST',
      credentials: credentialsOf(action),
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: body.toString(),
    });
  }

  /** A multipart body: the form's own fields in order, then `action` and the nonce appended after them. */
  async function sendForm(action: string, form: FormData, currentNonce: string): Promise<Response> {
    const body = new FormData();
    for (const [name, value] of form) body.append(name, value);
    body.append('action', action);
    body.append(NONCE_FIELD, currentNonce);
    // No content-type header: the browser writes multipart/form-data with its boundary.
    return options.fetch(options.ajaxUrl, { method: 'POST', credentials: credentialsOf(action), body });
  }

  /** One call with the protocol's nonce rule: on `-1`, a fresh nonce once and one retry. */
  async function call(send: (currentNonce: string) => Promise<Response>): Promise<string> {
    let response = await send(nonce ?? (await refreshNonce()));
    let text = await response.text();
    if (response.status === 403 && text === BAD_NONCE_BODY) {
      response = await send(await refreshNonce());
      text = await response.text();
    }
    if (!response.ok) throw new AjaxHttpError(response.status, text);
    return text;
  }

  return {
    /**
     * Posts an action form-encoded. `nonceField` names the field the nonce travels in (default
     * `wpfb_nonce`; the embedded-form actions of spec 001 §7 use `gform_ajax_nonce`).
     */
    post(action: string, fields: Record<string, string>, nonceField?: string): Promise<string> {
      return call((currentNonce) => send(action, fields, currentNonce, nonceField));
    },
    /**
     * Posts a form as multipart form data (spec 000 §7 `wprp_save_review`: files included), with
     * `action` and the nonce appended; a form that carries its own `action` field sends it twice, as
     * the original did, and the server takes the last.
     */
    postForm(action: string, form: FormData): Promise<string> {
      return call((currentNonce) => sendForm(action, form, currentNonce));
    },
  };
}

export type AjaxClient = ReturnType<typeof createAjaxClient>;
