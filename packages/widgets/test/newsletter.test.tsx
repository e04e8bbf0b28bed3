import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '../src/content/newsletter/NewsletterForm.tsx';

beforeAll(() => {
  const vars = document.createElement('script');
  vars.type = 'application/json';
  vars.id = 'site-widgets-vars';
  vars.textContent = JSON.stringify({ ajaxurl: '/wp-admin/admin-ajax.php', nonce: 'n1', pageId: 1 });
  document.head.append(vars);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A fetch that answers the ajax call with one status and body, and records what was sent. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => ({
    status,
    ok: status >= 200 && status < 300,
    text: async () => JSON.stringify(body),
  }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function submit(email: string) {
  fireEvent.change(screen.getByLabelText('Your email'), { target: { value: email } });
  await act(async () => {
    fireEvent.submit(screen.getByRole('button', { name: 'Subscribe' }).closest('form') as HTMLFormElement);
  });
}

describe('the newsletter form (issue 17 item 6)', () => {
  it('is a plain form in the server render: posts to /newsletter/subscribe with the list id, labelled fields, an empty live region', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<NewsletterForm listId="news" />);
    const form = host.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/newsletter/subscribe');
    expect(form?.getAttribute('method')).toBe('post');
    expect(host.querySelector<HTMLInputElement>('input[name="listId"]')?.value).toBe('news');
    const email = host.querySelector<HTMLInputElement>('input[name="EMAIL"]');
    expect(email?.type).toBe('email');
    expect(email?.required).toBe(true);
    expect(host.querySelector(`label[for="${email?.id}"]`)?.textContent).toBe('Your email');
    const message = host.querySelector('[data-slot="message"]');
    expect(message?.getAttribute('aria-live')).toBe('polite');
    expect(message?.textContent).toBe('');
    // The honeypot is out of the tab order and hidden from assistive technology.
    const trap = host.querySelector<HTMLInputElement>('input[name="sw_newsletter_website"]');
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('posts mailchimp_subscribe with the serialised fields and listId; status subscribed shows the success block and clears the fields', async () => {
    const fetch = answer(200, { status: 'subscribed' });
    render(<NewsletterForm listId="news" clearFields successMessage="Thanks!" />);
    await submit('ada@example.test');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wp-admin/admin-ajax.php');
    const sent = new URLSearchParams(String(init.body));
    expect(sent.get('action')).toBe('mailchimp_subscribe');
    expect(sent.get('listId')).toBe('news');
    expect(sent.get('nonce')).toBe('n1');
    expect(Object.fromEntries(new URLSearchParams(sent.get('fields') ?? ''))).toEqual({
      EMAIL: 'ada@example.test',
      sw_newsletter_website: '',
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Thanks!');
    expect(status.getAttribute('data-status')).toBe('success');
    expect((screen.getByLabelText('Your email') as HTMLInputElement).value).toBe('');
  });

  it('keeps the fields without the clear-fields flag', async () => {
    answer(200, { status: 'subscribed' });
    render(<NewsletterForm listId="news" />);
    await submit('bo@example.test');
    expect(screen.getByRole('status').textContent).toBe('Thank you for subscribing!');
    expect((screen.getByLabelText('Your email') as HTMLInputElement).value).toBe('bo@example.test');
  });

  it('shows the error block with the server’s message for an error status, the configured one otherwise', async () => {
    answer(400, { status: 'error', code: 'SW_NEWSLETTER_BAD_EMAIL', message: 'Enter an e-mail address.' });
    render(<NewsletterForm listId="news" clearFields errorMessage="Try later." />);
    await submit('x@y');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Enter an e-mail address.');
    expect(status.getAttribute('data-status')).toBe('error');
    expect((screen.getByLabelText('Your email') as HTMLInputElement).value).toBe('x@y');
    // Any other status than `subscribed` is an error (spec 001 §4), even with HTTP 200.
    answer(200, { status: 'pending' });
    await submit('x@example.test');
    expect(screen.getByRole('status').textContent).toBe('Try later.');
  });
});
