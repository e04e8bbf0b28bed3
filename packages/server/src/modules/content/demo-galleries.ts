/**
 * Issue 16: two demo journal posts carry a gallery in their content (the WordPress gallery post
 * format), so their pages show the featured-media gallery. The pictures are the site's own.
 */
const figure = (pictures: Array<[string, string]>) =>
  `<figure>${pictures
    .map(
      ([file, alt]) =>
        `<img src="/site/images/gallery/${file}.svg" alt="${alt}" width="1200" height="800" />`,
    )
    .join('')}</figure>`;

export const DEMO_POST_GALLERIES: Record<string, string> = {
  'Summer terrace opening': figure([
    ['terrace', 'The terrace set for the opening'],
    ['harbour-dawn', 'The harbour at dawn on opening day'],
    ['window-seat', 'The window seat at dusk'],
  ]),
  'Cinnamon buns': figure([
    ['counter', 'The counter with the morning’s buns'],
    ['window-seat', 'A bun and a flat white at the window seat'],
  ]),
};

/**
 * Issue 15 item 7: besides its own picture, a demo product's gallery holds pictures of the café's
 * gallery (import source keys), so product pages show the thumbnail slider.
 */
export const DEMO_PRODUCT_GALLERY_EXTRAS: Record<string, string[]> = {
  beans: ['demo:media:gallery-3', 'demo:media:gallery-4', 'demo:media:gallery-11'],
  equipment: ['demo:media:gallery-6', 'demo:media:gallery-5'],
};
