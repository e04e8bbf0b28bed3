import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema.ts';
import { checkFormBuilderSettings, createFormBuilderRepository } from './form-builder-repository.ts';

/** Issue 17 item 8: the demo's own webhook receiver on the server's port (demo-webhook-receiver-route.ts). */
export const demoWebhookReceiverUrl = (port: number) => `http://127.0.0.1:${port}/demo/webhook-receiver`;

/** Receiver addresses the seed has written: the demo's receiver on any port, and the first placeholder. */
const SEEDED_RECEIVER_URL = /^http:\/\/127\.0\.0\.1:(?:\d{1,5}\/demo\/webhook-receiver|8787\/catering)$/;

/** The demo's catering request, found by name by `/catering`. */
export const DEMO_CATERING_FORM_NAME = 'Catering request';

const choices = (...labels: string[]) =>
  labels.map((label) => ({ value: label.toLowerCase().replace(/[^a-z0-9]+/g, '-'), label }));

/** Issue 17 item 8: a catering request in three steps, with a venue photo, a select and choice groups. */
export const DEMO_CATERING_FORM = {
  title: 'Catering request',
  steps: ['Your event', 'Food and venue', 'Your details'],
  fields: [
    { id: 'event_date', type: 'date', label: 'Date of the event', required: true, step: 0 },
    { id: 'guests', type: 'number', label: 'Number of guests', required: true, step: 0 },
    {
      id: 'occasion',
      type: 'select',
      label: 'Occasion',
      required: true,
      step: 0,
      options: choices('Birthday', 'Wedding', 'Business lunch', 'Something else'),
    },
    {
      id: 'menu',
      type: 'checkbox',
      label: 'What should we bring?',
      required: true,
      step: 1,
      options: choices('Pastries', 'Sandwiches', 'Soup', 'Cakes'),
    },
    {
      id: 'service',
      type: 'radio',
      label: 'Service',
      required: true,
      step: 1,
      options: choices('Drop-off', 'Staffed'),
    },
    {
      id: 'venue_photo',
      type: 'file',
      label: 'A photo of the venue (JPEG, PNG or WebP, up to 2 MB)',
      step: 1,
      upload: {
        allowedTypes: ['jpg', 'jpeg', 'png', 'webp'],
        maxFileBytes: 2 * 1024 * 1024,
        sizeNotice: 'The venue photo may be at most 2 MB.',
      },
    },
    { id: 'notes', type: 'textarea', label: 'Anything else we should know?', step: 1 },
    { id: 'name', type: 'text', label: 'Your name', required: true, step: 2 },
    { id: 'email', type: 'email', label: 'Your e-mail', required: true, step: 2 },
    { id: 'phone', type: 'tel', label: 'Your phone (optional)', step: 2 },
  ],
  actions: ['submissions', 'email', 'webhook'],
  email: { to: 'catering@harbourandhearth.example', subject: 'Catering request' },
  // Queued in the webhook outbox with each submission (form-builder-deliveries.ts); main.ts seeds the
  // server's own address instead of this default port.
  webhookUrl: demoWebhookReceiverUrl(3000),
  messages: {
    success: 'Thank you! We will reply within two working days with a quote.',
    error: 'Sorry, your request could not be sent. Please try again, or call us.',
  },
  submitLabel: 'Send request',
};

/**
 * Writes the demo's catering form when it is missing (by name); an owner's edits are left alone. A form
 * still exactly as seeded, but for a receiver address the seed wrote (an earlier port, or the old
 * placeholder), gets the given address: the demo's webhook keeps reaching the server it runs on.
 */
export async function seedDemoFormBuilder(
  db: Kysely<DatabaseSchema>,
  options: { webhookUrl?: string } = {},
): Promise<void> {
  const settings = { ...DEMO_CATERING_FORM, webhookUrl: options.webhookUrl ?? DEMO_CATERING_FORM.webhookUrl };
  const checked = checkFormBuilderSettings(settings);
  if (!checked.ok) throw new Error(`demo form ${DEMO_CATERING_FORM_NAME}: ${checked.message}`);
  const repository = createFormBuilderRepository(db);
  const existing = (await repository.forms.list()).find((record) => record.name === DEMO_CATERING_FORM_NAME);
  if (!existing) {
    await repository.forms.insert(DEMO_CATERING_FORM_NAME, settings);
    return;
  }
  const stored = existing.settings as { webhookUrl?: unknown } | undefined;
  const storedUrl = typeof stored?.webhookUrl === 'string' ? stored.webhookUrl : undefined;
  if (storedUrl === undefined || storedUrl === settings.webhookUrl || !SEEDED_RECEIVER_URL.test(storedUrl))
    return;
  const asSeeded = JSON.stringify({ ...DEMO_CATERING_FORM, webhookUrl: storedUrl });
  if (JSON.stringify(existing.settings) === asSeeded)
    await repository.forms.replace(existing.id, DEMO_CATERING_FORM_NAME, settings);
}
