import type { FormBuilderField } from '@site-widgets/contract';
import { describe, expect, it } from 'vitest';
import {
  formBuilderTransition,
  initialFormBuilderState,
} from '../../src/forms/addon-form-builder/form-builder-steps.ts';
import { readFormContent, wireFormContent } from '../../src/forms/addon-form-builder/form-content.ts';
import { birthdayOf, mailingListFields } from '../../src/forms/addon-form-builder/mailing-list-fields.ts';
import {
  progressPercent,
  safeRedirectUrl,
  validateStep,
} from '../../src/forms/addon-form-builder/step-validation.ts';

const field = (
  id: string,
  type: FormBuilderField['type'],
  extra: Partial<FormBuilderField> = {},
): FormBuilderField => ({
  id,
  type,
  label: id,
  required: true,
  step: 0,
  ...extra,
});
const choices = (...values: string[]) => values.map((value) => ({ value, label: value.toUpperCase() }));

describe('step validation (spec 001 §5)', () => {
  it('requires every text-like input type, the file input included, to be non-empty', () => {
    const types = [
      'text',
      'email',
      'password',
      'url',
      'tel',
      'number',
      'date',
      'datetime-local',
      'time',
      'week',
      'month',
      'color',
    ] as const;
    const fields = types.map((type) => field(type, type));
    const errors = validateStep(fields, 0, {});
    for (const type of types) expect(errors[type]).toBe('input-empty');
    expect(validateStep([field('f', 'file')], 0, { f: '' })).toEqual({ f: 'file-empty' });
  });

  it('requires selects and textareas to be non-empty, with their own message kinds', () => {
    const fields = [field('s', 'select', { options: choices('a') }), field('t', 'textarea')];
    expect(validateStep(fields, 0, { s: '', t: '' })).toEqual({ s: 'select-empty', t: 'input-empty' });
    expect(validateStep(fields, 0, { s: 'a', t: 'x' })).toEqual({});
  });

  it('requires one checked in a required radio or checkbox group', () => {
    const fields = [
      field('r', 'radio', { options: choices('a', 'b') }),
      field('c', 'checkbox', { options: choices('a') }),
    ];
    expect(validateStep(fields, 0, { r: '', c: [] })).toEqual({ r: 'input-empty', c: 'input-empty' });
    expect(validateStep(fields, 0, { r: 'b', c: ['a'] })).toEqual({});
  });

  it('checks only the given step and never a field that is not required', () => {
    const fields = [field('a', 'text', { step: 1 }), field('b', 'text', { required: false })];
    expect(validateStep(fields, 0, {})).toEqual({});
    expect(validateStep(fields, 1, {})).toEqual({ a: 'input-empty' });
  });
});

describe('the steps (spec 001 §4, §5)', () => {
  const fields = [field('name', 'text'), field('venue', 'select', { step: 1, options: choices('hall') })];

  it('goes forward only when the step validates, back without validating, and an edit clears the error', () => {
    let state = initialFormBuilderState(2);
    state = formBuilderTransition(fields, state, { type: 'next' });
    expect(state.step).toBe(0);
    expect(state.errors).toEqual({ name: 'input-empty' });
    state = formBuilderTransition(fields, state, { type: 'edit', fieldId: 'name', value: 'Ann' });
    expect(state.errors).toEqual({});
    state = formBuilderTransition(fields, state, { type: 'next' });
    expect(state.step).toBe(1);
    state = formBuilderTransition(fields, state, { type: 'submit' });
    expect(state).toMatchObject({ step: 1, status: 'editing', errors: { venue: 'select-empty' } });
    state = formBuilderTransition(fields, state, { type: 'back' });
    expect(state.step).toBe(0);
    expect(state.errors).toEqual({ venue: 'select-empty' });
  });

  it('sends on submit of a valid last step, and after success nothing moves', () => {
    let state = initialFormBuilderState(2, { name: 'Ann', venue: 'hall' });
    state = formBuilderTransition(fields, state, { type: 'next' });
    state = formBuilderTransition(fields, state, { type: 'submit' });
    expect(state.status).toBe('sending');
    expect(formBuilderTransition(fields, state, { type: 'back' })).toBe(state);
    state = formBuilderTransition(fields, state, { type: 'sent', ok: true });
    expect(state.status).toBe('success');
    expect(formBuilderTransition(fields, state, { type: 'submit' })).toBe(state);
    expect(formBuilderTransition(fields, state, { type: 'edit', fieldId: 'name', value: 'B' })).toBe(state);
  });

  it('after an error the visitor may send again', () => {
    let state = initialFormBuilderState(1, { name: 'Ann' });
    state = formBuilderTransition([fields[0] as FormBuilderField], state, { type: 'submit' });
    state = formBuilderTransition(fields, state, { type: 'sent', ok: false });
    expect(state.status).toBe('error');
    state = formBuilderTransition([fields[0] as FormBuilderField], state, { type: 'submit' });
    expect(state.status).toBe('sending');
  });

  it('shows progress as the percentage of steps reached', () => {
    expect([0, 1, 2].map((step) => progressPercent(step, 3))).toEqual([33, 67, 100]);
    expect(progressPercent(0, 1)).toBe(100);
  });

  it('redirects only to http and https addresses', () => {
    expect(safeRedirectUrl('https://example.com/thanks')).toBe('https://example.com/thanks');
    expect(safeRedirectUrl('/thanks', 'http://cafe.test/')).toBe('http://cafe.test/thanks');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x/', 'JaVaScRiPt:alert(1)', ''])
      expect(safeRedirectUrl(bad, 'http://cafe.test/')).toBeUndefined();
  });
});

