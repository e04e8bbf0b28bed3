import { describe, expect, it } from 'vitest';
import { IMAGE_EXTENSIONS, isImageAddress, lightboxFor } from '../src/site/image-links.ts';

const visitor = { imageLinks: true, editMode: false };

describe('image-link detection (spec 000 §9)', () => {
  it.each(IMAGE_EXTENSIONS)('knows .%s as an image', (extension) => {
    expect(isImageAddress(`/site/images/terrace.${extension}`)).toBe(true);
  });

  it('ignores case, query and fragment', () => {
    expect(isImageAddress('https://cdn.example/photos/Scones.JPG?w=800#zoom')).toBe(true);
    expect(isImageAddress('/a.webp?version=2')).toBe(true);
  });

  it('does not take pages, look-alikes or extensions in the query for images', () => {
    expect(isImageAddress('/about')).toBe(false);
    expect(isImageAddress('/menu.pdf')).toBe(false);
    expect(isImageAddress('/gallery/png')).toBe(false);
    expect(isImageAddress('/photo.jpg.html')).toBe(false);
    expect(isImageAddress('/view?file=a.png')).toBe(false);
    expect(isImageAddress('/page#a.png')).toBe(false);
  });
});

describe('when a link opens the lightbox', () => {
  it('opens image links under the global setting', () => {
    expect(lightboxFor({ href: '/a.png' }, visitor)).toBe('image');
    expect(lightboxFor({ href: '/a.png' }, { ...visitor, imageLinks: false })).toBe('none');
  });

  it('lets the link’s own data-lightbox win over the global setting', () => {
    expect(lightboxFor({ href: '/a.png', perElement: 'no' }, visitor)).toBe('none');
    expect(lightboxFor({ href: '/a.png', perElement: 'yes' }, { ...visitor, imageLinks: false })).toBe(
      'image',
    );
  });

  it('opens the special action address whatever the image-link setting', () => {
    expect(lightboxFor({ href: '#lightbox' }, { ...visitor, imageLinks: false })).toBe('action');
  });

  it('leaves other links to the browser', () => {
    expect(lightboxFor({ href: '/contact', perElement: 'yes' }, visitor)).toBe('none');
    expect(lightboxFor({ href: '#lightbox-info' }, visitor)).toBe('none');
  });

  it('never opens in the page builder’s edit mode (spec 000 §6)', () => {
    const editor = { imageLinks: true, editMode: true };
    expect(lightboxFor({ href: '/a.png', perElement: 'yes' }, editor)).toBe('none');
    expect(lightboxFor({ href: '#lightbox' }, editor)).toBe('none');
  });
});
