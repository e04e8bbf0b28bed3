import type { PageVars } from '@site-widgets/contract';
import { Document } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface NewsletterPageProps {
  pageVars: PageVars;
  heading: string;
  /** What happened, or what the button does. */
  message: string;
  /** `success` or `error` (the message block, spec 001 §8), or `question` before a button is pressed. */
  tone: 'success' | 'error' | 'question';
  /** The button that confirms or unsubscribes (a GET only shows it: mail scanners follow links). */
  form?: { action: string; token: string; button: string } | undefined;
}

/**
 * The newsletter's own pages (issue 17 item 6): the answer to the footer form without JavaScript, and
 * the confirmation and unsubscribe links' pages, each with one button that POSTs.
 */
export function NewsletterPage({ pageVars, heading, message, tone, form }: NewsletterPageProps) {
  return (
    <Document
      title={`${heading} — Harbour & Hearth Café`}
      description="Harbour & Hearth Café's newsletter."
      pageVars={pageVars}
    >
      <SiteHeader />
      <main id="main">
        <section className="page-intro" aria-labelledby="newsletter-title">
          <div className="container">
            <p className="eyebrow">Newsletter</p>
            <h1 id="newsletter-title">{heading}</h1>
          </div>
        </section>
        <div className="container newsletter-page">
          <p
            className="sw-newsletter__message"
            data-status={tone}
            role={tone === 'question' ? undefined : 'status'}
          >
            {message}
          </p>
          {form && (
            <form method="post" action={form.action}>
              <input type="hidden" name="token" value={form.token} />
              <button type="submit" className="button">
                {form.button}
              </button>
            </form>
          )}
          <p>
            <a href="/">Back to the home page</a>
          </p>
        </div>
      </main>
      <SiteFooter />
    </Document>
  );
}
