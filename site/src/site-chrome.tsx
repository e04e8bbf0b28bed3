import { CAFE_ADDRESS, CAFE_EMAIL, CAFE_NAME, NAV_LINKS, OPENING_HOURS } from './cafe-details.ts';

export interface SiteHeaderProps {
  /** The nav link of the page being shown, marked with aria-current="page". */
  currentHref?: string;
}

/** Skip link and header shared by every demo page. */
export function SiteHeader({ currentHref }: SiteHeaderProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="site-header">
        <div className="container site-header__inner">
          <a className="site-logo" href="/">
            <img src="/site/images/logo-mark.svg" alt="" width={40} height={40} />
            <span>
              Harbour &amp; Hearth <span className="site-logo__sub">Café</span>
            </span>
          </a>
          <nav aria-label="Main">
            <ul className="site-nav">
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} aria-current={link.href === currentHref ? 'page' : undefined}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
    </>
  );
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__name">{CAFE_NAME}</p>
          <p>Coffee, cake and a view of the boats. Family-run on the quay since 1998.</p>
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
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="container site-footer__legal">
        © 2026 Harbour &amp; Hearth Café · 12 Quay Street, Portsmouth
      </p>
    </footer>
  );
}
