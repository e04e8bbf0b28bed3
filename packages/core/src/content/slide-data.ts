import { SCRIPT_LIKE } from '@site-widgets/contract/content/slider-attributes.ts';
import { safeUrl } from '../security/safe-url.ts';
import { type VideoSource, videoSource } from './video-source.ts';

/** One slide of the advanced slider, as the view renders it. */
export interface AdvancedSlide {
  title: string;
  text: string;
  /** The background picture (http(s) or site-relative), or '' for none. */
  image: string;
  imageAlt: string;
  /** A link under the text; absent without both label and address. */
  link?: { href: string; label: string } | undefined;
  /** The slide's video, when its address is one the spec allows. */
  video?: VideoSource | undefined;
  /** A poster shown before the video plays (http(s) or site-relative). */
  poster?: string | undefined;
}

/** The slide's data attributes on a plain page (`data-title`, `data-video` …), as `element.dataset` gives them. */
export type SlideAttributes = Record<string, string | undefined>;

export type SlideOutcome = { ok: true; slide: AdvancedSlide } | { ok: false; message: string };

const TEXT_LIMITS: Record<string, number> = { title: 200, text: 1000, imageAlt: 300, linkLabel: 80 };
const KNOWN = ['title', 'text', 'image', 'imageAlt', 'linkHref', 'linkLabel', 'video', 'poster'];

/**
 * spec 001 §5: a slide's data attributes are sanitised: any one holding script-like characters refuses
 * the whole slide (never half a slide); addresses must be http(s) or site-relative, videos a video host
 * or an mp4/webm/ogg file. The message names the attribute.
 */
export function slideFromAttributes(attributes: SlideAttributes): SlideOutcome {
  for (const key of KNOWN) {
    const value = attributes[key];
    if (value === undefined) continue;
    const name = `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    if (SCRIPT_LIKE.test(value))
      return { ok: false, message: `${name}: must not contain script-like characters` };
    const limit = TEXT_LIMITS[key] ?? 2048;
    if (value.length > limit) return { ok: false, message: `${name}: must be at most ${limit} characters` };
  }
  const address = (key: string) => {
    const value = attributes[key];
    if (value === undefined || value === '') return '';
    const safe = safeUrl(value);
    return safe && (safe.startsWith('/') || /^https?:\/\//i.test(safe)) ? safe : null;
  };
  const image = address('image');
  if (image === null)
    return { ok: false, message: 'data-image: must be an http(s) or site-relative address' };
  const poster = address('poster');
  if (poster === null)
    return { ok: false, message: 'data-poster: must be an http(s) or site-relative address' };
  const href = address('linkHref');
  if (href === null)
    return { ok: false, message: 'data-link-href: must be an http(s) or site-relative address' };
  let video: VideoSource | undefined;
  if (attributes.video) {
    const source = videoSource(attributes.video);
    if (!source)
      return {
        ok: false,
        message: 'data-video: must be a YouTube or Vimeo address or an mp4, webm or ogg file',
      };
    video = source;
  }
  const title = attributes.title?.trim() ?? '';
  const label = attributes.linkLabel?.trim() ?? '';
  return {
    ok: true,
    slide: {
      title,
      text: attributes.text?.trim() ?? '',
      image,
      imageAlt: attributes.imageAlt?.trim() ?? '',
      link: href && label ? { href, label } : undefined,
      video,
      poster: poster || undefined,
    },
  };
}
