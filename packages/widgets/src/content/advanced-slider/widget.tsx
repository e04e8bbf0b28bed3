import { advancedSliderAttributesSchema } from '@site-widgets/contract/content/slider-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { AdvancedSlider, type AdvancedSliderProps } from './AdvancedSlider.tsx';
import { advancedSliderSettings, readSlides } from './settings.ts';

const WIDGET = 'advanced-slider';

/** Hydrates the server's slider; on a plain page builds it from the `[data-slide]` children it accepts. */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, advancedSliderAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<AdvancedSliderProps>(element);
  if (server) return mountView(element, server, <AdvancedSlider {...server.props} />);
  const slides = readSlides(element, WIDGET);
  if (slides.length === 0) {
    console.error(`[site-widgets] ${WIDGET}: the element holds no slides to show`);
    return undefined;
  }
  return mountView(
    element,
    undefined,
    <AdvancedSlider settings={advancedSliderSettings(attributes)} slides={slides} />,
  );
}
