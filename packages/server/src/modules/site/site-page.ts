import { type InlineStyles, renderDocument } from '@site-widgets/site';
import type { ReactElement } from 'react';
import { readPageBoot } from './page-boot.ts';
import { readInlineStyles } from './page-sender.ts';
import { siteStylesheetFiles } from './site-files.ts';

let inlineStyles: InlineStyles | undefined;

/** The site's stylesheets as pages inline them, read and parsed once per process (sendPage's too). */
export function siteInlineStyles(): InlineStyles {
  inlineStyles ??= readInlineStyles(siteStylesheetFiles());
  return inlineStyles;
}

/**
 * Issue 10 for the pages that are not sent through a PageSender, because what they show is the
 * visitor's own or changes with every answer (cart, checkout, account, forms, the catalogue and its
 * filters): the same page as sendPage writes, with the CSS its markup uses inside it and the inline
 * start script in the loader's place. The stylesheets are read and parsed once per process, as the
 * start script is (readPageBoot).
 */
export function renderSitePage(element: ReactElement): string {
  return renderDocument(element, siteInlineStyles(), readPageBoot());
}