describe('the submission content (spec 001 §3)', () => {
  const fields = [
    field('name', 'text'),
    field('diet', 'checkbox', { options: choices('vegan', 'nuts', 'gluten'), required: false }),
    field('size', 'radio', { options: choices('small', 'large') }),
    field('menu', 'select', { multiple: true, options: choices('tea', 'cake', 'soup'), required: false }),
    field('photo', 'file', { required: false }),
  ];

  it('flattens radio and checkbox lists to the checked values joined by "," and multi-selects by ", "', () => {
    const wire = wireFormContent(fields, {
      name: 'Ann',
      diet: ['vegan', 'gluten'],
      size: 'large',
      menu: ['tea', 'soup'],
      photo: '/form-builder/files/x.png/a.png',
    });
    expect(wire.diet).toEqual([
      'checkbox',
      [
        ['vegan', true, 'diet', 'diet-0'],
        ['nuts', false, 'diet', 'diet-1'],
        ['gluten', true, 'diet', 'diet-2'],
      ],
      'diet',
    ]);
    const read = readFormContent(fields, JSON.parse(JSON.stringify(wire)));
    expect(read).toMatchObject({
      ok: true,
      content: {
        name: ['text', 'Ann', 'name'],
        diet: ['checkbox', 'vegan,gluten', 'diet'],
        size: ['radio', 'large', 'size'],
        menu: ['select', 'tea, soup', 'menu'],
        photo: ['file', '/form-builder/files/x.png/a.png', 'photo'],
      },
    });
  });

  it('keeps the stored type and label, drops fields the form does not have, and reads "true" as checked', () => {
    const read = readFormContent(fields, {
      name: ['password', 'Ann', '<b>label</b>'],
      size: ['radio', [['small', 'true', 'size', 'size-0']], 'x'],
      extra: ['text', 'dropped', 'x'],
    });
    expect(read.ok && read.content).toEqual({
      name: ['text', 'Ann', 'name'],
      diet: ['checkbox', '', 'diet'],
      size: ['radio', 'small', 'size'],
      menu: ['select', '', 'menu'],
      photo: ['file', '', 'photo'],
    });
  });

  it('refuses an empty required field, an unknown choice, two radio choices and wrong shapes, naming the field', () => {
    expect(readFormContent(fields, { size: ['radio', 'small', ''] })).toMatchObject({
      ok: false,
      fieldId: 'name',
    });
    expect(readFormContent(fields, { name: ['text', 'A', ''], size: ['radio', 'huge', ''] })).toMatchObject({
      ok: false,
      fieldId: 'size',
    });
    expect(
      readFormContent(fields, {
        name: ['text', 'A', ''],
        size: [
          'radio',
          [
            ['small', true, 's', 's'],
            ['large', true, 's', 's'],
          ],
          '',
        ],
      }),
    ).toMatchObject({ ok: false, fieldId: 'size' });
    expect(readFormContent(fields, { name: ['text', { a: 1 }, ''] })).toMatchObject({
      ok: false,
      fieldId: 'name',
    });
    expect(readFormContent(fields, { name: ['text', ['a', 'b'], ''] })).toMatchObject({
      ok: false,
      fieldId: 'name',
    });
    expect(readFormContent(fields, [])).toMatchObject({ ok: false });
    // A multi-select sent as one plain value is still checked against its choices.
    expect(
      readFormContent(fields, {
        name: ['text', 'A', ''],
        size: ['radio', 'small', ''],
        menu: ['select', 'caviar', ''],
      }),
    ).toMatchObject({ ok: false, fieldId: 'menu' });
    expect(
      readFormContent(fields, {
        name: ['text', 'A', ''],
        size: ['radio', 'small', ''],
        menu: ['select', 'tea', ''],
      }),
    ).toMatchObject({ ok: true, content: { menu: ['select', 'tea', 'menu'] } });
    expect(
      readFormContent(fields, { name: ['text', 'x'.repeat(5001), ''], size: ['radio', 'small', ''] }),
    ).toMatchObject({
      ok: false,
      fieldId: 'name',
    });
  });
});

describe('mailing-list fields', () => {
  const content = {
    mail: ['email', 'ann@example.com', 'Email'],
    first: ['text', 'Ann', 'First'],
    groups: ['checkbox', 'abc123,def456', 'Groups'],
    born: ['date', '1990-07-04', 'Birthday'],
  } as Record<string, [string, string, string]>;

  it('maps email, merge fields, groups to interests and the birthday to MM/DD', () => {
    expect(
      mailingListFields(
        { email: 'mail', FNAME: 'first', group_id: 'groups', birthday_field: 'born' },
        content,
      ),
    ).toEqual({
      email: 'ann@example.com',
      mergeFields: { FNAME: 'Ann' },
      interests: { abc123: true, def456: true },
      birthday: '07/04',
    });
  });

  it('is none without an email, and drops a birthday that is no real day', () => {
    expect(mailingListFields({ email: 'first2' }, content)).toBeUndefined();
    expect(birthdayOf('2001-02-30')).toBeUndefined();
    expect(birthdayOf('02/29')).toBe('02/29');
    expect(birthdayOf('13/01')).toBeUndefined();
    expect(birthdayOf('tomorrow')).toBeUndefined();
  });
});
