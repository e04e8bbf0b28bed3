import {
  currentHeading,
  type HeadingPosition,
  type OutlineEntry,
} from '@site-widgets/core/content/outline.ts';
import { useEffect, useId, useState } from 'react';

export interface TableOfContentsProps {
  entries: OutlineEntry[];
  /** The list's heading and the landmark's name; default `Contents`. */
  label?: string | undefined;
}

const flatten = (entries: OutlineEntry[]): string[] =>
  entries.flatMap((entry) => [entry.id, ...flatten(entry.children)]);

function Entries({ entries, current }: { entries: OutlineEntry[]; current: string | undefined }) {
  return (
    <ol className="sw-toc__list">
      {entries.map((entry) => (
        <li key={entry.id} className="sw-toc__item">
          <a
            className="sw-toc__link"
            href={`#${encodeURIComponent(entry.id)}`}
            aria-current={entry.id === current ? 'location' : undefined}
          >
            {entry.text}
          </a>
          {entry.children.length > 0 && <Entries entries={entry.children} current={current} />}
        </li>
      ))}
    </ol>
  );
}

/**
 * A table of contents (issue 16): links to the page's headings, nested by level, server-rendered.
 * Live, it marks the heading being read with aria-current="location" (scroll spy, spec 001 §9 50 px
 * tolerance); scrolling to a heading is the browser's (the site's smooth scrolling, none under reduced
 * motion).
 */
export function TableOfContents({ entries, label = 'Contents' }: TableOfContentsProps) {
  const id = useId();
  const [current, setCurrent] = useState<string | undefined>(undefined);
  useEffect(() => {
    const ids = flatten(entries);
    let frame = 0;
    const measure = () => {
      frame = 0;
      const positions: HeadingPosition[] = [];
      // The page's scroll padding (room for a sticky header) is where a linked heading stops, too.
      const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      for (const headingId of ids) {
        const heading = document.getElementById(headingId);
        if (!heading) continue;
        // A heading a link scrolls to stops at its scroll margin: measured from there.
        const margin = Number.parseFloat(getComputedStyle(heading).scrollMarginTop) || 0;
        positions.push({ id: headingId, top: heading.getBoundingClientRect().top - margin - padding });
      }
      const root = document.documentElement;
      const atEnd = window.scrollY > 0 && window.scrollY + window.innerHeight >= root.scrollHeight - 2;
      setCurrent(currentHeading(positions, 50, atEnd));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [entries]);
  return (
    <nav className="sw-toc" aria-labelledby={`${id}title`}>
      <p className="sw-toc__title" id={`${id}title`}>
        {label}
      </p>
      <Entries entries={entries} current={current} />
    </nav>
  );
}
