import {
  NEWSLETTER_FIELDS as F,
  NEWSLETTER_ACTION,
  NEWSLETTER_DEFAULT_MESSAGES,
  NEWSLETTER_PATHS,
} from '@site-widgets/contract/content/newsletter.ts';
import { AjaxHttpError } from '@site-widgets/core/ajax/ajax-client.ts';
import { newsletterOutcome, serialiseSignupForm } from '@site-widgets/core/content/newsletter-answer.ts';
import { useId, useState } from 'react';
import { getRuntime } from '../../runtime/runtime.ts';

export interface NewsletterFormProps {
  /** The stored list signed up to. */
  listId: string;
  /** Empty the fields after a successful signup; default false. */
  clearFields?: boolean | undefined;
  /** The success block's text; default `Thank you for subscribing!`. */
  successMessage?: string | undefined;
  /** The error block's text when the server names none; default `Something went wrong. Please try again.` */
  errorMessage?: string | undefined;
  /** The form's heading; default `Newsletter`. */
  heading?: string | undefined;
}

type FormState = { state: 'idle' | 'loading' } | { state: 'success' | 'error'; message: string };

/**
 * The newsletter signup (spec 001 §3, §4, §7, §8): a plain form that POSTs to /newsletter/subscribe
 * without JavaScript; live, it posts `mailchimp_subscribe` with the serialised fields and shows the
 * success or error block by the answer's status in a polite live region. The honeypot field is hidden
 * from people (and from assistive technology) and must stay empty.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  const id = useId();
  const [form, setForm] = useState<FormState>({ state: 'idle' });
  const success = props.successMessage ?? NEWSLETTER_DEFAULT_MESSAGES.success;
  const failure = props.errorMessage ?? NEWSLETTER_DEFAULT_MESSAGES.error;

  async function submit(element: HTMLFormElement) {
    if (form.state === 'loading') return;
    setForm({ state: 'loading' });
    let text: string | undefined;
    try {
      text = await getRuntime().ajax.post(
        NEWSLETTER_ACTION,
        { fields: serialiseSignupForm(new FormData(element), F.listId), listId: props.listId },
        'nonce',
      );
    } catch (error) {
      // An error answer (400, 404, 429) still carries its status and message.
      text = error instanceof AjaxHttpError ? error.body : undefined;
      if (!(error instanceof AjaxHttpError)) console.error(`[site-widgets] newsletter: ${String(error)}`);
    }
    const outcome = newsletterOutcome(text);
    if (outcome.status === 'success') {
      if (props.clearFields) element.reset();
      setForm({ state: 'success', message: success });
    } else setForm({ state: 'error', message: outcome.message ?? failure });
  }

  const message = form.state === 'success' || form.state === 'error' ? form.message : '';
  return (
    <form
      className="sw-newsletter"
      method="post"
      action={NEWSLETTER_PATHS.subscribe}
      data-state={form.state}
      aria-labelledby={`${id}heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <h2 className="sw-newsletter__heading" id={`${id}heading`}>
        {props.heading ?? 'Newsletter'}
      </h2>
      <input type="hidden" name={F.listId} value={props.listId} />
      <div className="sw-newsletter__field">
        <label htmlFor={`${id}email`}>Your email</label>
        <input id={`${id}email`} name={F.email} type="email" required autoComplete="email" maxLength={254} />
      </div>
      <div className="sw-newsletter__trap" aria-hidden="true">
        <label htmlFor={`${id}trap`}>Leave this field empty</label>
        <input id={`${id}trap`} name={F.honeypot} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        className="sw-newsletter__submit"
        aria-disabled={form.state === 'loading' || undefined}
      >
        Subscribe
      </button>
      <p
        className="sw-newsletter__message"
        data-slot="message"
        data-status={form.state === 'success' || form.state === 'error' ? form.state : undefined}
        role="status"
        aria-live="polite"
      >
        {message}
      </p>
    </form>
  );
}
