import type { MailingListFields } from '@site-widgets/core/forms/addon-form-builder/mailing-list-fields.ts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema.ts';
import type { SubscribeInput, SubscribeOutcome } from '../../newsletter/subscribe.ts';
import { enqueueWebhook } from '../../webhooks/enqueue-webhook.ts';

/** A webhook call a submission asks for; the receiver is the form's stored URL. */
export interface FormBuilderWebhook {
  formId: number;
  formName: string;
  url: string;
  payload: unknown;
}

/** A mailing-list subscription a submission asks for; the list is the form's stored one. */
export interface FormBuilderSubscription extends MailingListFields {
  listId: string;
}

/**
 * The deliveries a submission hands over, inside its transaction (so a delivery exists exactly when
 * the submission was committed). Each answers the status recorded on the submission for its action.
 * The webhook outbox (`enqueueWebhook`) and the newsletter lists (`subscribeToList`) plug in here at
 * wiring (app.ts); a kind left out makes a form that asks for it answer SW_FORM_BUILDER_NO_DELIVERY.
 */
export interface FormBuilderDeliveries {
  webhook?(trx: Kysely<DatabaseSchema>, webhook: FormBuilderWebhook): Promise<string>;
  /** `origin`: the submitting page's origin, for the links a confirmation mail carries. */
  subscribe?(
    trx: Kysely<DatabaseSchema>,
    subscription: FormBuilderSubscription,
    origin: string,
  ): Promise<string>;
}

/**
 * Until a webhook sender and a mailing list are wired: each delivery is recorded on the submission as
 * `recorded` (its content and the form's stored URL or list are kept, so nothing is lost and a sender
 * added later can replay it), and the visitor's submit succeeds.
 */
export const RECORDING_DELIVERIES: FormBuilderDeliveries = {
  async webhook() {
    return 'recorded';
  },
  async subscribe() {
    return 'recorded';
  },
};

/** The event name a form-builder submission's webhook carries (X-Webhook-Event). */
export const FORM_BUILDER_WEBHOOK_EVENT = 'form.submitted';

/**
 * The server's own webhook delivery: queued in `webhook_deliveries` in the submission's transaction
 * (signed, retried and dead-lettered by the webhook worker, docs/operations.md), its status `queued`.
 * The list subscription is recorded here; `serverDeliveries` wires the newsletter lists.
 */
export const SERVER_DELIVERIES: FormBuilderDeliveries = {
  async webhook(trx, webhook) {
    await enqueueWebhook(trx, {
      formId: webhook.formId,
      event: FORM_BUILDER_WEBHOOK_EVENT,
      url: webhook.url,
      payload: webhook.payload,
    });
    return 'queued';
  },
  subscribe: RECORDING_DELIVERIES.subscribe,
};

/** What the newsletter module's `subscribe` is (subscribeToList with the server's tokens and origin). */
export type ListSubscribe = (
  trx: Kysely<DatabaseSchema>,
  input: SubscribeInput,
  origin: string,
) => Promise<SubscribeOutcome>;

/**
 * The deliveries `buildApp` wires: webhooks into the webhook outbox, subscriptions into the newsletter
 * lists (the form's stored list id; double opt-in as that list says). The status recorded on the
 * submission is the list's answer (`pending`, `subscribed`) or its refusal (`unknown-list`,
 * `bad-email`): an owner's wrong list id never loses the submission.
 */
export function serverDeliveries(subscribe: ListSubscribe): FormBuilderDeliveries {
  return {
    webhook: SERVER_DELIVERIES.webhook,
    async subscribe(trx, subscription, origin) {
      const outcome = await subscribe(
        trx,
        {
          listId: subscription.listId,
          email: subscription.email,
          mergeFields: subscription.mergeFields,
          interests: Object.keys(subscription.interests).filter((id) => subscription.interests[id]),
          ...(subscription.birthday ? { birthday: subscription.birthday } : {}),
        },
        origin,
      );
      return 'error' in outcome ? outcome.error : outcome.status;
    },
  };
}
