import type { PageVars } from '@site-widgets/contract';
import {
  ACTIVE_PANEL_PARAMETER,
  ACTIVE_TAB_PARAMETER,
  openIndexFromQuery,
} from '@site-widgets/core/content/deep-link.ts';
import { renderAccordionWidget } from '@site-widgets/widgets/content/accordion/server.tsx';
import { renderBeforeAfterWidget } from '@site-widgets/widgets/content/before-after/server.tsx';
import { renderContentToggleWidget } from '@site-widgets/widgets/content/content-toggle/server.tsx';
import { renderFeatureListWidget } from '@site-widgets/widgets/content/feature-list/server.tsx';
import { renderFlipBoxWidget } from '@site-widgets/widgets/content/flip-box/server.tsx';
import { renderHotspotsWidget } from '@site-widgets/widgets/content/hotspots/server.tsx';
import { renderImageAccordionWidget } from '@site-widgets/widgets/content/image-accordion/server.tsx';
import { renderImageScrollWidget } from '@site-widgets/widgets/content/image-scroll/server.tsx';
import { renderTabsWidget } from '@site-widgets/widgets/content/tabs/server.tsx';
import { Document, WidgetSlot } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';
import { DISH_DETAILS, EAT_IN_OR_TAKE_AWAY, MENU_TABS, SPECIALS_TABS } from './menu-content.ts';

export interface MenuPageProps {
  pageVars: PageVars;
  /** The request's query string (without `?`): `active_tab` and `active_panel` are read from it. */
  query: string;
}

/**
 * Issue 16 demo: the café's menu in tabs (`?active_tab=N`) and an accordion with search
 * (`?active_panel=N`), a before/after of the refit, flip boxes, hotspots on the floor plan, the image
 * accordion, the printed menu card in an image scroll and a feature list.
 */
