import type { PageVars } from '@site-widgets/contract';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageVarsScript } from './page-vars-script.tsx';

export interface DocumentProps {
  title: string;
  description: string;
  pageVars: PageVars;
  children: ReactNode;
}

/** The HTML shell of every demo page: styles first, the loader as a module script, page variables. */
export function Document({ title, description, pageVars, children }: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <link rel="icon" href="/site/images/logo-mark.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/site/site.css" />
        <link rel="stylesheet" href="/assets/widgets.css" />
        <PageVarsScript vars={pageVars} />
        <script type="module" src="/assets/loader.js" />
      </head>
      <body>{children}</body>
    </html>
  );
}

export function renderDocument(element: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}

/** Server-rendered widget markup (already escaped by its renderer) placed into the page. */
export function WidgetSlot({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup from renderWidget, which React escaped
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
