export { snippetFor } from './components/widget-demo.tsx';
export { renderDocument } from './document.tsx';
export { HomePage, type HomePageProps } from './pages/home-page.tsx';
export { ReviewsPage, type ReviewsPageProps } from './pages/reviews-page.tsx';
