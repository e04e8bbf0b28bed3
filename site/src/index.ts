export { snippetFor } from './components/widget-demo.tsx';
export { type InlineStyles, type PageStyle, renderDocument } from './document.tsx';
export { AboutPage, type AboutPageProps } from './pages/about-page.tsx';
export { CataloguePage, type CataloguePageProps } from './pages/catalogue-page.tsx';
export { ContactPage, type ContactPageProps } from './pages/contact-page.tsx';
export {
  EmbeddedFormPage,
  type EmbeddedFormPageProps,
  EmbeddedFormsIndexPage,
} from './pages/embedded-forms-page.tsx';
export { HomePage, type HomePageProps } from './pages/home-page.tsx';
export { ItemPage, type ItemPageProps } from './pages/item-page.tsx';
export { PopupDemoPage, type PopupDemoPageProps } from './pages/popup-demo-page.tsx';
export { ReviewsPage, type ReviewsPageProps } from './pages/reviews-page.tsx';
export { ShopListPage, type ShopListPageProps } from './pages/shop-list-page.tsx';
export { StoryPage, type StoryPageProps } from './pages/story-page.tsx';
export {
  DEMO_POPUPS,
  demoPopupHtml,
  newsletterPopupHtml,
  todaysSpecialPopupHtml,
} from './sections/demo-popups.tsx';
