export interface ThirdPartyReviewsProps {
  /** The third party's script; none: the box shows only its fallback link and nothing is requested. */
  scriptUrl?: string;
}

/** Where the third party's reviews box goes (spec 000 §1, §7), with a link for everyone until it draws. */
export function ThirdPartyReviews({ scriptUrl }: ThirdPartyReviewsProps) {
  return (
    <section className="section" aria-labelledby="elsewhere-title">
      <div className="container">
        <p className="eyebrow">Reviewed elsewhere</p>
        <h2 id="elsewhere-title">What guests say on ReviewHub</h2>
        <div
          className="third-party-box"
          data-widget="site-third-party-reviews"
          data-script-url={scriptUrl}
          data-email-required="yes"
        >
          <p className="third-party-box__fallback">
            Read and write reviews of Harbour &amp; Hearth on{' '}
            <a href="https://reviewhub.invalid/harbour-and-hearth">ReviewHub</a>.
          </p>
        </div>
      </div>
    </section>
  );
}
