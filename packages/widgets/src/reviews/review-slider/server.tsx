import { renderWidget } from '../../runtime/ssr.tsx';
import { ReviewSlider, type ReviewSliderProps } from './ReviewSlider.tsx';
import { reviewSliderAttributes } from './settings.ts';

/** The data attributes of these settings, for the embed snippet a page shows. */
export { reviewSliderAttributes } from './settings.ts';

let rendered = 0;

/**
 * The review slider as the server puts it into a page: attributes, rendered view, hydration props.
 * Each gets its own `instanceId` (kept in the props it hydrates with), so two widgets on a page never
 * share element ids.
 */
export function renderReviewSliderWidget(props: ReviewSliderProps): string {
  rendered += 1;
  const withId: ReviewSliderProps = { ...props, instanceId: props.instanceId ?? `sw-slider-${rendered}` };
  return renderWidget(
    'review-slider',
    reviewSliderAttributes(props.settings),
    <ReviewSlider {...withId} />,
    withId,
  );
}
