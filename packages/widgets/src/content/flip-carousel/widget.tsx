import { flipCarouselAttributesSchema } from '@site-widgets/contract/content/slider-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { FlipCarousel, type FlipCarouselProps } from './FlipCarousel.tsx';
import { flipCarouselSettings, readFlipPictures } from './settings.ts';

const WIDGET = 'flip-carousel';

/** Hydrates the server's carousel; on a plain page builds it from the element's sized `<img>` pictures. */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, flipCarouselAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<FlipCarouselProps>(element);
  if (server) return mountView(element, server, <FlipCarousel {...server.props} />);
  const pictures = readFlipPictures(element);
  if (pictures.length === 0) {
    console.error(`[site-widgets] ${WIDGET}: the element holds no pictures with a width and height`);
    return undefined;
  }
  return mountView(
    element,
    undefined,
    <FlipCarousel settings={flipCarouselSettings(attributes)} pictures={pictures} />,
  );
}
