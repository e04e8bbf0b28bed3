import { loopFilterAttributesSchema } from './builder/loop-filter-attributes.ts';
import {
  builderMotionAttributesSchema,
  builderOnePageNavAttributesSchema,
  builderStickyAttributesSchema,
  offCanvasAttributesSchema,
} from './builder/motion-attributes.ts';
import { popupAttributesSchema } from './builder/popup-settings.ts';
import {
  mediaGridAttributesSchema,
  postGridAttributesSchema,
  productGridAttributesSchema,
} from './catalogue/grid-attributes.ts';
import { liveSearchAttributesSchema } from './catalogue/search-attributes.ts';
import { formAttributesSchema } from './forms/form-attributes.ts';
import { reviewBadgeAttributesSchema } from './reviews/badge-attributes.ts';
import { reviewCarouselAttributesSchema } from './reviews/carousel-attributes.ts';
import { reviewFloatAttributesSchema } from './reviews/float-attributes.ts';
import { reviewFormAttributesSchema } from './reviews/review-form-attributes.ts';
import { reviewListAttributesSchema } from './reviews/review-list-attributes.ts';
import { reviewSliderAttributesSchema } from './reviews/slider-attributes.ts';
import {
  listButtonAttributesSchema,
  listPageAttributesSchema,
  miniListAttributesSchema,
} from './shop/list-attributes.ts';
import {
  siteAnalyticsAttributesSchema,
  siteBackToTopAttributesSchema,
  siteCarouselAttributesSchema,
  siteChatAttributesSchema,
  siteImagesAttributesSchema,
  siteLightboxAttributesSchema,
  siteNavAttributesSchema,
  siteRevealAttributesSchema,
  siteThirdPartyReviewsAttributesSchema,
  siteTitlesAttributesSchema,
} from './site/site-attributes.ts';

/** Every widget's data-attribute schema, by its `data-widget` name. docs/embed.md is tested against it. */
export const WIDGET_ATTRIBUTE_SCHEMAS = {
  'review-list': reviewListAttributesSchema,
  'review-carousel': reviewCarouselAttributesSchema,
  'review-slider': reviewSliderAttributesSchema,
  'review-badge': reviewBadgeAttributesSchema,
  'review-float': reviewFloatAttributesSchema,
  'review-form': reviewFormAttributesSchema,
  form: formAttributesSchema,
  'site-back-to-top': siteBackToTopAttributesSchema,
  'site-nav': siteNavAttributesSchema,
  'site-chat': siteChatAttributesSchema,
  'site-lightbox': siteLightboxAttributesSchema,
  'site-titles': siteTitlesAttributesSchema,
  'site-images': siteImagesAttributesSchema,
  'site-carousel': siteCarouselAttributesSchema,
  'site-third-party-reviews': siteThirdPartyReviewsAttributesSchema,
  'site-analytics': siteAnalyticsAttributesSchema,
  'site-reveal': siteRevealAttributesSchema,
  'post-grid': postGridAttributesSchema,
  'media-grid': mediaGridAttributesSchema,
  'product-grid': productGridAttributesSchema,
  'live-search': liveSearchAttributesSchema,
  'loop-filter': loopFilterAttributesSchema,
  popup: popupAttributesSchema,
  // Issue 14: page-builder behaviours (sticky, motion, one-page navigation, off-canvas).
  'builder-sticky': builderStickyAttributesSchema,
  'builder-motion': builderMotionAttributesSchema,
  'builder-one-page-nav': builderOnePageNavAttributesSchema,
  'off-canvas': offCanvasAttributesSchema,
  // Issue 15 item 2: wishlist and compare.
  'wishlist-button': listButtonAttributesSchema,
  'compare-button': listButtonAttributesSchema,
  'mini-wishlist': miniListAttributesSchema,
  'mini-compare': miniListAttributesSchema,
  'wishlist-page': listPageAttributesSchema,
  'compare-page': listPageAttributesSchema,
} as const;

export type WidgetName = keyof typeof WIDGET_ATTRIBUTE_SCHEMAS;

export { attributeName } from './attribute-name.ts';
