import type { CatalogueItemView, GridImageView } from '@site-widgets/contract';
import { safeUrl } from '@site-widgets/core/security/safe-url.ts';
import sanitizeHtml from 'sanitize-html';

/** The most pictures a post's gallery shows (as the product gallery reads at most 50 ids). */
const MAX_PICTURES = 50;

interface Found {
  html: string;
  pictures: GridImageView[];
}

const dimension = (value: string | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 && number <= 10_000 ? number : null;
};

/**
 * A post's gallery, as WordPress's gallery post format has it: the `<figure>`s of its (already
 * sanitised) content that hold pictures, each picture with its width and height, http(s) or
 * site-relative. Those figures leave the content (the featured-media gallery shows them instead);
 * a figure with a picture of unknown size stays in the content as it was.
 */
export function contentGallery(contentHtml: string): Found {
  const images: Array<GridImageView | null> = [];
  const opened: number[] = [];
  const pictures: GridImageView[] = [];
  const html = sanitizeHtml(contentHtml, {
    allowedTags: false,
    allowedAttributes: false,
    // The content was sanitised on the way in and again when read: this pass only takes figures out.
    allowVulnerableTags: true,
    transformTags: {
      figure: (tagName, attribs) => {
        opened.push(images.length);
        return { tagName, attribs };
      },
    },
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img') {
        const src = safeUrl(frame.attribs.src);
        const width = dimension(frame.attribs.width);
        const height = dimension(frame.attribs.height);
        const usable = src && (src.startsWith('/') || /^https?:\/\//i.test(src)) && width && height;
        images.push(usable ? { src, full: src, alt: frame.attribs.alt ?? '', width, height } : null);
        return false;
      }
      if (frame.tag !== 'figure') return false;
      const inside = images.splice(opened.pop() ?? images.length);
      if (inside.length === 0 || inside.some((image) => image === null)) return false;
      pictures.push(...(inside as GridImageView[]));
      return true;
    },
  });
  return { html: html.trim(), pictures: pictures.slice(0, MAX_PICTURES) };
}

/** A post with the pictures of its content's gallery figures as its gallery (other kinds unchanged). */
export function withContentGallery(item: CatalogueItemView): CatalogueItemView {
  if (item.kind !== 'post' || !item.contentHtml) return item;
  const found = contentGallery(item.contentHtml);
  if (found.pictures.length === 0) return item;
  return { ...item, contentHtml: found.html, gallery: [...item.gallery, ...found.pictures] };
}
