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
        {/* First paint waits until the header is parsed (#main follows it): a frame painted halfway
            through the header's widgets would lay out a part of them and then move it. */}
        <link rel="expect" href="#main" blocking="render" />
        <PageVarsScript vars={{ ...pageVars, ...siteVars }} />
        {/* Low priority: the loader never holds up first paint (a module script is deferred, but is
            fetched at high priority and counted as render-blocking by Lighthouse). */}
        <script type="module" src="/assets/loader.js" fetchPriority="low" />
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

/** A stylesheet as one page gets it: the CSS its markup needs, and whether that is the whole file. */
export interface PageStyle {
  css: string;
  whole: boolean;
}

/** Stylesheets the server sends inside the page instead of linking them. */
export interface InlineStyles {
  /** For each stylesheet written into pages, by `href`: what this page's markup needs of it. */
  forPage(html: string): ReadonlyMap<string, PageStyle>;
}

/** Issue 10: the inline start script that takes the loader's place on our pages (loader/page-boot.ts). */
export interface PageBoot {
  /** The script's text, written inside the page as it is (the CSP allows it by its hash). */
  source: string;
}

const LOADER_TAG = /<script type="module" src="([^"]+\/loader\.js)" fetchPriority="low"><\/script>/;

/**
 * The page's HTML. A linked stylesheet that `inlineStyles` has is written in place as a style element
 * (issue 10: first paint waits for no request but the page's own; the CSS has no relative URLs). When
 * that is only the part the page's markup uses, the element says so (`data-critical`): the loader links
 * the whole file once widgets start, for what they add (`<noscript>` is not needed: without a script the
 * markup never changes). With `boot`, the loader's tag becomes the inline start script, which adds the
 * loader when the page needs it.
 */
export function renderDocument(element: ReactNode, inlineStyles?: InlineStyles, boot?: PageBoot): string {
  let html = `<!doctype html>${renderToStaticMarkup(element)}`;
  if (boot)
    html = html.replace(
      LOADER_TAG,
      (_tag, src: string) => `<script data-loader="${src}">${boot.source}</script>`,
    );
  if (!inlineStyles) return html;
  const styles = inlineStyles.forPage(html);
  return html.replace(/<link rel="stylesheet" href="([^"]+)"\/>/g, (link, href: string) => {
    const style = styles.get(href);
    if (style === undefined || /<\/style/i.test(style.css)) return link;
    return `<style data-href="${href}"${style.whole ? '' : ' data-critical=""'}>${style.css}</style>`;
  });
}

/** Server-rendered widget markup (already escaped by its renderer) placed into the page. */
export function WidgetSlot({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup from renderWidget, which React escaped
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
