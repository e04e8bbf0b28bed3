import type { PageVars, SitePageVars } from '@site-widgets/contract';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageVarsScript } from './page-vars-script.tsx';

export interface DocumentProps {
  title: string;
  description: string;
  pageVars: PageVars;
  /** Site settings among the page variables (edit mode, image-link lightbox); only when not the default. */
  siteVars?: Partial<SitePageVars>;
  /** Where analytics events are also sent (`navigator.sendBeacon`); default none: nothing leaves the page. */
  analyticsBeaconUrl?: string;
  /** The page's canonical address (`<link rel="canonical">`); default none. */
  canonical?: string;
  children: ReactNode;
}

/**
 * The HTML shell of every demo page: styles first, the loader as a module script, page variables. The
 * whole page is the scope of the title filler, and analytics counts every page.
 */
export function Document({
  title,
  description,
  pageVars,
  siteVars,
  analyticsBeaconUrl,
  canonical,
  children,
}: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {canonical && <link rel="canonical" href={canonical} />}
        <link rel="icon" href="/site/images/logo-mark.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/site/site.css" />
        <link rel="stylesheet" href="/assets/widgets.css" />
        <PageVarsScript vars={{ ...pageVars, ...siteVars }} />
        <script type="module" src="/assets/loader.js" />
      </head>
      {/* The body counts the page (analytics); the page inside it is the title filler's scope. */}
      <body data-widget="site-analytics" data-beacon-url={analyticsBeaconUrl}>
        <div className="site" data-widget="site-titles">
          {children}
        </div>
      </body>
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
