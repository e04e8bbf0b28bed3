import { buildOutline, type OutlineHeading } from '@site-widgets/core/content/outline.ts';
import { renderWidget } from '../../runtime/ssr.tsx';
import { TableOfContents, type TableOfContentsProps } from './TableOfContents.tsx';

export interface TocWidgetOptions {
  /** The page's headings, in order (the server knows them). */
  headings: OutlineHeading[];
  /** Levels from h2; default 2. */
  depth?: number;
  label?: string;
  /** The id of the element whose headings these are (for a plain-page rebuild); default `main`. */
  container?: string;
}

/** The table of contents as the server puts it into a page. */
export function renderTocWidget(options: TocWidgetOptions): string {
  const depth = options.depth ?? 2;
  const props: TableOfContentsProps = {
    entries: buildOutline(options.headings, depth),
    label: options.label,
  };
  const attributes: Record<string, string> = {
    depth: String(depth),
    ...(options.label ? { label: options.label } : {}),
    ...(options.container ? { container: options.container } : {}),
  };
  return renderWidget('content-toc', attributes, <TableOfContents {...props} />, props);
}
