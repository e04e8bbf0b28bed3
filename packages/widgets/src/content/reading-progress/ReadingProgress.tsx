/** The reading progress bar as the server renders it: empty; its script fills it as the page scrolls. */
export function ReadingProgress() {
  return (
    <div className="sw-reading-progress" aria-hidden="true">
      <div className="sw-reading-progress__bar" data-slot="bar" />
    </div>
  );
}
