import { addonPopupAttributesSchema } from './builder/addon-popup-settings.ts';
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
import {
  contentCodeAttributesSchema,
  contentContactButtonsAttributesSchema,
  contentFloatingBarAttributesSchema,
  contentLikeAttributesSchema,
  contentNavMenuAttributesSchema,
  contentProgressTrackerAttributesSchema,
  contentShareAttributesSchema,
  contentTaxonomyListAttributesSchema,
  contentTimelineAttributesSchema,
  contentTocAttributesSchema,
} from './content/navmisc-attributes.ts';
import { newsletterAttributesSchema } from './content/newsletter.ts';
import {
  contentAccordionAttributesSchema,
  contentBeforeAfterAttributesSchema,
  contentFeatureListAttributesSchema,
  contentFlipBoxAttributesSchema,
  contentHotspotsAttributesSchema,
  contentImageAccordionAttributesSchema,
  contentImageScrollAttributesSchema,
  contentTabsAttributesSchema,
  contentToggleAttributesSchema,
} from './content/panel-attributes.ts';
import {
  advancedSliderAttributesSchema,
  flipCarouselAttributesSchema,
  imageGalleryAttributesSchema,
  mediaGalleryAttributesSchema,
  testimonialCarouselAttributesSchema,
} from './content/slider-attributes.ts';
import { socialFacebookAttributesSchema, socialFeedAttributesSchema } from './content/social-feeds.ts';
import {
  animatedHeadlineAttributesSchema,
  animatedTextAttributesSchema,
  countdownAttributesSchema,
  lottieAttributesSchema,
  progressAttributesSchema,
  readingProgressAttributesSchema,
  tickerAttributesSchema,
  videoPlaylistAttributesSchema,
} from './content/timer-attributes.ts';
import {
  chartAttributesSchema,
  dataTableAttributesSchema,
  mapAttributesSchema,
} from './data/data-attributes.ts';
import { formBuilderAttributesSchema } from './forms/addon-form-builder/form-builder-definition.ts';
import { formAttributesSchema } from './forms/form-attributes.ts';
import { reviewBadgeAttributesSchema } from './reviews/badge-attributes.ts';
import { reviewCarouselAttributesSchema } from './reviews/carousel-attributes.ts';
import { reviewFloatAttributesSchema } from './reviews/float-attributes.ts';
import { reviewFormAttributesSchema } from './reviews/review-form-attributes.ts';
import { reviewListAttributesSchema } from './reviews/review-list-attributes.ts';
import { reviewSliderAttributesSchema } from './reviews/slider-attributes.ts';
import { addToCartAttributesSchema, miniCartAttributesSchema } from './shop/cart-attributes.ts';
import { shopCheckoutAttributesSchema } from './shop/checkout-attributes.ts';
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
  // Issue 17 item 7: the add-on's popups.
  'addon-popup': addonPopupAttributesSchema,
  // Issue 14: page-builder behaviours (sticky, motion, one-page navigation, off-canvas).
  'builder-sticky': builderStickyAttributesSchema,
  'builder-motion': builderMotionAttributesSchema,
  'builder-one-page-nav': builderOnePageNavAttributesSchema,
  'off-canvas': offCanvasAttributesSchema,
  // Issue 16: the add-on's panel widgets (tabs, toggles, accordions, flip box, hotspots, comparisons).
  'content-tabs': contentTabsAttributesSchema,
  'content-toggle': contentToggleAttributesSchema,
  'content-accordion': contentAccordionAttributesSchema,
  'content-image-accordion': contentImageAccordionAttributesSchema,
  'content-flip-box': contentFlipBoxAttributesSchema,
  'content-hotspots': contentHotspotsAttributesSchema,
  'content-before-after': contentBeforeAfterAttributesSchema,
  'content-image-scroll': contentImageScrollAttributesSchema,
  'content-feature-list': contentFeatureListAttributesSchema,
  // Issue 17 items 1 and 3: charts and data tables.
  chart: chartAttributesSchema,
  'data-table': dataTableAttributesSchema,
  // Issue 17 item 2: the map.
  map: mapAttributesSchema,
  // Issue 17 item 5: the add-on form builder.
  'form-builder': formBuilderAttributesSchema,
  // Issue 16 (T5): countdowns, counters, animated text, ticker, reading progress, playlist, Lottie.
  'content-countdown': countdownAttributesSchema,
  'content-progress': progressAttributesSchema,
  'content-animated-text': animatedTextAttributesSchema,
  'content-animated-headline': animatedHeadlineAttributesSchema,
  'content-ticker': tickerAttributesSchema,
  'content-reading-progress': readingProgressAttributesSchema,
  'content-video-playlist': videoPlaylistAttributesSchema,
  'content-lottie': lottieAttributesSchema,
  // Issue 16 "Sliders" and issue 15 item 7: sliders, carousels and galleries.
  'advanced-slider': advancedSliderAttributesSchema,
  'testimonial-carousel': testimonialCarouselAttributesSchema,
  'flip-carousel': flipCarouselAttributesSchema,
  'image-gallery': imageGalleryAttributesSchema,
  'product-gallery': mediaGalleryAttributesSchema,
  'featured-media-gallery': mediaGalleryAttributesSchema,
  // Issue 15 item 5: the checkout form on /checkout.
  'shop-checkout': shopCheckoutAttributesSchema,
  // Issue 16 (T7): navigation and page content widgets.
  'content-nav-menu': contentNavMenuAttributesSchema,
  'content-taxonomy-list': contentTaxonomyListAttributesSchema,
  'content-timeline': contentTimelineAttributesSchema,
  'content-share': contentShareAttributesSchema,
  'content-like': contentLikeAttributesSchema,
  'content-code': contentCodeAttributesSchema,
  'content-toc': contentTocAttributesSchema,
  'content-contact-buttons': contentContactButtonsAttributesSchema,
  'content-floating-bar': contentFloatingBarAttributesSchema,
  'content-progress-tracker': contentProgressTrackerAttributesSchema,
  // Issue 17 item 4: the social feeds.
  'social-feed': socialFeedAttributesSchema,
  // Issue 17 item 6: the newsletter signup (the footer's form).
  newsletter: newsletterAttributesSchema,
  'social-facebook': socialFacebookAttributesSchema,
  // Issue 15: the cart.
  'add-to-cart': addToCartAttributesSchema,
  'mini-cart': miniCartAttributesSchema,
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
