import type { PageVars } from '@site-widgets/contract';
import { CAFE_ADDRESS, CAFE_EMAIL, CAFE_PHONE, OPENING_HOURS } from '../cafe-details.ts';
import { Document } from '../document.tsx';
import { ThirdPartyReviews } from '../sections/third-party-reviews.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface ContactPageProps {
  pageVars: PageVars;
}

const QUESTIONS = [
  {
    question: 'Can I book a table?',
    answer:
      'For six or more, yes: call or write and we will hold a table for you. Smaller groups just walk in.',
  },
  {
    question: 'Are dogs welcome?',
    answer: 'Always on the terrace, and inside on weekdays after 2 pm. There is a water bowl by the door.',
  },
  {
    question: 'Do you cater for allergies?',
    answer:
      'We bake a gluten-free cake every day and can make most lunches without dairy. Ask at the counter and we will check every ingredient with you.',
  },
  {
    question: 'Do you make celebration cakes?',
    answer: 'Kate bakes birthday and anniversary cakes to order with a week’s notice. Send us a message.',
  },
] as const;

/** Opening hours, how to find us (map in the lightbox), how to reach us and common questions. */
export function ContactPage({ pageVars }: ContactPageProps) {
  return (
    <Document
      title="Visit and contact — Harbour & Hearth Café"
      description="Opening hours, directions to the quay in Old Portsmouth, and how to reach us."
      pageVars={pageVars}
    >
      <SiteHeader currentHref="/contact" />
      <main id="main" data-widget="site-lightbox">
        <section className="page-intro" aria-labelledby="contact-title">
          <div className="container">
            <p className="eyebrow">Visit and contact</p>
            <h1 id="contact-title">Come and find us on the quay</h1>
            <p>
              Two minutes from the Round Tower and twelve from Portsmouth Harbour station. Write, call or open
              the chat at the bottom of the page; we answer within a day.
            </p>
          </div>
        </section>
        <section className="section" aria-label="Opening hours and directions">
          <div className="container contact-grid">
            <div className="hours-card" id="hours">
              <h2 id="contact-hours-title">Opening hours</h2>
              <table className="hours" aria-labelledby="contact-hours-title">
                <tbody>
                  {OPENING_HOURS.map((row) => (
                    <tr key={row.days}>
                      <th scope="row">{row.days}</th>
                      <td>{row.hours}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="hours-card__note">The kitchen serves lunch from noon until 3 pm.</p>
              <h3>Write or call</h3>
              <p>
                <a href={`mailto:${CAFE_EMAIL}`}>{CAFE_EMAIL}</a>
                <br />
                <a href={`tel:${CAFE_PHONE.replace(/\s/g, '')}`}>{CAFE_PHONE}</a>
              </p>
            </div>
            <div className="find-us" id="find-us">
              <h2>Find us</h2>
              <address>{CAFE_ADDRESS.join(', ')}</address>
              <a className="find-us__map" href="/site/images/map.svg" data-lightbox="yes">
                <img
                  className="find-us__map-image"
                  src="/site/images/map.svg"
                  alt="Map of Old Portsmouth: the café on Quay Street, between the Round Tower and the Camber dock"
                  width={640}
                  height={420}
                  loading="lazy"
                  decoding="async"
                />
              </a>
              <ul className="find-us__ways">
                <li>
                  <strong>By train:</strong> Portsmouth Harbour station, then a 12-minute walk along the
                  seafront.
                </li>
                <li>
                  <strong>By car:</strong> the Broad Street car park is two minutes away; we have no parking
                  of our own.
                </li>
                <li>
                  <strong>By ferry:</strong> the Gosport ferry lands five minutes from our door.
                </li>
              </ul>
            </div>
          </div>
        </section>
        <section className="section section--tinted" aria-labelledby="questions-title">
          <div className="container">
            <p className="eyebrow">Good to know</p>
            <h2 id="questions-title">Questions we are often asked</h2>
            <div className="faq">
              {QUESTIONS.map((item) => (
                <details key={item.question} className="faq__item">
                  <summary>{item.question}</summary>
                  <p>{item.answer}</p>
                </details>
              ))}
            </div>
          </div>
        </section>
        {/* No script address here: the box keeps its link, and nothing is requested (issue 5 §7). */}
        <ThirdPartyReviews />
      </main>
      <SiteFooter currentHref="/contact" />
    </Document>
  );
}
