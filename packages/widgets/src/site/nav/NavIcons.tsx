/** Three bars: the mobile menu's trigger. */
export function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
    </svg>
  );
}

/** spec 000 §2: the off-canvas close icon is a white cross. */
export function CrossIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M6.4 5L5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
        fill="#fff"
      />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg
      className="sw-nav__chevron"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7.4 8.6L12 13.2l4.6-4.6L18 10l-6 6-6-6z" fill="currentColor" />
    </svg>
  );
}
