import { reviewCarouselAttributesSchema } from './reviews/carousel-attributes.ts';
import { reviewListAttributesSchema } from './reviews/review-list-attributes.ts';
import { reviewSliderAttributesSchema } from './reviews/slider-attributes.ts';

/** Every widget's data-attribute schema, by its `data-widget` name. docs/embed.md is tested against it. */
export const WIDGET_ATTRIBUTE_SCHEMAS = {
  'review-list': reviewListAttributesSchema,
  'review-carousel': reviewCarouselAttributesSchema,
  'review-slider': reviewSliderAttributesSchema,
} as const;

export type WidgetName = keyof typeof WIDGET_ATTRIBUTE_SCHEMAS;

/** `perRow` → `data-per-row`: how a dataset key is written in HTML. */
export function attributeName(datasetKey: string): string {
  return `data-${datasetKey.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}`;
}
