export { renderDocument } from './document.tsx';
export { HomePage, type HomePageProps } from './pages/home-page.tsx';
