const PHOTOS = [
  {
    src: '/site/images/gallery/terrace.svg',
    alt: 'The terrace on a summer morning, tables set beside the quay',
  },
  {
    src: '/site/images/gallery/counter.svg',
    alt: 'The cake counter with scones, sponges and a copper coffee machine',
  },
  { src: '/site/images/gallery/window-seat.svg', alt: 'The window seat looking out on the boats at dusk' },
  { src: '/site/images/gallery/harbour-dawn.svg', alt: 'The harbour at dawn, seen from our door' },
] as const;

/**
 * Four photographs as links to the full pictures: without JavaScript they simply open; with it, the
 * site-lightbox widget shows them as a slideshow (`data-lightbox-group`), and the action address
 * `#lightbox` opens the whole slideshow from the start.
 */
export function Gallery() {
  return (
    <section className="section section--tinted" id="gallery" aria-labelledby="gallery-title">
      <div className="container">
        <p className="eyebrow">Inside the café</p>
        <h2 id="gallery-title">Come in and sit down</h2>
        <p className="section__lede">
          Forty seats inside and on the terrace, and a window seat everybody wants.{' '}
          <a href="#lightbox" data-lightbox-group="cafe">
            View the photos as a slideshow
          </a>
          .
        </p>
        <ul className="gallery">
          {PHOTOS.map((photo) => (
            <li key={photo.src} className="gallery__item" data-widget="site-reveal">
              <a href={photo.src} data-lightbox-group="cafe">
                <img
                  src={photo.src}
                  alt={photo.alt}
                  width={600}
                  height={400}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
