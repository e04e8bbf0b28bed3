import type { PageVars } from '@site-widgets/contract';
import { renderTocWidget } from '@site-widgets/widgets/content/toc/server.tsx';
import { Document, WidgetSlot } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface StoryPageProps {
  pageVars: PageVars;
  /** Issue 16 (T7): the journal's newest posts on a timeline, as the server rendered it. */
  timelineHtml?: string | undefined;
}

/** Motion effects as the page builder writes them into `data-effects`. */
const drift = (speed: number, direction: 'positive' | 'negative' = 'positive') =>
  JSON.stringify([{ effect: 'translateY', speed, direction }]);
const FADE_IN = JSON.stringify([
  { effect: 'opacity', level: 6, direction: 'out-in', range: { start: 0, end: 40 } },
]);
const TURN = JSON.stringify([{ effect: 'rotateZ', speed: 0.2 }]);
const GROW = JSON.stringify([
  { effect: 'scale', speed: 1, direction: 'out-in', range: { start: 10, end: 50 } },
]);

interface Chapter {
  id: string;
  year: string;
  title: string;
  paragraphs: string[];
  picture: { src: string; alt: string };
}

const CHAPTERS: Chapter[] = [
  {
    id: 'beginnings',
    year: '1998',
    title: 'Six tables in the old chandlery',
    paragraphs: [
      'June and Peter Hartley took the lease on the old chandlery on Quay Street in the spring of 1998. The shelves still smelt of rope and tar; they painted them cream and filled them with jars of biscuits.',
      'There were six tables, a second-hand espresso machine that had to be coaxed every morning, and a tray of scones that was usually gone by eleven.',
    ],
    picture: { src: '/site/images/coffee.svg', alt: 'A cup of coffee on a saucer.' },
  },
  {
    id: 'terrace',
    year: '2006',
    title: 'The terrace on the quay',
    paragraphs: [
      'In 2006 the harbour board let us put tables out on the quay. Blankets for cold mornings went on every chair, and a water bowl for every dog in Portsmouth went by the door.',
      'The terrace is where most of our regulars first found us: walking the harbour wall, drawn in by the smell of toast.',
    ],
    picture: { src: '/site/images/harbour.svg', alt: 'The café on the quay with a fishing boat alongside.' },
  },
  {
    id: 'kitchen',
    year: '2015',
    title: 'Kate takes the kitchen',
    paragraphs: [
      'Kate, June and Peter’s daughter, came home from Bristol in 2012 and took over the kitchen three years later. She kept the scones and added the crab sandwich that now sells out most Saturdays.',
      'The specials board is still written by hand every morning, in the same chalk.',
    ],
    picture: { src: '/site/images/sandwich.svg', alt: 'A crab sandwich on a plate.' },
  },
  {
    id: 'roastery',
    year: '2024',
    title: 'Our own house blend',
    paragraphs: [
      'Since 2024 our house blend has been roasted with Solent Roasting Co., two streets away. We taste every batch together before it comes to the counter.',
      'The same year we went plastic-free behind the counter: cups, lids and the takeaway bags.',
    ],
    picture: { src: '/site/images/cake.svg', alt: 'A slice of Victoria sponge.' },
  },
  {
    id: 'today',
    year: 'Today',
    title: 'Forty seats and a view of the boats',
    paragraphs: [
      'Three generations now work the counter on a busy Saturday. The boats have changed; the view has not.',
      'Come and take the window seat. We will have the kettle on.',
    ],
    picture: { src: '/site/images/map.svg', alt: 'A map of the quay showing the café.' },
  },
];

