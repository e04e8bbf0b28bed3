import { type FormBuilderView, formBuilderSettingsSchema, formBuilderViewOf } from '@site-widgets/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormBuilder, REDIRECT_DELAY_MS } from '../src/forms/addon-form-builder/FormBuilder.tsx';
import { PostContext } from '../src/runtime/post-context.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const view = (extra: Record<string, unknown> = {}): FormBuilderView =>
  formBuilderViewOf(
    7,
    formBuilderSettingsSchema.parse({
      title: 'Order',
      steps: ['First', 'Second'],
      fields: [
        { id: 'name', type: 'text', label: 'Name', required: true },
        {
          id: 'size',
          type: 'radio',
          label: 'Size',
          required: true,
          step: 1,
          options: [
            { value: 'small', label: 'Small' },
            { value: 'large', label: 'Large' },
          ],
        },
      ],
      messages: { success: 'Done!', error: 'Failed.' },
      ...extra,
    }),
  );

function renderForm(
  formView: FormBuilderView,
  post: (action: string, fields: Record<string, string>) => Promise<string>,
  navigate = vi.fn(),
  pageId?: number,
) {
  render(
    <PostContext.Provider value={post}>
      <FormBuilder view={formView} navigate={navigate} pageId={pageId} />
    </PostContext.Provider>,
  );
  return navigate;
}

async function fillBothSteps() {
  fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Ann' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Large' }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  });
}

describe('the add-on form builder view', () => {
  it('marks an empty required field with the error class, aria-invalid and the message it is described by', () => {
    renderForm(view(), vi.fn());
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const input = screen.getByLabelText(/Name/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Please fill in this field.');
    expect(input.closest('.sw-form-builder__field--error')).not.toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    fireEvent.change(input, { target: { value: 'A' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the flattened-ready content, shows the success message, keeps submit disabled and redirects after the delay', async () => {
    vi.useFakeTimers();
    const post = vi.fn(async () => JSON.stringify({ success: true, data: { post_id: 3 } }));
    const navigate = renderForm(view({ redirectUrl: 'https://cafe.example/thanks' }), post);
    await fillBothSteps();
    expect(post).toHaveBeenCalledTimes(1);
    const [action, fields] = post.mock.calls[0] as unknown as [string, Record<string, string>];
    expect(action).toBe('wpr_form_builder_submissions');
    expect(fields.form_id).toBe('7');
    expect(JSON.parse(fields.form_content ?? '')).toEqual({
      name: ['text', 'Ann', 'Name'],
      size: [
        'radio',
        [
          ['small', false, 'size', 'size-0'],
          ['large', true, 'size', 'size-1'],
        ],
        'Size',
      ],
    });
    expect(screen.getByRole('status').textContent).toBe('Done!');
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_MS));
    expect(navigate).toHaveBeenCalledWith('https://cafe.example/thanks');
  });

  it('names the page it was sent from: its title as form_page, its id as form_page_id', async () => {
    const post = vi.fn(async () => JSON.stringify({ success: true, data: { post_id: 3 } }));
    document.title = 'Catering — Harbour & Hearth';
    renderForm(view(), post, vi.fn(), 41);
    await fillBothSteps();
    const [, fields] = post.mock.calls[0] as unknown as [string, Record<string, string>];
    expect(fields.form_page).toBe('Catering — Harbour & Hearth');
    expect(fields.form_page_id).toBe('41');
  });

  it('shows the error message when the call fails and never redirects', async () => {
    vi.useFakeTimers();
    const post = vi.fn(async () => {
      throw new Error('503');
    });
    const navigate = renderForm(view({ redirectUrl: 'https://cafe.example/thanks' }), post);
    await fillBothSteps();
    expect(screen.getByRole('status').textContent).toBe('Failed.');
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false);
    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_MS * 2));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the form’s reCAPTCHA text when the server refuses the answer, and sends the answer it finds', async () => {
    const post = vi.fn(async () =>
      JSON.stringify({ success: false, data: { code: 'SW_FORM_BUILDER_RECAPTCHA', message: 'x' } }),
    );
    renderForm(view({ recaptcha: true, messages: { recaptcha: 'Tick the box, please.' } }), post);
    // The provider's script renders into the form's own slot and writes its answer there.
    const slot = document.querySelector<HTMLElement>('form .g-recaptcha[data-slot="captcha"]');
    expect(slot?.hidden).toBe(true);
    const answer = slot?.querySelector<HTMLTextAreaElement>('textarea[name="g-recaptcha-response"]');
    if (!answer) throw new Error('no reCAPTCHA answer field in the form');
    answer.value = 'token-1';
    await fillBothSteps();
    expect(slot?.hidden).toBe(false);
    expect(
      (post.mock.calls[0] as unknown as [string, Record<string, string>])[1]['g-recaptcha-response'],
    ).toBe('token-1');
    expect(screen.getByRole('status').textContent).toBe('Tick the box, please.');
  });

  it('does not follow a redirect that is not http or https', async () => {
    vi.useFakeTimers();
    const post = vi.fn(async () => JSON.stringify({ success: true, data: {} }));
    // The stored schema refuses it; a view built by hand must still not follow it.
    const navigate = renderForm({ ...view(), redirectUrl: 'javascript:alert(1)' }, post);
    await fillBothSteps();
    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_MS * 2));
    expect(navigate).not.toHaveBeenCalled();
  });
});
