import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBrowserServices } from '../src/reviews/review-form/browser-services.ts';
import { ReviewFormWidget } from '../src/reviews/review-form/ReviewFormWidget.tsx';
import type { ReviewFormSettings } from '../src/reviews/review-form/settings.ts';
import {
  type ReviewFormTransport,
  ReviewFormTransportContext,
} from '../src/reviews/review-form/transport.ts';

afterEach(() => {
  cleanup();
  resetBrowserServices();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const ok = JSON.stringify({ error: 'no', successmsg: 'Thank you, we read every review!', dbmsg: '' });
const refused = JSON.stringify({
  error: 'yes',
  successmsg: '',
  dbmsg: 'The website is not a valid address.',
});

const SETTINGS: ReviewFormSettings = {
  formId: 2,
  display: 'inline',
  popupDelayMs: 10_000,
  buttonLabel: 'Write a review',
  heading: 'Tell us about your visit',
  fields: ['name', 'email', 'title', 'text', 'consent'],
  required: ['name', 'text'],
  ratingRequired: true,
  ratingStyle: 'stars',
  oneSubmission: 'nof',
  pageName: 'Quay Street',
};

function renderForm(
  settings: Partial<ReviewFormSettings> = {},
  transport: Partial<ReviewFormTransport> = {},
) {
  const postForm = vi.fn(transport.postForm ?? (async (_action: string, _form: FormData) => ok));
  const post = vi.fn(transport.post ?? (async (_action: string, _fields: Record<string, string>) => 'found'));
  render(
    <ReviewFormTransportContext.Provider value={{ post, postForm }}>
      <ReviewFormWidget settings={{ ...SETTINGS, ...settings }} postId={7} formToken="token-1" />
    </ReviewFormTransportContext.Provider>,
  );
  return { postForm, post };
}

async function fillRequired() {
  await userEvent.type(screen.getByLabelText('Your review'), 'The scones were still warm.');
  await userEvent.type(screen.getByLabelText('Your name'), 'Ann Lee');
}

const form = () => document.querySelector('.sw-review-form') as HTMLElement;

describe('the review form', () => {
  it('offers the rating as a radio group of five stars that the arrow keys move through', async () => {
    renderForm();
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    const stars = screen.getAllByRole('radio');
    expect(stars.map((star) => (star as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    expect(group.getAttribute('aria-required')).toBe('true');
    await userEvent.click(screen.getByLabelText('4 stars'));
    expect((screen.getByLabelText('4 stars') as HTMLInputElement).checked).toBe(true);
    await userEvent.keyboard('{ArrowRight}');
    expect((screen.getByLabelText('5 stars') as HTMLInputElement).checked).toBe(true);
  });

  it('sends 5 for thumbs up and 2 for thumbs down', async () => {
    const { postForm } = renderForm({ ratingStyle: 'thumbs', oneSubmission: '' });
    await fillRequired();
    await userEvent.click(screen.getByLabelText('Thumbs down'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(postForm).toHaveBeenCalledOnce());
    expect(postForm.mock.calls[0]?.[1].get('wprev_rating')).toBe('2');
    expect((screen.getByLabelText('Thumbs up') as HTMLInputElement).value).toBe('5');
  });

  it('refuses to send without a rating: says so, marks the group invalid and moves focus to it', async () => {
    const { postForm } = renderForm();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    const message = await screen.findByText('Please select a rating.');
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(screen.getByLabelText('1 star'));
    expect(postForm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('3 stars'));
    expect(screen.queryByText('Please select a rating.')).toBeNull();
  });

  it('sends multipart form data with every field, its own action, the unique id and the token', async () => {
    const { postForm } = renderForm();
    await userEvent.click(screen.getByLabelText('5 stars'));
    await userEvent.type(screen.getByLabelText('Review title (optional)'), 'Warm scones');
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Your e-mail (optional)'), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(postForm).toHaveBeenCalledOnce());
    const [action, data] = postForm.mock.calls[0] as [string, FormData];
    expect(action).toBe('wprp_save_review');
    expect(data.get('action')).toBe('wprp_save_review');
    expect(Object.fromEntries([...data.entries()].filter(([name]) => name !== 'wprev_unbrid'))).toEqual({
      action: 'wprp_save_review',
      wprev_form_id: '2',
      wprev_post_id: '7',
      wprev_url_tag: '',
      wprev_one_submission: 'nof',
      wprev_rating_required: 'yes',
      wprev_page_name: 'Quay Street',
      wprev_shown_at: 'token-1',
      wprev_rating: '5',
      wprev_title: 'Warm scones',
      wprev_text: 'The scones were still warm.',
      wprev_name: 'Ann Lee',
      wprev_email: 'ann@example.com',
      wprev_hp_website: '',
    });
    expect(data.getAll('wprev_unbrid')).toHaveLength(1);
    expect(data.get('wprev_unbrid')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('hides the button and shows the loader while sending', async () => {
    let finish: (text: string) => void = () => {};
    renderForm({}, { postForm: () => new Promise((resolve) => (finish = resolve)) });
    await userEvent.click(screen.getByLabelText('5 stars'));
    await fillRequired();
    const button = screen.getByRole('button', { name: 'Submit review' });
    await userEvent.click(button);
    expect(form().dataset.state).toBe('submitting');
    expect(button.hidden).toBe(true);
    expect(screen.getByText('Sending your review…')).toBeTruthy();
    await act(async () => finish(ok));
    expect(form().dataset.state).toBe('success');
  });

  it('on success shows the server’s message, resets and collapses the form, and records it in localStorage', async () => {
    renderForm();
    await userEvent.click(screen.getByLabelText('5 stars'));
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    const message = await screen.findByText('Thank you, we read every review!');
    expect(message.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(message);
    expect((document.querySelector('form') as HTMLFormElement).hidden).toBe(true);
    expect((screen.getByLabelText('Your name', { selector: 'input' }) as HTMLInputElement).value).toBe('');
    const sessions = JSON.parse(localStorage.getItem('wprev_form_sessions') ?? '[]');
    expect(sessions).toEqual([
      expect.objectContaining({
        formid: 2,
        postid: 7,
        submitted: 'yes',
        unbrid: expect.stringMatching(/^[0-9a-f]{32}$/),
      }),
    ]);
  });

  it('on error shows the server’s dbmsg as an alert and keeps the form and what was typed', async () => {
    renderForm({}, { postForm: async () => refused });
    await userEvent.click(screen.getByLabelText('5 stars'));
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe('The website is not a valid address.'));
    expect(form().dataset.state).toBe('error');
    expect((document.querySelector('form') as HTMLFormElement).hidden).toBe(false);
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Ann Lee');
  });

  it('hides the loader and does nothing else when the answer cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm({}, { postForm: async () => '<b>Fatal error</b>' });
    await userEvent.click(screen.getByLabelText('5 stars'));
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(form().dataset.state).toBe('shown'));
    expect(screen.getByRole('button', { name: 'Submit review' }).hidden).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(localStorage.getItem('wprev_form_sessions')).toBeNull();
  });

  it('keeps a review written offline and says it will be sent when back online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { postForm } = renderForm();
    await userEvent.click(screen.getByLabelText('5 stars'));
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(
      await screen.findByText(
        "You're offline — your review is saved and will be sent when you're back online.",
      ),
    ).toBeTruthy();
    expect(form().dataset.state).toBe('queued');
    expect(postForm).not.toHaveBeenCalled();
  });

  it('blocks a photo in a browser without FormData, with a message on the photo field', async () => {
    vi.stubGlobal('FormData', undefined);
    try {
      const { postForm, post } = renderForm({ fields: ['name', 'text', 'avatar'], oneSubmission: '' });
      await userEvent.click(screen.getByLabelText('5 stars'));
      await fillRequired();
      const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
      const input = screen.getByLabelText('Your photo (optional)');
      await userEvent.upload(input, photo);
      await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
      const message = await screen.findByText(
        'This browser cannot upload a photo. Remove the photo to send your review.',
      );
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-describedby')).toContain(message.id);
      expect(document.activeElement).toBe(input);
      expect(postForm).not.toHaveBeenCalled();
      expect(post).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends the fields urlencoded in one `data` field in a browser without FormData', async () => {
    vi.stubGlobal('FormData', undefined);
    try {
      const { postForm, post } = renderForm({ oneSubmission: '' }, { post: async () => ok });
      await userEvent.click(screen.getByLabelText('4 stars'));
      await fillRequired();
      await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
      await waitFor(() => expect(post).toHaveBeenCalledOnce());
      const [action, fields] = post.mock.calls[0] as [string, Record<string, string>];
      expect(action).toBe('wprp_save_review');
      const data = new URLSearchParams(fields.data);
      expect(data.get('wprev_rating')).toBe('4');
      expect(data.get('wprev_name')).toBe('Ann Lee');
      expect(postForm).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hides the honeypot from people: aria-hidden, out of the tab order, no autocomplete', () => {
    renderForm();
    const honeypot = document.querySelector('input[name="wprev_hp_website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('one-submission mode', () => {
  const recorded = (formid: number, postid: number) =>
    localStorage.setItem(
      'wprev_form_sessions',
      JSON.stringify([{ formid, postid, submitted: 'yes', unbrid: 'c'.repeat(32) }]),
    );

  it('replaces a once-per-form form by the already-submitted message and asks wprp_check_unbrid', async () => {
    recorded(2, 99);
    const { post } = renderForm({ oneSubmission: 'nof' });
    expect(await screen.findByText('You have already submitted a review. Thank you!')).toBeTruthy();
    expect((document.querySelector('form') as HTMLFormElement).hidden).toBe(true);
    expect(post).toHaveBeenCalledWith('wprp_check_unbrid', { unbrid: 'c'.repeat(32) });
  });

  it('shows the form again when the server answers notfound', async () => {
    recorded(2, 7);
    renderForm({ oneSubmission: 'nop' }, { post: async () => 'notfound' });
    await waitFor(() => expect(form().dataset.state).toBe('shown'));
    expect((document.querySelector('form') as HTMLFormElement).hidden).toBe(false);
    expect(localStorage.getItem('wprev_form_sessions')).toBeNull();
  });

  it('shows the form on another post in once-per-post mode', async () => {
    recorded(2, 8);
    const { post } = renderForm({ oneSubmission: 'nop' });
    await act(async () => {});
    expect(form().dataset.state).toBe('shown');
    expect(post).not.toHaveBeenCalled();
  });

  it('ignores a corrupt form sessions list', async () => {
    localStorage.setItem('wprev_form_sessions', '[{"formid":2,');
    renderForm({ oneSubmission: 'nof' });
    await act(async () => {});
    expect(form().dataset.state).toBe('shown');
  });
});

describe('the modal and the automatic pop-up', () => {
  it('opens in a modal dialog from its button, named by the form’s heading, and closes', async () => {
    renderForm({ display: 'modal', buttonLabel: 'Write a review' });
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe(
      screen.getByRole('heading', { name: 'Tell us about your visit' }).id,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
  });

  it('opens by itself after its delay, once per session', async () => {
    vi.useFakeTimers();
    renderForm({ display: 'popup', popupDelayMs: 5000 });
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    await act(async () => vi.advanceTimersByTime(4999));
    expect(dialog.open).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(dialog.open).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('wprev_form_popups') ?? '[]')).toEqual([
      { id: 2, shown: 'yes' },
    ]);
    cleanup();
    renderForm({ display: 'popup', popupDelayMs: 5000 });
    await act(async () => vi.advanceTimersByTime(60_000));
    expect((document.querySelector('dialog') as HTMLDialogElement).open).toBe(false);
  });

  it('does not open by itself for a visitor who already sent this form', async () => {
    localStorage.setItem(
      'wprev_form_sessions',
      JSON.stringify([{ formid: 2, postid: 7, submitted: 'yes', unbrid: 'c'.repeat(32) }]),
    );
    vi.useFakeTimers();
    renderForm({ display: 'popup', popupDelayMs: 5000 });
    await act(async () => vi.advanceTimersByTime(5000));
    expect((document.querySelector('dialog') as HTMLDialogElement).open).toBe(false);
  });
});
