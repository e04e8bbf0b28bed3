import type { MailingListFields } from '@site-widgets/core/forms/addon-form-builder/mailing-list-fields.ts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema.ts';

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
  subscribe?(trx: Kysely<DatabaseSchema>, subscription: FormBuilderSubscription): Promise<string>;
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
