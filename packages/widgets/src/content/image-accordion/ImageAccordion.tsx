import {
  imageAccordionLayout,
  overlayLinkHref,
  scheduleDefaultActive,
} from '@site-widgets/core/content/image-accordion.ts';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { windowClock } from '../../site/shared/browser.ts';
import { NoScriptStyle } from '../shared/no-script.tsx';

export interface ImageAccordionItem {
  id: string;
  title: string;
  description: string;
  src: string;
  alt: string;
  /** `overlayLink`: followed only when http or https ('Invalid URL' is logged otherwise). */
  overlayLink?: string;
  /** The overlay link's text; default `Find out more`. */
  linkText?: string;
}

export interface ImageAccordionProps {
  items: ImageAccordionItem[];
  /** `activeItem.interaction`: what makes an item active; default `hover`. */
  interaction?: 'hover' | 'click' | 'none';
  /** `defaultActive`: the 1-based item made active 400 ms after start; default none. */
  defaultActive?: number;
  /** `overlayLinkTarget`; default `_self`. */
  overlayLinkTarget?: '_self' | '_blank';
  /** The list's accessible name. */
  label: string;
  /** The accordion's height in px (reserved by the server's CSS); default 360. */
  height?: number;
}

const NO_SCRIPT_CSS =
  '.sw-image-accordion__list{position:static!important;height:auto!important;display:grid;gap:.5rem}' +
  '.sw-image-accordion__item{position:relative!important;transform:none!important;clip-path:none!important;height:240px}' +
  '.sw-image-accordion__overlay[hidden]{display:block!important}';

/**
 * spec 001 §3, §4, §9: images side by side; the active one widens and shows its overlay (title,
 * description, link). The interaction is hover, click or none; `defaultActive` applies after 400 ms; an
 * overlay link is followed only when http or https, else 'Invalid URL' is logged and no link shows.
 * Items are placed by transform and clip, so a change of the active item moves nothing on the page.
 * Keyboard: each item's title is a button (WAI-ARIA accordion: aria-expanded and its region).
 */
export function ImageAccordion({
  items,
  interaction = 'hover',
  defaultActive,
  overlayLinkTarget = '_self',
  label,
  height = 360,
}: ImageAccordionProps) {
  const [active, setActive] = useState<number | undefined>(undefined);
  const [chosen, setChosen] = useState(false);
  // The server renders no links it would refuse; the browser logs the refusal once, on start.
  const links = useMemo(
    () =>
      items.map((item) =>
        typeof window === 'undefined' ? safeQuietly(item.overlayLink) : overlayLinkHref(item.overlayLink),
      ),
    [items],
  );
  useEffect(() => {
    if (chosen) return;
    return scheduleDefaultActive(windowClock, defaultActive, items.length, setActive);
  }, [chosen, defaultActive, items.length]);

  const choose = (index: number | undefined) => {
    setChosen(true);
    setActive(index);
  };
  const layout = imageAccordionLayout(items.length, active);
  return (
    <div className="sw-image-accordion" data-interaction={interaction} style={{ height }}>
      <ul className="sw-image-accordion__list" aria-label={label}>
        {items.map((item, index) => {
          const place = layout[index] ?? { x: 0, width: 0 };
          const isActive = index === active;
          const style = {
            '--sw-ia-x': `${place.x}%`,
            '--sw-ia-width': `${place.width}%`,
          } as CSSProperties;
          const link = links[index];
          return (
            <li
              key={item.id}
              className="sw-image-accordion__item"
              data-state={isActive ? 'active' : 'inactive'}
              style={style}
              onMouseEnter={interaction === 'hover' ? () => choose(index) : undefined}
            >
              <img
                className="sw-image-accordion__image"
                src={item.src}
                alt={item.alt}
                loading="lazy"
                decoding="async"
              />
              <h3 className="sw-image-accordion__title">
                {interaction === 'none' ? (
                  <span>{item.title}</span>
                ) : (
                  <button
                    type="button"
                    id={item.id}
                    aria-expanded={isActive}
                    aria-controls={`${item.id}-overlay`}
                    onClick={() => choose(isActive && interaction === 'click' ? undefined : index)}
                    onFocus={interaction === 'hover' ? () => choose(index) : undefined}
                  >
                    {item.title}
                  </button>
                )}
              </h3>
              <section
                className="sw-image-accordion__overlay"
                id={`${item.id}-overlay`}
                aria-label={item.title}
                hidden={!isActive}
              >
                <p>{item.description}</p>
                {link && (
                  <a
                    href={link}
                    target={overlayLinkTarget}
                    rel={overlayLinkTarget === '_blank' ? 'noopener noreferrer' : undefined}
                  >
                    {item.linkText ?? 'Find out more'}
                  </a>
                )}
              </section>
            </li>
          );
        })}
      </ul>
      <NoScriptStyle css={NO_SCRIPT_CSS} />
    </div>
  );
}

function safeQuietly(url: string | undefined): string | undefined {
  return overlayLinkHref(url, () => {});
}
