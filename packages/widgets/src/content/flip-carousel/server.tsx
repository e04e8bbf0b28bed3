import { renderWidget } from '../../runtime/ssr.tsx';
import { FlipCarousel, type FlipCarouselProps } from './FlipCarousel.tsx';
import { flipCarouselAttributes } from './settings.ts';

let rendered = 0;

/** The flip carousel as the server puts it into a page: the pictures placed, the front one centred. */
export function renderFlipCarouselWidget(props: FlipCarouselProps): string {
  rendered += 1;
  const withId = { ...props, instanceId: props.instanceId ?? `sw-flip-${rendered}` };
  return renderWidget(
    'flip-carousel',
    flipCarouselAttributes(props.settings),
    <FlipCarousel {...withId} />,
    withId,
  );
}
