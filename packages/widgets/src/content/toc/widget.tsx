import { contentTocAttributesSchema } from '@site-widgets/contract/content/navmisc-attributes.ts';
import { buildOutline, headingId, type OutlineHeading } from '@site-widgets/core/content/outline.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { TableOfContents, type TableOfContentsProps } from './TableOfContents.tsx';

const WIDGET = 'content-toc';

/** The headings of the container, giving an id to those without one (so they can be linked). */
function pageHeadings(container: Element, depth: number): OutlineHeading[] {
  const levels = Array.from({ length: depth }, (_, index) => `h${index + 2}`).join(',');
  const taken = new Set([...document.querySelectorAll('[id]')].map((element) => element.id));
  return [...container.querySelectorAll<HTMLElement>(levels)]
    .filter((heading) => !heading.closest('[data-widget="content-toc"]'))
    .map((heading) => {
      if (!heading.id) {
        heading.id = headingId(heading.textContent ?? '', taken);
        taken.add(heading.id);
      }
      return { id: heading.id, level: Number(heading.tagName.slice(1)), text: heading.textContent ?? '' };
    });
}

/** Hydrates the server's list; on a plain page, builds it from the container's headings. */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, contentTocAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<TableOfContentsProps>(element);
  if (server) return mountView(element, server, <TableOfContents {...server.props} />);
  const container = attributes.container
    ? document.getElementById(attributes.container)
    : document.querySelector('main');
  if (!container) {
    console.error(`[site-widgets] ${WIDGET}: data-container: no element has this id`);
    return undefined;
  }
  const entries = buildOutline(pageHeadings(container, attributes.depth ?? 2), attributes.depth ?? 2);
  return mountView(element, undefined, <TableOfContents entries={entries} label={attributes.label} />);
}
