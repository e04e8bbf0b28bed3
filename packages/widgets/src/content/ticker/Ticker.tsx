import { createAutoplay } from '@site-widgets/core/timing/autoplay.ts';
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { prefersReducedMotion, windowClock } from '../../site/shared/browser.ts';

export interface TickerItem {
  text: string;
  href: string;
}

export interface TickerProps {
  label: string;
  /** ms each headline shows. */
  interval: number;
  items: TickerItem[];
}

/**
 * The content ticker (spec 001 §1, §4): headlines one at a time, moving on every `interval` ms, with the
 * WAI-ARIA carousel pattern: a pause button first, previous and next, rotation held while the pointer is
 * over it or focus is inside, announced politely only once it no longer moves by itself. Under reduced
 * motion it does not rotate.
 */
export function Ticker({ label, interval, items }: TickerProps) {
  const [current, setCurrent] = useState(0);
  const count = items.length;
  const autoplay = useMemo(
    () =>
      createAutoplay({
        clock: windowClock,
        delay: interval,
        enabled: count > 1,
        onAdvance: () => setCurrent((index) => (index + 1) % count),
      }),
    [interval, count],
  );
  const status = useSyncExternalStore(autoplay.subscribe, autoplay.getState, autoplay.getState).status;
  const headingId = useId();

  useEffect(() => {
    if (prefersReducedMotion()) autoplay.stop();
    autoplay.connect();
    return () => autoplay.disconnect();
  }, [autoplay]);

  const move = (step: number) => {
    setCurrent((index) => (index + step + count) % count);
    autoplay.restart();
  };
  const rotating = status === 'playing' || status === 'paused';
  return (
    <section
      className="sw-ticker"
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      onPointerEnter={() => autoplay.hold('hover')}
      onPointerLeave={() => autoplay.release('hover')}
      onFocus={() => autoplay.hold('hover')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) autoplay.release('hover');
      }}
    >
      <h2 className="sw-ticker__label" id={headingId}>
        {label}
      </h2>
      <div className="sw-ticker__controls">
        <button
          type="button"
          className="sw-ticker__button"
          data-slot="pause"
          onClick={() => (rotating ? autoplay.stop() : autoplay.play())}
        >
          {rotating ? 'Pause' : 'Play'}
          <span className="sw-visually-hidden"> headlines</span>
        </button>
        <button
          type="button"
          className="sw-ticker__button"
          onClick={() => move(-1)}
          aria-label="Previous headline"
        >
          ‹
        </button>
        <button
          type="button"
          className="sw-ticker__button"
          onClick={() => move(1)}
          aria-label="Next headline"
        >
          ›
        </button>
      </div>
      <ul className="sw-ticker__items" aria-live={rotating ? 'off' : 'polite'}>
        {items.map((item, index) => (
          <li
            key={item.href + item.text}
            className="sw-ticker__item"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            data-state={index === current ? 'current' : 'hidden'}
            hidden={index !== current}
          >
            <a href={item.href}>{item.text}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
