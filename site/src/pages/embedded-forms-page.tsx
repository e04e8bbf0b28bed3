import type { PageVars } from '@site-widgets/contract';
import { Document, WidgetSlot } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface EmbeddedFormLink {
  href: string;
  title: string;
  summary: string;
}

export interface EmbeddedFormPageProps {
  pageVars: PageVars;
  title: string;
  intro: string;
  /** The server-rendered `form` widget. */
  formHtml: string;
  /** The other demo forms, linked below. */
  others: EmbeddedFormLink[];
}

/** One demo form (issue 12): a contact form, a three-page catering enquiry, an event booking. */
export function EmbeddedFormPage({ pageVars, title, intro, formHtml, others }: EmbeddedFormPageProps) {
  return (
    <Document title={`${title} — Harbour & Hearth Café`} description={intro} pageVars={pageVars}>
      <SiteHeader currentHref="/forms" />
      <main id="main">
        <section className="page-intro" aria-labelledby="form-page-title">
          <div className="container">
            <p className="eyebrow">Forms</p>
            <h1 id="form-page-title">{title}</h1>
            <p>{intro}</p>
          </div>
        </section>
        <div className="container">
          <WidgetSlot html={formHtml} />
        </div>
        <nav className="container" aria-label="Other forms">
          <ul>
            {others.map((other) => (
              <li key={other.href}>
                <a href={other.href}>{other.title}</a> — {other.summary}
              </li>
            ))}
          </ul>
        </nav>
      </main>
      <SiteFooter />
    </Document>
  );
}

export interface EmbeddedFormsIndexProps {
  pageVars: PageVars;
  forms: EmbeddedFormLink[];
}

/** The list of demo forms. */
export function EmbeddedFormsIndexPage({ pageVars, forms }: EmbeddedFormsIndexProps) {
  return (
    <Document
      title="Forms — Harbour & Hearth Café"
      description="Write to us, plan catering for an event, or book a place at one of ours."
      pageVars={pageVars}
    >
      <SiteHeader currentHref="/forms" />
      <main id="main">
        <section className="page-intro" aria-labelledby="forms-title">
          <div className="container">
            <p className="eyebrow">Forms</p>
            <h1 id="forms-title">Write to us</h1>
            <ul>
              {forms.map((form) => (
                <li key={form.href}>
                  <a href={form.href}>{form.title}</a> — {form.summary}
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>
      <SiteFooter />
    </Document>
  );
}
