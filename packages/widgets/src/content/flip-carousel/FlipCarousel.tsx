import {
  createWheelStepper,
  type FlipCarouselSettings,
  flipOffset,
  flipPlacement,
  flipStartIndex,
  flipStep,
} from '@site-widgets/core/content/flip-carousel.ts';
import { systemClock } from '@site-widgets/core/timing/clock.ts';
import useEmblaCarousel from 'embla-carousel-react';
import { type CSSProperties, useCallback, useEffect, useId, useRef, useState } from 'react';
import { onCarouselKeyDown } from '../../reviews/carousel-parts/carousel-keys.ts';
import { Dots } from '../../reviews/carousel-parts/Dots.tsx';
import { PauseButton } from '../../reviews/carousel-parts/PauseButton.tsx';
import { cssScope } from '../../reviews/carousel-parts/SlideWidthStyle.tsx';
import { liveRegionPoliteness, useAutoplay } from '../../reviews/carousel-parts/use-autoplay.ts';
import { usePrefersReducedMotion } from '../../reviews/carousel-parts/use-media.ts';
import { useHydrated } from '../../runtime/use-hydrated.ts';

export interface FlipPicture {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string | undefined;
}

export interface FlipCarouselViewSettings extends FlipCarouselSettings {
  /** The carousel's accessible name; default `Pictures`. */
  label: string;
}

export interface FlipCarouselProps {
  settings: FlipCarouselViewSettings;
  pictures: readonly FlipPicture[];
  instanceId?: string | undefined;
}

/**
 * The flip carousel (issue 16; spec 001 §3): pictures around the one in front, turned by type
 * (coverflow, carousel, wheel, flat), on Embla centred, with every setting of the spec: starts from the
 * centre, loop, autoplay every `autoplayMilliseconds` with the pause button, pause on hover, a click on a
 * side picture brings it to the front, the mouse wheel moves it, dots before or after, spacing, and the
 * previous/next buttons. Keys: Left/Right. Nothing moves under reduced motion.
 */
