import { type FormDefinition, formDefinitionSchema } from '@site-widgets/contract/forms/form-definition.ts';
import { wrapFormJson } from '@site-widgets/core/forms/embedded-form-answer.ts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormWidget } from '../src/forms/form/FormWidget.tsx';
import { formWidgetProps, renderFormWidget } from '../src/forms/form/server.tsx';
import { PostContext } from '../src/runtime/post-context.ts';
import { SiteNav } from '../src/site/nav/SiteNav.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const definition: FormDefinition = formDefinitionSchema.parse({
  id: 8,
  slug: 'account',
  title: 'Account',
  pages: [
    {
      fields: [
        { id: 1, type: 'password', label: 'Password', passwordMinimumStrength: 'good' },
        { id: 2, type: 'creditcard', label: 'Card' },
        {
          id: 3,
          type: 'image_choice',
          label: 'Seats',
          multiple: true,
          choices: [
            { label: 'Window', value: 'window' },
            { label: 'Bar', value: 'bar' },
          ],
          choiceImages: {
            window: { src: '/site/images/harbour.svg' },
            bar: { src: 'https://cdn.example.com/bar.png', alt: 'A long bar with stools' },
          },
        },
        { id: 4, type: 'social', label: 'GitHub', socialPlatform: 'github' },
      ],
    },
  ],
  confirmations: [{ name: 'Default', type: 'message', message: 'Thanks!' }],
});

const props = formWidgetProps({
  definition,
  values: { 1: ['secret-typed-before', 'secret-typed-before'], 2: '4111111111111111' },
  errors: {},
  currentPage: 1,
  uniqueId: 'b'.repeat(32),
  actionUrl: '/account',
  versionHash: 'vh1',
});

describe('issue 13 input views', () => {
  it('the server markup has the password inputs, the meter and the image choices, and never a typed password', () => {
    const html = renderFormWidget({ ...props, values: {} });
    expect(html).toContain('name="input_1"');
    expect(html).toContain('name="input_1_2"');
    expect(html).toContain('data-strength="blank"');
    expect(html).toContain('name="input_3.1"');
    expect(html).toContain('src="/site/images/harbour.svg"');
    expect(html).toContain('alt="A long bar with stools"');
    expect(html).not.toContain('secret-typed-before');
  });

  it('grades the password as typed: short, then bad and strong once the estimator is in, mismatch on a different confirmation', async () => {
    render(
      <PostContext.Provider value={vi.fn(async () => '')}>
        <FormWidget {...props} values={{}} />
      </PostContext.Provider>,
    );
    const meter = () =>
      document.querySelector('[data-slot="password-strength"]')?.getAttribute('data-strength');
    await userEvent.type(screen.getByLabelText('Enter Password'), 'abc');
    expect(meter()).toBe('short');
    expect(screen.getByText('Very weak')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Enter Password'), 'defgh');
    await waitFor(() => expect(meter()).toBe('bad'), { timeout: 10_000 });
    await userEvent.clear(screen.getByLabelText('Enter Password'));
    await userEvent.type(screen.getByLabelText('Enter Password'), 'harbour-lantern-quietly-47');
    await waitFor(() => expect(meter()).toBe('strong'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'harbour');
    expect(meter()).toBe('mismatch');
  }, 20_000);

  it('shows the card type from the fourth digit and announces it politely', async () => {
    render(
      <PostContext.Provider value={vi.fn(async () => '')}>
        <FormWidget {...props} values={{}} />
      </PostContext.Provider>,
    );
    const typeBox = document.querySelector('[data-slot="card-type"]');
    expect(typeBox?.getAttribute('aria-live')).toBe('polite');
    await userEvent.type(screen.getByRole('textbox', { name: 'Card' }), '555');
    expect(typeBox?.textContent).toBe('');
    await userEvent.type(screen.getByRole('textbox', { name: 'Card' }), '5');
    expect(typeBox?.textContent).toBe('Card type: Mastercard');
  });

  it('sends the password with its confirmation and the checked image choices under their wire names', async () => {
    const send = vi.fn(async () =>
      wrapFormJson({
        success: true,
        data: { is_valid: true, confirmation_type: 'message', confirmation_markup: 'Thanks!' },
      }),
    );
    render(
      <PostContext.Provider value={send}>
        <FormWidget {...props} values={{}} />
      </PostContext.Provider>,
    );
    await userEvent.type(screen.getByLabelText('Enter Password'), 'pw-one');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'pw-two');
    await userEvent.click(screen.getByRole('checkbox', { name: /Bar/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'GitHub' }), '@octocat');
    expect(screen.getByText('Profile: https://github.com/octocat')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    const fields = (send.mock.calls[0] as unknown as [string, Record<string, string>])[1];
    expect(fields).toMatchObject({
      input_1: 'pw-one',
      input_1_2: 'pw-two',
      'input_3.2': 'bar',
      input_4: '@octocat',
    });
    expect(fields['input_3.1']).toBeUndefined();
  });
});

describe('widgets put owner URLs through the sanitiser', () => {
  it("a javascript: link in the navigation becomes '#' and 'Invalid protocol' is logged", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToString(
      <SiteNav
        label="Main"
        currentHref="/"
        items={[
          { href: 'JaVaScRiPt:alert(1)', label: 'Bad' },
          { href: '/menu', label: 'Menu' },
        ]}
      />,
    );
    expect(html).not.toMatch(/javascript/i);
    expect(html).toContain('href="#"');
    expect(html).toContain('href="/menu"');
    expect(error).toHaveBeenCalledWith('[site-widgets] Invalid protocol', 'JaVaScRiPt:alert(1)');
  });
});
