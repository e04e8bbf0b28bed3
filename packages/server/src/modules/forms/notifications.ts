import type { FormDefinition, FormValues } from '@site-widgets/contract';
import type { NewMail } from '../outbox/outbox-repository.ts';

/**
 * Issue 12 §1: the form's notifications as plain-text mails (written to the outbox in the entry's
 * transaction). `{all_fields}` lists every stored value as displayed; `{field:N}` is one of them.
 * Header-breaking characters never reach a subject or a recipient.
 */
export function notificationMails(
  definition: FormDefinition,
  values: FormValues,
  shown: { id: number; label: string; value: string }[],
): NewMail[] {
  const byId = new Map(shown.map((one) => [one.id, one.value]));
  const allFields = shown.map((one) => `${one.label}: ${one.value}`).join('\n');
  const fill = (template: string) =>
    template
      .replace(/\{all_fields\}/g, allFields)
      .replace(/\{field:(\d{1,3})\}/g, (_m, id: string) => byId.get(Number(id)) ?? '');
  // Control characters (CR/LF above all) never reach a header line.
  const oneLine = (text: string) =>
    [...text]
      .map((character) => (/\p{Cc}/u.test(character) ? ' ' : character))
      .join('')
      .slice(0, 300);
  const mails: NewMail[] = [];
  for (const notification of definition.notifications) {
    const recipient =
      notification.to === 'owner'
        ? definition.ownerEmail
        : typeof values[notification.toFieldId ?? 0] === 'string'
          ? (values[notification.toFieldId ?? 0] as string)
          : undefined;
    if (!recipient) continue;
    mails.push({
      reviewId: null,
      recipient: oneLine(recipient),
      subject: oneLine(fill(notification.subject)),
      body: fill(notification.message),
    });
  }
  return mails;
}
