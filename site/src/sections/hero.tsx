/** The opening of the home page: the one h1, two calls to action and the harbour illustration. */
export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="eyebrow">On the quay in Old Portsmouth</p>
          <h1 id="hero-title">Coffee, cake and a view of the boats</h1>
          <p className="hero__lede">
            Family-run since 1998, on the quay in Portsmouth. Take the window seat with a flat white and a
            slice of Victoria sponge while the ferries come and go.
          </p>
          <p className="hero__actions">
            <a className="button" href="/#reviews">
              Read reviews
            </a>
            <a className="button button--quiet" href="/#visit">
              Opening hours
            </a>
          </p>
          <ul className="hero__facts">
            <li>Cakes baked every morning</li>
            <li>Dogs welcome on the terrace</li>
            <li>Step-free entrance</li>
          </ul>
        </div>
        <img
          className="hero__image"
          src="/site/images/harbour.svg"
          alt="Illustration of our cream-painted café with its striped awning on the quay, a fishing boat moored alongside and the Spinnaker Tower at sunset."
          width={720}
          height={540}
          fetchPriority="high"
          // Issue 14 item 9: gentle motion, from tablet width up (never under reduced motion).
          data-widget="builder-motion"
          data-effects='[{"effect":"translateY","speed":1,"direction":"negative"},{"effect":"mouseTrack","speed":1}]'
          data-devices="tablet tablet_extra laptop desktop widescreen"
        />
      </div>
    </section>
  );
}