export function FlipCarousel({ settings, pictures, instanceId }: FlipCarouselProps) {
  const count = pictures.length;
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const start = flipStartIndex(count, settings.startsFromCenter);
  const loop = settings.loop && count > 2;
  const [viewportRef, api] = useEmblaCarousel({
    align: 'center',
    loop,
    startIndex: start,
    containScroll: false,
    duration: reducedMotion ? 0 : 25,
    watchDrag: count > 1,
  });
  const [selected, setSelected] = useState(start);
  const rootRef = useRef<HTMLElement>(null);
  const restart = useRef(() => {});
  // A move asked for before Embla is up (the loader performs the first click right after hydration).
  const pending = useRef<number | null>(null);

  const goTo = useCallback(
    (index: number) => {
      if (api) return api.scrollTo(index, reducedMotion);
      pending.current = index;
      setSelected(index);
    },
    [api, reducedMotion],
  );
  const step = useCallback(
    (direction: 1 | -1) => {
      const target = flipStep(selected, direction, count, loop);
      if (target === null) return;
      goTo(target);
      restart.current();
    },
    [selected, count, loop, goTo],
  );

  const autoplay = useAutoplay({
    delay: settings.autoplay && count > 1 ? settings.autoplayMilliseconds : null,
    pauseOnHover: settings.pauseOnHover,
    reducedMotion,
    dragging: false,
    root: rootRef,
    onAdvance: () => goTo(flipStep(selected, 1, count, loop) ?? 0),
  });
  useEffect(() => {
    restart.current = autoplay.restart;
  });

  useEffect(() => {
    if (!api) return;
    if (pending.current !== null) api.scrollTo(pending.current, true);
    pending.current = null;
    const sync = () => setSelected(api.selectedScrollSnap());
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  // play_on_click: a press on a picture at the side brings it to the front (Embla swallows the click
  // that ends a drag).
  useEffect(() => {
    if (!api || !settings.playOnClick) return;
    const viewport = api.rootNode();
    const onClick = (event: MouseEvent) => {
      const item = (event.target as Element).closest<HTMLElement>('[data-flip-index]');
      const index = Number(item?.dataset.flipIndex);
      if (item && Number.isInteger(index) && index !== api.selectedScrollSnap()) {
        api.scrollTo(index);
        restart.current();
      }
    };
    viewport.addEventListener('click', onClick);
    return () => viewport.removeEventListener('click', onClick);
  }, [api, settings.playOnClick]);

  // play_on_scroll: the mouse wheel over the pictures moves one per gesture.
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  });
  useEffect(() => {
    if (!api || !settings.playOnScroll) return;
    const viewport = api.rootNode();
    const stepper = createWheelStepper(systemClock, (direction) => stepRef.current(direction));
    const onWheel = (event: WheelEvent) => {
      if (stepper.wheel(event.deltaX, event.deltaY)) event.preventDefault();
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [api, settings.playOnScroll]);

  const generated = useId();
  const id = cssScope(instanceId ?? generated);
  const slidesId = `${id}-slides`;
  const dots = settings.paginationPosition !== 'none' && count > 1 && hydrated && (
    <Dots
      starts={pictures.map((_, index) => index)}
      shown={1}
      slideCount={count}
      selected={selected}
      onSelect={(index) => {
        goTo(index);
        autoplay.restart();
      }}
      controls={slidesId}
    />
  );
  const canStep = (direction: 1 | -1) => flipStep(selected, direction, count, loop) !== null;
  // Before Embla measures, the row is already where Embla will put it: the front picture centred.
  const firstPosition = {
    transform: `translate3d(calc(50% - ${start + 0.5} * var(--sw-flip-basis)), 0, 0)`,
  } as CSSProperties;

  return (
    <section
      ref={rootRef}
      className="sw-carousel sw-flip-carousel"
      aria-roledescription="carousel"
      aria-label={settings.label}
      data-type={settings.carouselType}
      data-autoplay={autoplay.status}
      data-current-slide={selected + 1}
      data-hydrated={hydrated ? 'true' : 'false'}
      onKeyDown={(event) => onCarouselKeyDown(event, { previous: () => step(-1), next: () => step(1) })}
    >
      {hydrated && autoplay.status !== 'off' && (
        <div className="sw-flip-carousel__controls" data-slot="header">
          <PauseButton status={autoplay.status} onToggle={autoplay.toggle} />
        </div>
      )}
      {settings.paginationPosition === 'before' && <div className="sw-flip-carousel__dots">{dots}</div>}
      <div className="sw-flip-carousel__stage" data-slot="stage">
        <div className="sw-flip-carousel__viewport" ref={viewportRef} data-slot="viewport">
          <div
            className="sw-flip-carousel__track"
            id={slidesId}
            style={firstPosition}
            aria-live={liveRegionPoliteness(autoplay.status)}
            aria-atomic="false"
            data-slot="slides"
          >
            {pictures.map((picture, index) => {
              const offset = flipOffset(index, selected, count, loop);
              const place = flipPlacement(offset, settings.carouselType, settings.spacing);
              return (
                // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a div group
                <div
                  key={picture.src}
                  className="sw-flip-carousel__item"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${count}`}
                  aria-current={offset === 0 ? 'true' : undefined}
                  data-flip-index={index}
                  data-state={offset === 0 ? 'front' : 'side'}
                  style={{ zIndex: place.zIndex }}
                >
                  <figure
                    className="sw-flip-carousel__card"
                    style={{ transform: place.transform, opacity: place.opacity }}
                  >
                    <img
                      src={picture.src}
                      alt={picture.alt}
                      width={picture.width}
                      height={picture.height}
                      loading={Math.abs(offset) <= 2 ? 'eager' : 'lazy'}
                      decoding="async"
                      draggable={false}
                    />
                    {picture.caption && <figcaption>{picture.caption}</figcaption>}
                  </figure>
                </div>
              );
            })}
          </div>
        </div>
        {hydrated && settings.buttonPrevious && settings.buttonNext && count > 1 && (
          <div className="sw-flip-carousel__buttons">
            <button
              type="button"
              className="sw-carousel-button sw-flip-carousel__button"
              data-slot="previous"
              aria-label={settings.buttonPrevious}
              aria-controls={slidesId}
              aria-disabled={canStep(-1) ? undefined : true}
              onClick={() => step(-1)}
            >
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M12.5 4l-6 6 6 6" />
              </svg>
            </button>
            <button
              type="button"
              className="sw-carousel-button sw-flip-carousel__button"
              data-slot="next"
              aria-label={settings.buttonNext}
              aria-controls={slidesId}
              aria-disabled={canStep(1) ? undefined : true}
              onClick={() => step(1)}
            >
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M7.5 4l6 6-6 6" />
              </svg>
            </button>
          </div>
        )}
      </div>
      {settings.paginationPosition === 'after' && <div className="sw-flip-carousel__dots">{dots}</div>}
    </section>
  );
}
