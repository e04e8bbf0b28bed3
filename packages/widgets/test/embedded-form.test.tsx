import { type FormDefinition, formDefinitionSchema } from '@site-widgets/contract/forms/form-definition.ts';
import { wrapFormJson } from '@site-widgets/core/forms/embedded-form-answer.ts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormWidget } from '../src/forms/form/FormWidget.tsx';
import { formWidgetProps, renderFormWidget, renderPageMarkup } from '../src/forms/form/server.tsx';
import { PostContext } from '../src/runtime/post-context.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const definition: FormDefinition = formDefinitionSchema.parse({
  id: 5,
  slug: 'catering',
  title: 'Catering enquiry',
  pages: [
    {
      fields: [
        { id: 1, type: 'text', label: 'Your name', required: true },
        {
          id: 2,
          type: 'radio',
          label: 'Occasion',
          choices: [
            { label: 'Wedding', value: 'wedding' },
            { label: 'Office lunch', value: 'office' },
          ],
        },
        {
          id: 3,
          type: 'text',
          label: 'Number of tables',
          conditionalLogic: {
            actionType: 'show',
            logicType: 'all',
            rules: [{ fieldId: 2, operator: 'is', value: 'wedding' }],
          },
        },
      ],
    },
    { fields: [{ id: 4, type: 'email', label: 'Email', required: true }] },
    { fields: [{ id: 5, type: 'textarea', label: 'Anything else?' }] },
  ],
  confirmations: [{ name: 'Default', type: 'message', message: 'Thanks!' }],
  saveAndContinue: { enabled: true },
});

function answer(data: Record<string, unknown>) {
  return wrapFormJson({
    success: true,
    data: {
      is_valid: true,
      confirmation_type: '',
      confirmation_redirect: '',
      confirmation_markup: '',
      page_markup: '',
      form_markup: '',
      uploaded_files: {},
      validation_errors: {},
      ...data,
    },
  });
}

function renderForm(post: (action: string, fields: Record<string, string>) => Promise<string>, page = 1) {
  const send = vi.fn(post);
  const props = formWidgetProps({
    definition,
    values: {},
    errors: {},
    currentPage: page,
    uniqueId: 'a'.repeat(32),
    actionUrl: '/catering',
    versionHash: 'vh1',
  });
  render(
    <PostContext.Provider value={send}>
      <FormWidget {...props} />
    </PostContext.Provider>,
  );
  return send;
}

