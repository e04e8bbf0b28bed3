import type { PageVars } from '@site-widgets/contract';
import { Document } from '../document.tsx';
import { Gallery } from '../sections/gallery.tsx';
import { ThirdPartyReviews } from '../sections/third-party-reviews.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface AboutPageProps {
  pageVars: PageVars;
  /** The third-party reviews script (the one demo page that configures it). */
  thirdPartyScriptUrl?: string;
}

const MILESTONES = [
  {
    year: '1998',
    text: 'June and Peter open in the old chandlery on Quay Street: six tables, a second-hand espresso machine and a tray of scones.',
  },
  {
    year: '2006',
    text: 'The terrace opens on the quay, with blankets for the cold mornings and a water bowl for every dog in Portsmouth.',
  },
  {
    year: '2015',
    text: 'Kate, their daughter, takes over the kitchen and adds the crab sandwich that now sells out most Saturdays.',
  },
  {
    year: '2024',
    text: 'We start roasting our house blend with Solent Roasting Co., two streets away, and go plastic-free behind the counter.',
  },
] as const;

const PEOPLE = [
  {
    name: 'June Hartley',
    role: 'Founder and scone-maker',
    text: 'Still bakes the Sunday scones, and still will not share the recipe.',
  },
  {
    name: 'Kate Hartley',
    role: 'Head of the kitchen',
    text: 'Trained in Bristol, came home in 2012, and writes the specials board every morning.',
  },
  {
    name: 'Sam Okafor',
    role: 'Barista',
    text: 'Pulls the first shot at 7:25 and remembers how every regular takes their coffee.',
  },
] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

/** Our story, the people, the photographs (lightbox) and what guests say on a third-party site. */
export function AboutPage({ pageVars, thirdPartyScriptUrl }: AboutPageProps) {
  return (
    <Document
      title="About us — Harbour & Hearth Café"
      description="A family-run café on the quay in Old Portsmouth since 1998: our story, our people and our photographs."
      pageVars={{ ...pageVars }}
    >
      <SiteHeader currentHref="/about" />
      <main id="main" data-widget="site-lightbox">
        <section className="page-intro" aria-labelledby="about-title">
          <div className="container">
            <p className="eyebrow">About us</p>
            <h1 id="about-title">A harbour café, three generations on</h1>
            <p>
              We have poured coffee on the quay for more than twenty-five years. The boats have changed, the
              view has not, and neither has Grandma June’s scone recipe.
            </p>
          </div>
        </section>
        <section className="section" aria-labelledby="story-title">
          <div className="container">
            <p className="eyebrow">Our story</p>
            <h2 id="story-title">From six tables to forty seats</h2>
            <ol className="timeline">
              {MILESTONES.map((milestone) => (
                <li key={milestone.year} className="timeline__item" data-widget="site-reveal">
                  <p className="timeline__year">{milestone.year}</p>
                  <p>{milestone.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
        <Gallery />
        <section className="section" aria-labelledby="people-title">
          <div className="container">
            <p className="eyebrow">The people</p>
            <h2 id="people-title">Who you will meet at the counter</h2>
            <ul className="people">
              {PEOPLE.map((person) => (
                <li key={person.name} className="person" data-widget="site-reveal">
                  <span className="person__initials" aria-hidden="true">
                    {initials(person.name)}
                  </span>
                  <h3>{person.name}</h3>
                  <p className="person__role">{person.role}</p>
                  <p>{person.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <ThirdPartyReviews scriptUrl={thirdPartyScriptUrl} />
      </main>
      <SiteFooter currentHref="/about" />
    </Document>
  );
}
