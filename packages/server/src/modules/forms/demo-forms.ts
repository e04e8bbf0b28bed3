import type { FormDefinitionInput } from '@site-widgets/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { createFormDefinitionRepository, parseFormDefinition } from './form-definition-repository.ts';

const OWNER = 'hello@harbourandhearth.example';

/** Issue 12 §1: the three demo forms, each on its own page (/forms/<slug>). */
export const DEMO_FORMS: FormDefinitionInput[] = [
  {
    id: 1,
    slug: 'contact',
    title: 'Contact us',
    description: 'Questions, bookings for six or more, celebration cakes: we answer within two working days.',
    ownerEmail: OWNER,
    pages: [
      {
        fields: [
          { id: 1, type: 'text', label: 'Your name', required: true, maxLength: 100 },
          { id: 2, type: 'email', label: 'Email', required: true, description: 'We reply to this address.' },
          { id: 3, type: 'phone', label: 'Phone' },
          {
            id: 4,
            type: 'select',
            label: 'Topic',
            choices: [
              { label: 'A general question', value: 'question', selected: true },
              { label: 'A table for six or more', value: 'booking' },
              { label: 'A celebration cake', value: 'cake' },
            ],
          },
          {
            id: 5,
            type: 'textarea',
            label: 'Message',
            required: true,
            maxLength: 2000,
            messages: { required: 'Please tell us what you would like to ask.' },
          },
          {
            id: 6,
            type: 'consent',
            label: 'Consent',
            required: true,
            consentText: 'I agree that the café keeps my message to answer it.',
          },
        ],
      },
    ],
    submitButton: 'Send message',
    confirmations: [
      {
        name: 'Default',
        type: 'message',
        message: 'Thank you, {field:1}! We will reply within two working days.',
      },
    ],
    notifications: [
      { name: 'Owner', to: 'owner', subject: 'New message: {field:4}', message: '{all_fields}' },
      {
        name: 'Visitor',
        to: 'field',
        toFieldId: 2,
        subject: 'We received your message',
        message: 'Thank you for writing to Harbour & Hearth Café. You wrote:\n\n{all_fields}',
      },
    ],
  },
  {
    id: 2,
    slug: 'catering',
    title: 'Catering enquiry',
    description: 'Three short steps: your event, the food, and how to reach you.',
    ownerEmail: OWNER,
    currency: {
      symbol_left: '£',
      symbol_right: '',
      symbol_padding: '',
      decimals: 2,
      decimal_separator: '.',
      thousand_separator: ',',
      code: 'GBP',
    },
    pages: [
      {
        title: 'Your event',
        fields: [
          {
            id: 1,
            type: 'radio',
            label: 'Kind of event',
            required: true,
            choices: [
              { label: 'Wedding', value: 'wedding' },
              { label: 'Birthday', value: 'birthday' },
              { label: 'Business', value: 'business' },
              { label: 'Something else', value: 'other' },
            ],
          },
          {
            id: 2,
            type: 'text',
            label: 'What is the occasion?',
            required: true,
            conditionalLogic: {
              actionType: 'show',
              logicType: 'all',
              rules: [{ fieldId: 1, operator: 'is', value: 'other' }],
            },
          },
          { id: 3, type: 'date', label: 'Date of the event', required: true },
          {
            id: 4,
            type: 'number',
            label: 'Number of guests',
            required: true,
            min: 10,
            max: 300,
            messages: { invalid: 'We cater for 10 to 300 guests.' },
          },
          // Issue 13 §11: photos of the venue (chunked uploads; images only, re-encoded on the server).
          {
            id: 30,
            type: 'fileupload',
            label: 'Photos of the venue',
            description: 'Up to three photos (JPEG, PNG or WebP, 10 MB each) help us plan the set-up.',
            allowedExtensions: ['jpg', 'jpeg', 'png', 'webp'],
            maxFileBytes: 10 * 1024 * 1024,
            multipleFiles: true,
            maxFiles: 3,
          },
        ],
      },
      {
        title: 'Food',
        fields: [
          {
            id: 5,
            type: 'product',
            priceInput: 'select',
            label: 'Menu',
            description: 'Priced per guest.',
            required: true,
            quantityFieldId: 4,
            choices: [
              { label: 'Breakfast', value: 'breakfast', price: 1250 },
              { label: 'Lunch buffet', value: 'lunch', price: 1850 },
              { label: 'Afternoon tea', value: 'tea', price: 1600 },
            ],
          },
          {
            id: 12,
            type: 'option',
            priceInput: 'checkbox',
            label: 'Extras per guest',
            productFieldId: 5,
            choices: [
              { label: 'Coffee and tea', value: 'drinks', price: 250 },
              { label: 'Dessert', value: 'dessert', price: 400 },
            ],
          },
          {
            id: 13,
            type: 'shipping',
            priceInput: 'radio',
            label: 'Delivery',
            choices: [
              { label: 'We collect it', value: 'collect', price: 0, selected: true },
              { label: 'Deliver and set up', value: 'deliver', price: 4500 },
            ],
          },
          {
            id: 6,
            type: 'checkbox',
            label: 'Dietary needs',
            choices: [
              { label: 'Vegetarian', value: 'vegetarian' },
              { label: 'Vegan', value: 'vegan' },
              { label: 'Allergies', value: 'allergies' },
            ],
          },
          {
            id: 7,
            type: 'textarea',
            label: 'Which allergies?',
            required: true,
            conditionalLogic: {
              actionType: 'show',
              logicType: 'all',
              rules: [{ fieldId: 6, operator: 'is', value: 'allergies' }],
            },
          },
          {
            id: 11,
            type: 'list',
            label: 'Guests with dietary needs',
            description: 'One row per guest, so we can label their plates.',
            columns: ['Guest', 'Needs'],
            maxRows: 12,
          },
          {
            id: 14,
            type: 'calculation',
            label: 'Price per guest',
            formula: '({5} + {13}) / {4}',
            decimals: 2,
          },
          { id: 15, type: 'total', label: 'Estimated total' },
        ],
      },
      {
        title: 'How to reach you',
        fields: [
          { id: 8, type: 'text', label: 'Your name', required: true },
          { id: 9, type: 'email', label: 'Email', required: true },
          { id: 10, type: 'phone', label: 'Phone' },
        ],
      },
    ],
    submitButton: 'Send enquiry',
    confirmations: [
      {
        name: 'Business events',
        type: 'page',
        page: '/forms/thank-you',
        conditionalLogic: {
          actionType: 'show',
          logicType: 'all',
          rules: [{ fieldId: 1, operator: 'is', value: 'business' }],
        },
      },
      {
        name: 'Default',
        type: 'message',
        message: 'Thank you, {field:8}. We will send you a quote within three days.',
      },
    ],
    notifications: [
      {
        name: 'Owner',
        to: 'owner',
        subject: 'Catering enquiry for {field:4} guests',
        message: '{all_fields}',
      },
    ],
  },
  {
    id: 3,
    slug: 'events',
    title: 'Book an event',
    description: 'Workshops and tastings at the café. Save your booking and finish it later if you need to.',
    ownerEmail: OWNER,
    pages: [
      {
        title: 'The event',
        fields: [
          {
            id: 1,
            type: 'select',
            label: 'Event',
            required: true,
            choices: [
              { label: 'Sourdough workshop', value: 'sourdough' },
              { label: 'Wine tasting', value: 'wine' },
              { label: 'Cake decorating', value: 'cake' },
            ],
          },
          { id: 2, type: 'number', label: 'Tickets', required: true, min: 1, max: 6 },
          { id: 3, type: 'time', label: 'Arrival time' },
          // issue 13 §8: an image choice (its own lazy chunk)
          {
            id: 9,
            type: 'image_choice',
            label: 'Where would you like to sit?',
            choices: [
              { label: 'By the harbour window', value: 'window' },
              { label: 'At the coffee bar', value: 'bar' },
              { label: 'Next to the cake counter', value: 'counter' },
            ],
            choiceImages: {
              window: { src: '/site/images/harbour.svg' },
              bar: { src: '/site/images/coffee.svg' },
              counter: { src: '/site/images/cake.svg' },
            },
          },
        ],
      },
      {
        title: 'Your details',
        fields: [
          { id: 4, type: 'text', label: 'Your name', required: true },
          { id: 5, type: 'email', label: 'Email', required: true },
          { id: 6, type: 'website', label: 'Website' },
          { id: 7, type: 'textarea', label: 'Anything we should know?' },
          // issue 13 §5–§7, §9, §11: a masked phone, a social profile, the booking account's password
          // (stored hashed only) and the card-type display aid (the number is never stored).
          {
            id: 10,
            type: 'phone',
            label: 'Mobile number',
            inputMask: 'uk-phone',
            description: 'UK mobile, for a text on the day.',
          },
          {
            id: 11,
            type: 'social',
            label: 'Instagram',
            socialPlatform: 'instagram',
            placeholder: '@yourname',
          },
          {
            id: 12,
            type: 'password',
            label: 'Password for your booking account',
            description: 'Optional: lets you change the booking online later.',
            passwordMinimumStrength: 'good',
          },
          {
            id: 13,
            type: 'creditcard',
            label: 'Card for the deposit',
            description: 'We show the card type as you type; the payment page takes the number itself.',
            cardTypes: ['visa', 'mastercard', 'american-express'],
          },
          {
            id: 8,
            type: 'consent',
            label: 'Terms',
            required: true,
            consentText: 'I accept the booking terms.',
          },
        ],
      },
    ],
    submitButton: 'Book',
    saveAndContinue: { enabled: true },
    confirmations: [{ name: 'Default', type: 'message', message: 'Booked! See you soon, {field:4}.' }],
    notifications: [
      { name: 'Visitor', to: 'field', toFieldId: 5, subject: 'Your booking', message: '{all_fields}' },
    ],
  },
];

/** Seeds the demo forms whose ids are free (an owner's own forms with those ids are left alone). */
export async function seedDemoForms(db: Kysely<DatabaseSchema>, now = new Date()): Promise<number> {
  const repository = createFormDefinitionRepository(db);
  let seeded = 0;
  for (const input of DEMO_FORMS) {
    const definition = parseFormDefinition(input);
    if (await repository.find(definition.id)) continue;
    await repository.save(definition, now);
    seeded++;
  }
  return seeded;
}
