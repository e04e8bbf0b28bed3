export { mountFeaturedMediaGallery as mount } from './widget.tsx';