describe('form widget', () => {
  it('renders every page with one shown and the spec hidden fields', () => {
    renderForm(async () => answer({}));
    const pages = document.querySelectorAll('[data-slot="form-page"]');
    expect(pages).toHaveLength(3);
    expect([...pages].map((page) => (page as HTMLElement).hidden)).toEqual([false, true, true]);
    expect(document.querySelector('input[name="gform_source_page_number_5"]')).toHaveProperty('value', '1');
    expect(document.querySelector('input[name="gform_target_page_number_5"]')).not.toBeNull();
    expect(document.querySelector('input[name="gform_unique_id"]')).toHaveProperty('value', 'a'.repeat(32));
  });

  it('shows a conditional field only when its rule matches', async () => {
    renderForm(async () => answer({}));
    expect(screen.queryByRole('textbox', { name: 'Number of tables' })).toBeNull();
    await userEvent.click(screen.getByLabelText('Wedding'));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Number of tables' })).not.toBeNull());
    await userEvent.click(screen.getByLabelText('Office lunch'));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Number of tables' })).toBeNull());
  });

  it('next sends gform_submit_form with the page fields; a refusal announces errors and focuses the first', async () => {
    const send = renderForm(async () =>
      answer({ is_valid: false, page_number: 1, validation_errors: { 1: 'This field is required.' } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(send).toHaveBeenCalledWith(
      'gform_submit_form',
      expect.objectContaining({
        form_id: '5',
        gform_source_page_number_5: '1',
        gform_target_page_number_5: '2',
        gform_submission_method: 'ajax',
      }),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Your name/)));
    const live = document.querySelector('[aria-live="assertive"]');
    expect(live?.textContent).toContain('Your name: This field is required.');
    expect(screen.getByLabelText(/Your name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('a valid next shows the next page and fires post-render and page-change', async () => {
    renderForm(async () => answer({ page_number: 2, source_page_number: 1 }));
    const events: string[] = [];
    for (const type of ['post-render', 'page-change'])
      document.addEventListener(type, () => events.push(type));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Email/ })).not.toBeNull());
    expect(events).toEqual(['post-render', 'page-change']);
  });

  it('Enter in a field of a middle page moves forward', async () => {
    const send = renderForm(async () => answer({ page_number: 2 }));
    await userEvent.type(screen.getByLabelText(/Your name/), 'Ann{Enter}');
    expect(send.mock.calls[0]?.[1]).toMatchObject({ gform_target_page_number_5: '2', input_1: 'Ann' });
  });

  it('a cancelled before-submit sends nothing and fires aborted', async () => {
    const send = renderForm(async () => answer({}));
    const aborted = vi.fn();
    document.addEventListener('before-submit', (event) => event.preventDefault(), { once: true });
    document.addEventListener('aborted', aborted, { once: true });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(send).not.toHaveBeenCalled();
    expect(aborted).toHaveBeenCalledTimes(1);
  });

  it('on the last page previous is a submit button, and a message confirmation replaces the form and takes focus', async () => {
    const send = renderForm(
      async () =>
        answer({
          confirmation_type: 'message',
          confirmation_markup:
            '<div class="gform_confirmation_wrapper"><div class="gform_confirmation_message">Thanks, Ann!<img src=x onerror=alert(1)></div></div>',
        }),
      3,
    );
    expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('type')).toBe('submit');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(send.mock.calls[0]?.[1]).toMatchObject({ gform_target_page_number_5: '0' });
    await waitFor(() => expect(screen.queryByText('Thanks, Ann!')).not.toBeNull());
    expect(document.activeElement).toBe(document.querySelector('[data-slot="confirmation-wrapper"]'));
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('one submission at a time: a second click while the first is under way sends nothing', async () => {
    let release: (text: string) => void = () => {};
    const send = renderForm(
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    const next = screen.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    await userEvent.click(next);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => release(answer({ page_number: 2 })));
  });

  it('save and continue shows the resume link', async () => {
    const send = renderForm(async () =>
      answer({
        resume_url: `http://localhost/catering?gf_token=${'b'.repeat(32)}`,
        resume_token: 'b'.repeat(32),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save and Continue Later' }));
    expect(send.mock.calls[0]?.[1]).toMatchObject({ gform_save: '1' });
    await waitFor(() => expect(screen.queryByRole('link', { name: /gf_token=b{32}/ })).not.toBeNull());
    expect(screen.queryByRole('button', { name: 'Send Link' })).not.toBeNull();
  });

  it('in editor preview every input and button is disabled', () => {
    const props = formWidgetProps({
      definition,
      values: {},
      errors: {},
      currentPage: 1,
      uniqueId: 'a'.repeat(32),
      actionUrl: '/catering',
      versionHash: 'vh1',
      preview: true,
    });
    render(<FormWidget {...props} />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/Your name/)).toHaveProperty('disabled', true);
  });

  it('without JavaScript every button is a submit button whose name and value carry the target page', () => {
    const state = {
      definition,
      values: {},
      errors: {},
      currentPage: 2,
      uniqueId: 'a'.repeat(32),
      actionUrl: '/catering',
      versionHash: 'vh1',
    };
    const container = document.createElement('div');
    container.innerHTML = renderFormWidget(state);
    const page = container.querySelector<HTMLElement>('#gform_page_5_2');
    const buttons = [...(page?.querySelectorAll('button') ?? [])].map((button) => [
      button.textContent,
      button.type,
      button.name,
      button.value,
      button.disabled,
    ]);
    expect(buttons).toEqual([
      ['Next', 'submit', 'gform_target_page_number_5', '3', false],
      ['Previous', 'submit', 'gform_target_page_number_5', '1', false],
      ['Save and Continue Later', 'submit', 'gform_save', '1', false],
    ]);
    // Buttons of the pages not shown are disabled, so Enter never submits through them.
    expect(container.querySelector<HTMLButtonElement>('#gform_page_5_1 button')?.disabled).toBe(true);
    // The hidden target-page field exists but does not post (the clicked button's value does).
    expect(
      container.querySelector<HTMLInputElement>('input[type=hidden][name="gform_target_page_number_5"]')
        ?.disabled,
    ).toBe(true);
    expect(container.querySelector('form')?.getAttribute('action')).toBe('/catering');
    expect(renderPageMarkup(state)).toMatch(/^<div id="gform_page_5_2"[\s\S]*Next[\s\S]*<\/div>$/);
    expect(renderPageMarkup(state)).not.toContain('gform_page_5_3');
  });

  it('an invisible captcha keeps the final submit pending until its token exists, then sends it', async () => {
    const withCaptcha = { ...definition, antiSpam: { captcha: 'invisible' as const } };
    const send = vi.fn(async (_action: string, _fields: Record<string, string>) => answer({}));
    const props = formWidgetProps({
      definition: withCaptcha,
      values: {},
      errors: {},
      currentPage: 3,
      uniqueId: 'a'.repeat(32),
      actionUrl: '/catering',
      versionHash: 'vh1',
    });
    render(
      <PostContext.Provider value={send}>
        <FormWidget {...props} />
      </PostContext.Provider>,
    );
    const field = document.querySelector<HTMLTextAreaElement>('textarea[name="g-recaptcha-response"]');
    const executed = vi.fn();
    document.addEventListener('captcha-execute', executed, { once: true });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(executed).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(send).not.toHaveBeenCalled();
    if (field) field.value = 'token-9';
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[1]).toMatchObject({ 'g-recaptcha-response': 'token-9' });
  });
});
