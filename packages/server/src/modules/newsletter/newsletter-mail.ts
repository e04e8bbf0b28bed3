import { NEWSLETTER_PATHS } from '@site-widgets/contract';
import type { NewMail } from '../outbox/outbox-repository.ts';

/**
 * The headers of every newsletter mail (RFC 2369, RFC 8058): mail clients offer "Unsubscribe", and
 * one-click unsubscribe POSTs `List-Unsubscribe=One-Click` to the link (a GET never unsubscribes).
 */
function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export interface NewsletterMailLinks {
  origin: string;
  unsubscribeToken: string;
}

const unsubscribeUrl = (links: NewsletterMailLinks) =>
  `${links.origin}${NEWSLETTER_PATHS.unsubscribe}?token=${links.unsubscribeToken}`;

/** Double opt-in: the link opens a page whose button confirms (mail scanners follow links; they do not press). */
export function confirmationMail(
  email: string,
  listName: string,
  confirmToken: string,
  days: number,
  links: NewsletterMailLinks,
): NewMail {
  const confirm = `${links.origin}${NEWSLETTER_PATHS.confirm}?token=${confirmToken}`;
  return {
    reviewId: null,
    recipient: email,
    subject: `Confirm your subscription to ${listName}`,
    body: [
      `Someone, hopefully you, asked to receive ${listName} at this address.`,
      '',
      'To confirm, open this link and press "Confirm subscription":',
      confirm,
      '',
      `The link works for ${days} days. If you did not ask, ignore this mail: nothing will be sent.`,
      '',
      `Unsubscribe: ${unsubscribeUrl(links)}`,
    ].join('\n'),
    headers: unsubscribeHeaders(unsubscribeUrl(links)),
  };
}

/** A single opt-in list: the subscriber is told, with the way out. */
export function welcomeMail(email: string, listName: string, links: NewsletterMailLinks): NewMail {
  return {
    reviewId: null,
    recipient: email,
    subject: `You are subscribed to ${listName}`,
    body: [
      `This address now receives ${listName}.`,
      '',
      `To stop at any time: ${unsubscribeUrl(links)}`,
    ].join('\n'),
    headers: unsubscribeHeaders(unsubscribeUrl(links)),
  };
}
