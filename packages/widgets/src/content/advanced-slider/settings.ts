import type { AdvancedSliderAttributes } from '@site-widgets/contract/content/slider-attributes.ts';
import { type AdvancedSlide, slideFromAttributes } from '@site-widgets/core/content/slide-data.ts';
import {
  type SliderColumns,
  sliderCarouselBreakpoints,
} from '@site-widgets/core/content/slider-breakpoints.ts';
import { VIDEO_PLAYER_SIZE } from '@site-widgets/core/content/video-source.ts';
import {
  type CarouselSettings,
  resolveCarouselSettings,
} from '@site-widgets/core/reviews/carousel-options.ts';
import { carouselSettingAttributes } from '@site-widgets/core/reviews/carousel-setting-attributes.ts';

export interface AdvancedSliderSettings extends CarouselSettings {
  /** The slider's accessible name; default `Slides`. */
  label: string;
  /** Slides side by side per slider breakpoint (spec 001 §9); default 1 everywhere. */
  columns: SliderColumns;
  /** The video player's size; default 640 × 360 (spec 001 §9). */
  videoWidth: number;
  videoHeight: number;
  /** Play a slide's video (muted) when the slide is shown; default false. */
  videoAutoplay: boolean;
}

/** Settings from parsed attributes (or the server's choice), absent ones at their defaults. */
export function advancedSliderSettings(given: Partial<AdvancedSliderAttributes>): AdvancedSliderSettings {
  const { label, columns, videoWidth, videoHeight, videoAutoplay, ...carousel } = given;
  const resolvedColumns = columns ?? {};
  const { base, breakpoints } = sliderCarouselBreakpoints(resolvedColumns);
  return {
    ...resolveCarouselSettings({ ...carousel, slidesToShow: base, breakpoints }),
    label: label ?? 'Slides',
    columns: resolvedColumns,
    videoWidth: videoWidth ?? VIDEO_PLAYER_SIZE.width,
    videoHeight: videoHeight ?? VIDEO_PLAYER_SIZE.height,
    videoAutoplay: videoAutoplay ?? false,
  };
}

/** The data attributes that give these settings back (what the server writes on the element). */
export function advancedSliderAttributes(settings: AdvancedSliderSettings): Record<string, string> {
  const {
    breakpoints: _derived,
    'slides-to-show': _alsoDerived,
    ...carousel
  } = carouselSettingAttributes(settings);
  const columns = Object.entries(settings.columns)
    .map(([name, count]) => `${name}:${count}`)
    .join(',');
  return {
    label: settings.label,
    ...(columns ? { columns } : {}),
    'video-width': String(settings.videoWidth),
    'video-height': String(settings.videoHeight),
    'video-autoplay': settings.videoAutoplay ? 'yes' : 'no',
    ...carousel,
  };
}

/**
 * On a plain page: the slides of the element's `[data-slide]` children, each from its own data
 * attributes. A slide whose attributes are refused (script-like characters, a non-video address) is
 * left out with one console error naming the attribute.
 */
export function readSlides(element: HTMLElement, widget: string): AdvancedSlide[] {
  const slides: AdvancedSlide[] = [];
  for (const [index, child] of [...element.querySelectorAll<HTMLElement>('[data-slide]')].entries()) {
    const { slide: _marker, ...attributes } = child.dataset;
    const outcome = slideFromAttributes(attributes);
    if (outcome.ok) slides.push(outcome.slide);
    else console.error(`[site-widgets] ${widget}: slide ${index + 1}: ${outcome.message}`);
  }
  return slides;
}
