// `@site-widgets/widgets/server`: server rendering for pages the loader hydrates (Node only: it uses
// node:crypto and react-dom/server). A React app rendering on the server needs none of it.
export { renderReviewCarouselWidget } from '../reviews/review-carousel/server.tsx';
export { renderReviewListWidget, reviewListAttributes } from '../reviews/review-list/server.tsx';
export { renderReviewSliderWidget, reviewSliderAttributes } from '../reviews/review-slider/server.tsx';
export { jsonForScript, renderWidget } from '../runtime/ssr.tsx';
