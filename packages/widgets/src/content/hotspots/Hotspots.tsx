import { type HotspotTrigger, toggleHotspot, tooltipShown } from '@site-widgets/core/content/hotspots.ts';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { NoScriptStyle } from '../shared/no-script.tsx';

export interface Hotspot {
  /** The button's name (what the spot marks). */
  label: string;
  text: string;
  /** Position on the image in percent from the left and the top. */
  x: number;
  y: number;
}

export interface HotspotsProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  spots: Hotspot[];
  /** click (one open at a time), hover (and focus) or always; default `click`. */
  trigger?: HotspotTrigger;
}

const NO_SCRIPT_CSS = '.sw-hotspots__tooltip[hidden]{display:block!important}';

/**
 * spec 001 §4: buttons on an image, each a disclosure of its tooltip. Tooltips open on click (one at a
 * time; Escape or a click elsewhere closes), on hover and focus, or always.
 */
export function Hotspots({ src, alt, width, height, spots, trigger = 'click' }: HotspotsProps) {
  const [open, setOpen] = useState<number | undefined>(undefined);
  const base = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (trigger !== 'click') return;
    const onPointerDown = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(undefined);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [trigger]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the tooltip of the focused spot
    <div
      className="sw-hotspots"
      data-trigger={trigger}
      ref={box}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open !== undefined) {
          const index = open;
          setOpen(undefined);
          box.current?.querySelectorAll<HTMLButtonElement>('.sw-hotspots__spot')[index]?.focus();
        }
      }}
    >
      <img
        className="sw-hotspots__image"
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
      {spots.map((spot, index) => {
        const shown = tooltipShown(trigger, open, index);
        const id = `${base}-${index}`;
        const style = { '--sw-spot-x': `${spot.x}%`, '--sw-spot-y': `${spot.y}%` } as CSSProperties;
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: hover opens it; focus on the button does the same for the keyboard
          <div
            key={`${spot.label}-${spot.x}-${spot.y}`}
            className="sw-hotspots__item"
            style={style}
            data-side={spot.x > 60 ? 'left' : 'right'}
            onMouseEnter={trigger === 'hover' ? () => setOpen(index) : undefined}
            onMouseLeave={trigger === 'hover' ? () => setOpen(undefined) : undefined}
          >
            <button
              type="button"
              className="sw-hotspots__spot"
              aria-expanded={shown}
              aria-controls={id}
              data-state={shown ? 'open' : 'closed'}
              onClick={
                trigger === 'click' ? () => setOpen((current) => toggleHotspot(current, index)) : undefined
              }
              onFocus={trigger === 'hover' ? () => setOpen(index) : undefined}
              onBlur={trigger === 'hover' ? () => setOpen(undefined) : undefined}
            >
              <span className="sw-visually-hidden">{spot.label}</span>
            </button>
            <div className="sw-hotspots__tooltip" id={id} hidden={!shown}>
              <strong>{spot.label}</strong> {spot.text}
            </div>
          </div>
        );
      })}
      <NoScriptStyle css={NO_SCRIPT_CSS} />
    </div>
  );
}
