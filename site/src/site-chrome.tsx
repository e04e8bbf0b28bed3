/** Header and footer shared by every demo page. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="site-logo" href="/">
          Harbour &amp; Hearth
        </a>
        <nav aria-label="Main">
          <ul className="site-nav">
            <li>
              <a href="/">Home</a>
            </li>
            <li>
              <a href="/#reviews">Reviews</a>
            </li>
            <li>
              <a href="/embed-demo.html">Embed demo</a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>© 2026 Harbour &amp; Hearth Café · 12 Quay Street, Portsmouth</p>
    </footer>
  );
}
