import { type FormDefinition, formDefinitionSchema } from '@site-widgets/contract/forms/form-definition.ts';
import { describe, expect, it } from 'vitest';
import {
  adjacentShownPage,
  formVisibility,
  ruleMatches,
  usesConditionalLogic,
} from '../src/forms/embedded-form-visibility.ts';

const definition: FormDefinition = formDefinitionSchema.parse({
  id: 2,
  slug: 'catering',
  title: 'Catering',
  pages: [
    {
      fields: [
        {
          id: 1,
          type: 'radio',
          label: 'Event type',
          choices: [
            { label: 'Wedding', value: 'wedding' },
            { label: 'Office', value: 'office' },
          ],
        },
        {
          id: 2,
          type: 'text',
          label: 'Partner name',
          conditionalLogic: {
            actionType: 'show',
            logicType: 'all',
            rules: [{ fieldId: 1, operator: 'is', value: 'wedding' }],
          },
        },
        {
          id: 3,
          type: 'text',
          label: 'Partner diet',
          conditionalLogic: {
            actionType: 'hide',
            logicType: 'any',
            rules: [{ fieldId: 2, operator: 'is', value: '' }],
          },
        },
      ],
    },
    {
      conditionalLogic: {
        actionType: 'show',
        logicType: 'all',
        rules: [{ fieldId: 1, operator: 'is', value: 'office' }],
      },
      fields: [{ id: 4, type: 'number', label: 'Desks' }],
    },
    { fields: [{ id: 5, type: 'text', label: 'Notes' }] },
  ],
  confirmations: [{ name: 'Default', type: 'message', message: 'Thanks' }],
});

describe('embedded form conditional visibility', () => {
  it('shows a field when its show rule matches, case and outer spaces aside', () => {
    expect(formVisibility(definition, { 1: ' Wedding ' }).fields.has(2)).toBe(true);
    expect(formVisibility(definition, { 1: 'office' }).fields.has(2)).toBe(false);
  });

  it('counts a hidden field as empty for the rules of others', () => {
    // Field 2 holds text but is hidden (office), so field 3 (hidden when 2 is empty) hides too.
    expect(formVisibility(definition, { 1: 'office', 2: 'Sam' }).fields.has(3)).toBe(false);
    expect(formVisibility(definition, { 1: 'wedding', 2: 'Sam' }).fields.has(3)).toBe(true);
  });

  it('hides a page by its rule, and its fields with it; next and previous skip it', () => {
    const wedding = formVisibility(definition, { 1: 'wedding' });
    expect(wedding.pages.has(2)).toBe(false);
    expect(wedding.fields.has(4)).toBe(false);
    expect(adjacentShownPage(wedding, 1, 'next', 3)).toBe(3);
    expect(adjacentShownPage(wedding, 3, 'previous', 3)).toBe(1);
    const office = formVisibility(definition, { 1: 'office' });
    expect(adjacentShownPage(office, 1, 'next', 3)).toBe(2);
  });

  it('compares numbers as numbers and checkbox lists by any / none', () => {
    expect(ruleMatches({ fieldId: 1, operator: '>', value: '9' }, '10')).toBe(true);
    expect(ruleMatches({ fieldId: 1, operator: '<', value: '9' }, 'ten')).toBe(false);
    expect(ruleMatches({ fieldId: 1, operator: 'is', value: 'b' }, ['a', 'b'])).toBe(true);
    expect(ruleMatches({ fieldId: 1, operator: 'isnot', value: 'b' }, ['a', 'b'])).toBe(false);
    expect(ruleMatches({ fieldId: 1, operator: 'contains', value: 'veg' }, 'Vegan')).toBe(true);
  });

  it('tells whether a form uses conditional logic at all', () => {
    expect(usesConditionalLogic(definition)).toBe(true);
    expect(usesConditionalLogic({ ...definition, pages: [{ fields: [] }] })).toBe(false);
  });
});
