import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema.ts';
import { checkFormBuilderSettings, createFormBuilderRepository } from './form-builder-repository.ts';

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
  // Recorded on each submission until the webhooks module delivers it (form-builder-deliveries.ts).
  webhookUrl: 'http://127.0.0.1:8787/catering',
  messages: {
    success: 'Thank you! We will reply within two working days with a quote.',
    error: 'Sorry, your request could not be sent. Please try again, or call us.',
  },
  submitLabel: 'Send request',
};

/** Writes the demo's catering form when it is missing (by name); an owner's edits are left alone. */
export async function seedDemoFormBuilder(db: Kysely<DatabaseSchema>): Promise<void> {
  const repository = createFormBuilderRepository(db);
  const records = await repository.forms.list();
  if (records.some((record) => record.name === DEMO_CATERING_FORM_NAME)) return;
  const checked = checkFormBuilderSettings(DEMO_CATERING_FORM);
  if (!checked.ok) throw new Error(`demo form ${DEMO_CATERING_FORM_NAME}: ${checked.message}`);
  await repository.forms.insert(DEMO_CATERING_FORM_NAME, DEMO_CATERING_FORM);
}