export function MenuPage({ pageVars, query }: MenuPageProps) {
  const activeTab = openIndexFromQuery(query, ACTIVE_TAB_PARAMETER, MENU_TABS.length) ?? 0;
  const activePanel = openIndexFromQuery(query, ACTIVE_PANEL_PARAMETER, DISH_DETAILS.length);
  return (
    <Document
      title="Menu — Harbour & Hearth Café"
      description="Breakfast, lunch, cakes and drinks at the café on the quay, with allergens for every dish."
      pageVars={pageVars}
    >
      <SiteHeader currentHref="/menu" />
      <main id="main">
        <section className="page-intro" aria-labelledby="menu-page-title">
          <div className="container">
            <p className="eyebrow">Menu</p>
            <h1 id="menu-page-title">What we serve on the quay</h1>
            <p>
              Everything is made in our own kitchen. Looking for something sweet? Go straight to the{' '}
              <a href="#menu-cakes">cakes</a>, or check the{' '}
              <a href="#dish-cream-tea">cream tea’s allergens</a>.
            </p>
          </div>
        </section>
        <section className="section" aria-labelledby="menu-tabs-title">
          <div className="container menu-layout">
            <div>
              <h2 id="menu-tabs-title">The menu</h2>
              <WidgetSlot
                html={renderTabsWidget({ tabs: MENU_TABS, initial: activeTab, label: 'Menu sections' })}
              />
            </div>
            <div>
              <h2 id="menu-order-title">Eat in or take away</h2>
              <WidgetSlot
                html={renderContentToggleWidget({ states: EAT_IN_OR_TAKE_AWAY, label: 'How you order' })}
              />
              <h2 id="menu-specials-title" className="menu-subheading">
                This week’s specials
              </h2>
              <WidgetSlot
                html={renderTabsWidget({
                  tabs: SPECIALS_TABS,
                  label: 'Specials by day',
                  autoplay: true,
                  autoplaySpeed: 6000,
                })}
              />
            </div>
          </div>
        </section>
        <section className="section section--tinted" aria-labelledby="menu-allergens-title">
          <div className="container">
            <h2 id="menu-allergens-title">Allergens, dish by dish</h2>
            <WidgetSlot
              html={renderAccordionWidget({
                panels: DISH_DETAILS,
                initial: activePanel === undefined ? [] : [activePanel],
                search: true,
                searchLabel: 'Search dishes and allergens',
                speed: 0.3,
              })}
            />
          </div>
        </section>
        <section className="section" aria-labelledby="menu-refit-title">
          <div className="container menu-narrow">
            <h2 id="menu-refit-title">The refit of 2024</h2>
            <p>Drag the divider, or focus it and use the arrow keys, to compare the café before and after.</p>
            <WidgetSlot
              html={renderBeforeAfterWidget({
                beforeSrc: '/site/images/menu/refit-before.svg',
                beforeAlt: 'The café in 2019: dark wood panelling and six small tables.',
                afterSrc: '/site/images/menu/refit-after.svg',
                afterAlt: 'The café in 2024: light walls, wide harbour windows and long tables.',
                width: 960,
                height: 540,
              })}
            />
          </div>
        </section>
        <section className="section section--tinted" aria-labelledby="menu-why-title">
          <div className="container">
            <h2 id="menu-why-title">Why people come back</h2>
            <div className="menu-flip-boxes">
              <WidgetSlot
                html={renderFlipBoxWidget({
                  front: { icon: '☕', title: 'Our coffee', text: 'Roasted twenty miles away.' },
                  back: {
                    title: 'Our coffee',
                    text: 'A small Hampshire roaster delivers every Monday; the beans are never more than a fortnight old.',
                  },
                  trigger: 'button',
                })}
              />
              <WidgetSlot
                html={renderFlipBoxWidget({
                  front: { icon: '⚓', title: 'Our crab', text: 'Landed on the quay.' },
                  back: {
                    title: 'Our crab',
                    text: 'Picked by hand each morning from the boats that tie up outside.',
                    link: { href: '/story', text: 'Read our story' },
                  },
                  trigger: 'box',
                })}
              />
              <WidgetSlot
                html={renderFlipBoxWidget({
                  front: { icon: '❀', title: 'Our cakes', text: 'Baked before we open.' },
                  back: {
                    title: 'Our cakes',
                    text: 'Grandma June’s recipes, out of the oven by 7 every morning.',
                  },
                  trigger: 'hover',
                  direction: 'vertical',
                })}
              />
            </div>
          </div>
        </section>
        <section className="section" aria-labelledby="menu-plan-title">
          <div className="container menu-layout">
            <div>
              <h2 id="menu-plan-title">Where to sit</h2>
              <WidgetSlot
                html={renderHotspotsWidget({
                  src: '/site/images/menu/floor-plan.svg',
                  alt: 'Floor plan of the café: the counter, window seats, the terrace door and four round tables.',
                  width: 800,
                  height: 500,
                  spots: [
                    { label: 'Counter', text: 'Order here; cakes are in the glass case.', x: 25, y: 30 },
                    {
                      label: 'Window seats',
                      text: 'The best view of the boats; book for six or more.',
                      x: 93,
                      y: 12,
                    },
                    {
                      label: 'Terrace door',
                      text: 'Dogs welcome outside; blankets by the door.',
                      x: 38,
                      y: 72,
                    },
                  ],
                })}
              />
            </div>
            <div>
              <h2 id="menu-card-title">The printed menu</h2>
              <WidgetSlot
                html={renderImageScrollWidget({
                  src: '/site/images/menu/menu-card.svg',
                  alt: 'The café’s printed menu card, from breakfast to drinks.',
                  width: 600,
                  imageHeight: 1290,
                  frameHeight: 320,
                })}
              />
            </div>
          </div>
        </section>
        <section className="section section--tinted" aria-labelledby="menu-day-title">
          <div className="container">
            <h2 id="menu-day-title">A day in the kitchen</h2>
            <WidgetSlot
              html={renderImageAccordionWidget({
                label: 'A day in the kitchen',
                interaction: 'hover',
                defaultActive: 1,
                height: 320,
                items: [
                  {
                    id: 'day-morning',
                    title: 'Morning',
                    description: 'Scones and sponges out of the oven by seven.',
                    src: '/site/images/cake.svg',
                    alt: 'A slice of cake.',
                    overlayLink: 'https://example.com/baking',
                    linkText: 'Baking classes',
                  },
                  {
                    id: 'day-noon',
                    title: 'Noon',
                    description: 'Crab sandwiches for the lunch queue.',
                    src: '/site/images/sandwich.svg',
                    alt: 'A crab sandwich.',
                  },
                  {
                    id: 'day-evening',
                    title: 'Evening',
                    description: 'The last coffee as the ferries come in.',
                    src: '/site/images/harbour.svg',
                    alt: 'The harbour at dusk.',
                    // Refused (not http/https): logged as 'Invalid URL', shown without a link.
                    overlayLink: 'javascript:alert(1)',
                  },
                ],
              })}
            />
            <h2 id="menu-promise-title" className="menu-subheading">
              Our promise
            </h2>
            <WidgetSlot
              html={renderFeatureListWidget({
                features: [
                  { icon: '✿', title: 'Local flour', text: 'Milled in Hampshire.' },
                  { icon: '⚓', title: 'Day-boat fish', text: 'Bought on the quay each morning.' },
                  { icon: '♻', title: 'No plastic', text: 'Take-away boxes are card and compostable.' },
                ],
              })}
            />
          </div>
        </section>
      </main>
      <SiteFooter currentHref="/menu" />
    </Document>
  );
}
