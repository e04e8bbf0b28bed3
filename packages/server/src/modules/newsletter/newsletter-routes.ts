import {
  NEWSLETTER_DEFAULT_MESSAGES,
  NEWSLETTER_FIELDS,
  NEWSLETTER_LIST_ID,
  NEWSLETTER_PATHS,
} from '@site-widgets/contract';
import { NewsletterPage, type NewsletterPageProps } from '@site-widgets/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import type { Database } from '../../db/database.ts';
import type { NonceService } from '../../security/nonce.ts';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import { readFields } from '../ajax/read-fields.ts';
import { sameSiteForm } from '../shop/cart/cart-cookie.ts';
import { renderSitePage } from '../site/site-page.ts';
import type { SignUp } from './sign-up.ts';
import {
  checkConfirmLink,
  checkUnsubscribeLink,
  confirmSubscription,
  type LinkCheck,
  unsubscribe,
} from './subscriber-links.ts';

export interface NewsletterRoutesDeps {
  database: Database;
  nonces: NonceService;
  signUp: SignUp;
  originOf: (request: FastifyRequest) => string;
  now: () => number;
  pushToRemote: boolean;
}

type Page = Omit<NewsletterPageProps, 'pageVars'>;
type TokenQuery = FastifyRequest<{ Querystring: Record<string, string | undefined> }>;

const LINK_MESSAGES = {
  invalid: 'This link is not valid. It may have been used already.',
  expired: 'This link has expired. Sign up again in the form below to get a new one.',
  done: 'This address is already unsubscribed.',
} as const;

function linkFailure(checked: Extract<LinkCheck, { ok: false }>): { page: Page; status: number } {
  const status = checked.reason === 'expired' ? 410 : checked.reason === 'done' ? 200 : 400;
  return { page: { heading: 'Newsletter', message: LINK_MESSAGES[checked.reason], tone: 'error' }, status };
}

/**
 * Issue 17 item 6: the signup without JavaScript (`POST /newsletter/subscribe` answers a page), and the
 * pages of the mailed links. A GET only shows a button; the POST does it: mail scanners and link
 * previews open links, and must not confirm or unsubscribe anybody. The one-click unsubscribe of
 * RFC 8058 is a POST to the same address with the token in the query.
 */
export function registerNewsletterRoutes(app: FastifyInstance, deps: NewsletterRoutesDeps) {
  const send = (reply: FastifyReply, page: Page, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The token is in the address of these pages: it is never sent on as a referrer.
      .header('referrer-policy', 'no-referrer')
      .send(
        renderSitePage(
          createElement(NewsletterPage, {
            pageVars: {
              ajaxurl: '/wp-admin/admin-ajax.php',
              nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
              pageId: 43,
            },
            ...page,
          }),
        ),
      );
  const context = () => ({ now: new Date(deps.now()), pushToRemote: deps.pushToRemote });

  app.post(NEWSLETTER_PATHS.subscribe, async (request, reply) => {
    if (!sameSiteForm(request))
      return reply
        .code(403)
        .type('text/plain; charset=utf-8')
        .send('This form may only be sent from this site.');
    const fields = await readFields(request);
    const listId = fields[NEWSLETTER_FIELDS.listId] ?? '';
    const { [NEWSLETTER_FIELDS.listId]: _listId, ...rest } = fields;
    const result = NEWSLETTER_LIST_ID.test(listId)
      ? await deps.signUp({
          listId,
          fields: new URLSearchParams(rest).toString(),
          ip: request.ip,
          origin: deps.originOf(request),
        })
      : undefined;
    if (result?.retryAfterSeconds) reply.header('retry-after', String(result.retryAfterSeconds));
    if (result?.answer.status === 'subscribed')
      return send(reply, {
        heading: 'Thank you',
        message: `${NEWSLETTER_DEFAULT_MESSAGES.success} If this address is new to us, we have e-mailed it a link to confirm.`,
        tone: 'success',
      });
    return send(
      reply,
      {
        heading: 'Not subscribed',
        message:
          result?.answer.status === 'error' ? result.answer.message : 'This newsletter does not exist.',
        tone: 'error',
      },
      result?.httpStatus ?? 404,
    );
  });

  app.get(NEWSLETTER_PATHS.confirm, async (request: TokenQuery, reply) => {
    const checked = await checkConfirmLink(deps.database.db, request.query.token, new Date(deps.now()));
    if (!checked.ok) {
      const failed = linkFailure(checked);
      return send(reply, failed.page, failed.status);
    }
    return send(reply, {
      heading: 'Confirm your subscription',
      message: `Press the button to receive ${checked.listName}.`,
      tone: 'question',
      form: {
        action: NEWSLETTER_PATHS.confirm,
        token: request.query.token ?? '',
        button: 'Confirm subscription',
      },
    });
  });

  app.post(NEWSLETTER_PATHS.confirm, async (request, reply) => {
    const fields = await readFields(request);
    const done = await deps.database.db
      .transaction()
      .execute((trx) => confirmSubscription(trx, fields.token, context()));
    if (!done.ok) {
      const failed = linkFailure(done);
      return send(reply, failed.page, failed.status);
    }
    return send(reply, {
      heading: 'Subscription confirmed',
      message: `Thank you: you now receive ${done.listName}.`,
      tone: 'success',
    });
  });

  app.get(NEWSLETTER_PATHS.unsubscribe, async (request: TokenQuery, reply) => {
    const checked = await checkUnsubscribeLink(deps.database.db, request.query.token);
    if (!checked.ok) {
      const failed = linkFailure(checked);
      return send(reply, failed.page, failed.status);
    }
    return send(reply, {
      heading: 'Unsubscribe',
      message: `Press the button to stop receiving ${checked.listName}.`,
      tone: 'question',
      form: { action: NEWSLETTER_PATHS.unsubscribe, token: request.query.token ?? '', button: 'Unsubscribe' },
    });
  });

  app.post(NEWSLETTER_PATHS.unsubscribe, async (request: TokenQuery, reply) => {
    const fields = await readFields(request);
    // RFC 8058 one-click: the mail client POSTs to the List-Unsubscribe address (token in its query).
    const token = fields.token ?? request.query.token;
    const done = await deps.database.db.transaction().execute((trx) => unsubscribe(trx, token, context()));
    if (!done.ok) {
      const failed = linkFailure(done);
      return send(reply, failed.page, failed.status);
    }
    return send(reply, {
      heading: 'Unsubscribed',
      message: `You will no longer receive ${done.listName}.`,
      tone: 'success',
    });
  });
}
