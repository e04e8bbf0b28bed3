import { renderWidget } from '../../runtime/ssr.tsx';
import { AdvancedSlider, type AdvancedSliderProps } from './AdvancedSlider.tsx';
import { advancedSliderAttributes } from './settings.ts';

let rendered = 0;

/** The advanced slider as the server puts it into a page: every slide in the markup, sizes reserved. */
export function renderAdvancedSliderWidget(props: AdvancedSliderProps): string {
  rendered += 1;
  const withId = { ...props, instanceId: props.instanceId ?? `sw-advanced-slider-${rendered}` };
  return renderWidget(
    'advanced-slider',
    advancedSliderAttributes(props.settings),
    <AdvancedSlider {...withId} />,
    withId,
  );
}
