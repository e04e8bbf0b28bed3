import { DEMO_NEWSLETTER_LIST_ID } from '@site-widgets/contract';
import { renderLiveSearchWidget } from '@site-widgets/widgets/catalogue/live-search/server.tsx';
import { renderNewsletterWidget } from '@site-widgets/widgets/content/newsletter/server.tsx';
import { renderMiniCartWidget } from '@site-widgets/widgets/shop/mini-cart/server.tsx';
import { renderBackToTopWidget } from '@site-widgets/widgets/site/back-to-top/server.tsx';
import { renderChatWidget } from '@site-widgets/widgets/site/chat/server.tsx';
import { renderSiteNavWidget } from '@site-widgets/widgets/site/nav/server.tsx';
import {
  CAFE_ADDRESS,
  CAFE_EMAIL,
  CAFE_NAME,
  CAFE_PHONE,
  NAV_ITEMS,
  NAV_LINKS,
  OPENING_HOURS,
} from './cafe-details.ts';
import { HeaderShopLists } from './components/header-shop-lists.tsx';
import { WidgetSlot } from './document.tsx';
import { getHeaderSearch } from './header-search.ts';

export interface SiteHeaderProps {
  /** The address of the page being shown, marked with aria-current="page". */
  currentHref?: string;
}

/**
 * Skip link and header shared by every demo page. The header is the back-to-top button's focus target
 * (`id="top"`) and a sticky section (issue 14); the navigation is the site-nav widget, server-rendered so its links work without
 * JavaScript.
 */
export function SiteHeader({ currentHref }: SiteHeaderProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {/* Issue 14 item 9: sticky from 1025 px up (its parent is the whole page), shrinking past 60 px.
          Not narrower: under 900 px the navigation is a fixed panel inside the header, which a
          transformed (shrunk) header would hold in place of the viewport. */}
      <header
        className="site-header"
        id="top"
        tabIndex={-1}
        data-widget="builder-sticky"
        data-sticky-on="tablet_extra laptop desktop widescreen"
        data-sticky-parent="yes"
        data-sticky-effects-offset="60"
      >
        <div className="container site-header__inner">
          <a className="site-logo" href="/">
            <img src="/site/images/logo-mark.svg" alt="" width={40} height={40} />
            <span>
              Harbour &amp; Hearth <span className="site-logo__sub">Café</span>
            </span>
          </a>
          <WidgetSlot
            className="site-header__nav"
            html={renderSiteNavWidget({ label: 'Main', items: NAV_ITEMS, currentHref })}
          />
          <HeaderSearch />
          {/* Issue 15: the shop's icons together: mini wishlist and compare, then the cart. */}
          <div className="site-header__shop">
            <HeaderShopLists currentHref={currentHref} />
            <WidgetSlot
              className="site-header__cart"
              html={renderMiniCartWidget({ display: 'dropdown', animation: 'slide' })}
            />
          </div>
        </div>
      </header>
    </>
  );
}

/** The live search in the header (issue 11 item 8), when the server has a search widget for it. */
function HeaderSearch() {
  const search = getHeaderSearch();
  return search ? <WidgetSlot className="site-header__search" html={renderLiveSearchWidget(search)} /> : null;
}

export interface SiteFooterProps extends SiteHeaderProps {
  /**
   * Issue 10: lay its columns out only as they come near the screen. For long pages whose footer
   * starts far below the first screen (/ and /reviews). Not for short ones: there it gains nothing, and
   * on /wishlist, where the content above settles after the page opens, the footer came into view
   * straight from the skipped state and Chromium counted its columns appearing as a layout shift (0.095).
   */
  deferred?: boolean;
}

/**
 * Footer shared by every page: contact details, the chat panel, the newsletter signup, badges (lazy) and
 * the back-to-top button.
 */
export function SiteFooter({ currentHref, deferred = false }: SiteFooterProps = {}) {
  return (
    <footer className={deferred ? 'site-footer site-footer--deferred' : 'site-footer'}>
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__name">{CAFE_NAME}</p>
          <p>Coffee, cake and a view of the boats. Family-run on the quay since 1998.</p>
          <WidgetSlot
            className="site-footer__chat"
            html={renderChatWidget({ email: CAFE_EMAIL, phone: CAFE_PHONE, heading: 'Chat with the café' })}
          />
        </div>
        <div>
          <h2 className="site-footer__heading">Visit us</h2>
          <address>
            {CAFE_ADDRESS.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
            <a href={`mailto:${CAFE_EMAIL}`}>{CAFE_EMAIL}</a>
            <br />
            <a href={`tel:${CAFE_PHONE.replace(/\s/g, '')}`}>{CAFE_PHONE}</a>
          </address>
        </div>
        <div>
          <h2 className="site-footer__heading">Opening hours</h2>
          <ul className="site-footer__list">
            {OPENING_HOURS.map((row) => (
              <li key={row.days}>
                {row.days}: {row.hours}
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer">
          <h2 className="site-footer__heading">Explore</h2>
          <ul className="site-footer__list">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={link.href === currentHref ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* Issue 17 item 6: the newsletter signup (a plain form; its script starts at the first interaction). */}
        <WidgetSlot
          className="site-footer__newsletter"
          html={renderNewsletterWidget({
            listId: DEMO_NEWSLETTER_LIST_ID,
            clearFields: true,
            heading: 'Our newsletter',
            successMessage: 'Thank you for subscribing! Please check your inbox to confirm.',
          })}
        />
      </div>
      {/* spec 000 §2: footer copyright images are lazy loaded (in the markup; the widget does it on
          pages that forget). */}
      <div className="container site-footer__legal" data-widget="site-images">
        <p>© 2026 Harbour &amp; Hearth Café · 12 Quay Street, Portsmouth</p>
        <ul className="site-footer__badges">
          <li>
            <img
              src="/site/images/badges/hygiene-rating.svg"
              alt="Food hygiene rating 5: very good"
              width={112}
              height={44}
              loading="lazy"
              decoding="async"
            />
          </li>
          <li>
            <img
              src="/site/images/badges/independent.svg"
              alt="Independent café, Old Portsmouth"
              width={112}
              height={44}
              loading="lazy"
              decoding="async"
            />
          </li>
        </ul>
      </div>
      <WidgetSlot html={renderBackToTopWidget({ focusTarget: 'top' })} />
    </footer>
  );
}