function ChapterLinks({ label }: { label: string }) {
  return (
    <nav className="story-nav" aria-label={label} data-widget="builder-one-page-nav">
      <ol className="story-nav__list">
        {CHAPTERS.map((chapter) => (
          <li key={chapter.id}>
            <a className="story-nav__link" href={`#${chapter.id}`}>
              <span className="story-nav__year">{chapter.year}</span> {chapter.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Issue 16 (T7), after the chapters: a table of contents of the page (scroll spy) beside the journal's
 * newest posts on a timeline.
 */
function StoryJournal({ timelineHtml }: { timelineHtml: string }) {
  const tocHtml = renderTocWidget({
    label: 'On this page',
    depth: 1,
    headings: [
      ...CHAPTERS.map((chapter) => ({ id: chapter.id, level: 2, text: `${chapter.year}: ${chapter.title}` })),
      { id: 'journal', level: 2, text: 'From the journal' },
    ],
  });
  return (
    <section id="journal" className="section story-journal" aria-labelledby="journal-title">
      <div className="container story-journal__inner">
        <WidgetSlot className="story-journal__toc" html={tocHtml} />
        <div>
          <h2 id="journal-title">From the journal</h2>
          <WidgetSlot html={timelineHtml} />
        </div>
      </div>
    </section>
  );
}

/**
 * "Our story" (issue 14 item 9): a one-page story with a chapter list that scrolls smoothly and marks
 * the chapter being read; on desktop the list sticks beside the chapters, on a phone it is an
 * off-canvas panel. Gentle motion on the pictures (20 effects on the page, none under reduced motion).
 */
export function StoryPage({ pageVars, timelineHtml }: StoryPageProps) {
  return (
    <Document
      title="Our story — Harbour & Hearth Café"
      description="How a six-table café in an old chandlery became the harbour café of Old Portsmouth, from 1998 to today."
      pageVars={pageVars}
    >
      <SiteHeader currentHref="/story" />
      <main id="main">
        <section className="page-intro story-intro" aria-labelledby="story-page-title">
          {/* A background motion layer: 30 % taller than the intro, drifting up as it passes. */}
          <div
            className="sw-motion-layer story-intro__layer"
            aria-hidden="true"
            data-widget="builder-motion"
            data-background-speed="3"
          />
          <div className="container story-intro__inner">
            <div>
              <p className="eyebrow">Our story</p>
              <h1 id="story-page-title">From six tables to forty seats</h1>
              <p>Twenty-five years on the quay, in five chapters.</p>
            </div>
            <img
              className="story-intro__picture"
              src="/site/images/logo-mark.svg"
              alt=""
              width={160}
              height={160}
              data-widget="builder-motion"
              data-effects={TURN}
            />
          </div>
        </section>
        <div className="container story">
          <aside className="story__aside">
            <div
              data-widget="builder-sticky"
              data-sticky-parent="yes"
              data-sticky-offset="96"
              data-sticky-on="tablet_extra laptop desktop widescreen"
            >
              <ChapterLinks label="Chapters" />
            </div>
          </aside>
          <div
            className="story__mobile-menu"
            data-widget="builder-sticky"
            data-sticky-parent="yes"
            data-sticky-on="mobile mobile_extra"
          >
            <div data-widget="off-canvas" data-entrance="cover" data-animation="slide">
              <button
                type="button"
                className="button button--quiet story__menu-button"
                data-slot="trigger"
                aria-haspopup="dialog"
                aria-expanded="false"
                aria-controls="story-chapters"
              >
                Chapters
              </button>
              <dialog
                id="story-chapters"
                className="sw-off-canvas__panel"
                data-slot="panel"
                aria-labelledby="story-chapters-title"
              >
                <div className="sw-off-canvas__content">
                  <div className="story__menu-head">
                    <h2 id="story-chapters-title">Chapters</h2>
                    <button
                      type="button"
                      className="sw-off-canvas__close"
                      data-slot="close"
                      aria-label="Close chapters"
                    >
                      ×
                    </button>
                  </div>
                  <ChapterLinks label="Chapters (menu)" />
                </div>
              </dialog>
            </div>
          </div>
          <div className="story__chapters">
            {CHAPTERS.map((chapter, index) => (
              <section
                key={chapter.id}
                id={chapter.id}
                // The page builder's template id (issue 14 item 7: `?theme_template_id=17` scrolls here).
                data-template-id={chapter.id === 'today' ? '17' : undefined}
                className="story-chapter"
                aria-labelledby={`${chapter.id}-title`}
              >
                <p className="eyebrow" data-widget="builder-motion" data-effects={FADE_IN}>
                  {chapter.year}
                </p>
                <h2 id={`${chapter.id}-title`}>{chapter.title}</h2>
                <figure className="story-chapter__figure" data-widget="builder-motion" data-effects={GROW}>
                  <img
                    src={chapter.picture.src}
                    alt={chapter.picture.alt}
                    width={320}
                    height={240}
                    loading="lazy"
                    decoding="async"
                  />
                </figure>
                {chapter.paragraphs.map((text, paragraph) => (
                  <p
                    key={text.slice(0, 20)}
                    data-widget="builder-motion"
                    data-effects={drift(paragraph === 0 ? 0.3 : 0.5, index % 2 ? 'negative' : 'positive')}
                  >
                    {text}
                  </p>
                ))}
              </section>
            ))}
          </div>
        </div>
        {timelineHtml && <StoryJournal timelineHtml={timelineHtml} />}
      </main>
      <SiteFooter currentHref="/story" />
    </Document>
  );
}
