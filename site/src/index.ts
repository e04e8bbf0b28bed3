export type { OrderView } from './components/order-list.tsx';
export { snippetFor } from './components/widget-demo.tsx';
export { type InlineStyles, type PageBoot, type PageStyle, renderDocument } from './document.tsx';
export { AboutPage, type AboutPageProps } from './pages/about-page.tsx';
export { AddonPopupDemoPage, type AddonPopupDemoPageProps } from './pages/addon-popup-demo-page.tsx';
export { CartPage, type CartPageProps } from './pages/cart-page.tsx';
export { CataloguePage, type CataloguePageProps } from './pages/catalogue-page.tsx';
export { CateringPage, type CateringPageProps } from './pages/catering-page.tsx';
export { CheckoutPage, type CheckoutPageProps } from './pages/checkout-page.tsx';
export { ContactPage, type ContactPageProps } from './pages/contact-page.tsx';
export {
  EmbeddedFormPage,
  type EmbeddedFormPageProps,
  EmbeddedFormsIndexPage,
} from './pages/embedded-forms-page.tsx';
export { EventsPage, type EventsPageProps } from './pages/events-page.tsx';
export { ExplorePage, type ExplorePageProps } from './pages/explore-page.tsx';
export { HomePage, type HomePageProps } from './pages/home-page.tsx';
export { ItemPage, type ItemPageProps } from './pages/item-page.tsx';
export { MenuPage, type MenuPageProps } from './pages/menu-page.tsx';
export { MyAccountPage, type MyAccountPageProps } from './pages/my-account-page.tsx';
export { NewsletterPage, type NewsletterPageProps } from './pages/newsletter-page.tsx';
export { OrderPage, type OrderPageProps } from './pages/order-page.tsx';
export { PopupDemoPage, type PopupDemoPageProps } from './pages/popup-demo-page.tsx';
export { ReviewsPage, type ReviewsPageProps } from './pages/reviews-page.tsx';
export { ShopListPage, type ShopListPageProps } from './pages/shop-list-page.tsx';
// Issue 16 "Sliders": the /slides demo page.
export { SlidesPage, type SlidesPageProps } from './pages/slides-page.tsx';
export { StoryPage, type StoryPageProps } from './pages/story-page.tsx';
export { SustainabilityPage, type SustainabilityPageProps } from './pages/sustainability-page.tsx';
// Issue 17 item 2: the café and its suppliers on a map.
export { VisitPage, type VisitPageProps } from './pages/visit-page.tsx';
// Issue 17 item 8: where the catering request's webhook goes in the demo.
export {
  type ReceivedWebhookRow,
  WebhookReceiverPage,
  type WebhookReceiverPageProps,
} from './pages/webhook-receiver-page.tsx';
export { ADDON_DEMO_POPUPS, addonDemoPopupHtml } from './sections/addon-demo-popups.tsx';
export {
  DEMO_POPUPS,
  demoPopupHtml,
  newsletterPopupHtml,
  todaysSpecialPopupHtml,
} from './sections/demo-popups.tsx';
