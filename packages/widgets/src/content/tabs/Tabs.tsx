import { ACTIVE_TAB_PARAMETER } from '@site-widgets/core/content/deep-link.ts';
import { itemForKey } from '@site-widgets/core/content/roving-focus.ts';
import {
  nextTab,
  TAB_HEIGHT_TRANSITION_MS,
  TABS_AUTOPLAY_DEFAULT_MS,
} from '@site-widgets/core/content/tabs.ts';
import { createAutoplay } from '@site-widgets/core/timing/autoplay.ts';
import {
  type KeyboardEvent,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { windowClock } from '../../site/shared/browser.ts';
import { useHashOpening } from '../shared/hash-opening.ts';
import { OwnerHtml } from '../shared/html-block.tsx';
import { NoScriptStyle } from '../shared/no-script.tsx';
import type { PanelItem } from '../shared/panel-item.ts';
import { useReducedMotion } from '../shared/reduced-motion.ts';

export interface TabsProps {
  tabs: PanelItem[];
  /** The 0-based tab open first (the server reads `?active_tab=N`); default 0. */
  initial?: number;
  /** What opens a tab; default `click`. */
  trigger?: 'click' | 'hover';
  /** Moves to the next tab by itself (never under reduced motion); default false. */
  autoplay?: boolean;
  /** ms between automatic moves; default 5000. */
  autoplaySpeed?: number;
  /** The tab list's accessible name. */
  label: string;
}

const NO_SCRIPT_CSS =
  '.sw-tabs [role=tabpanel][hidden]{display:block!important;visibility:visible!important}' +
  '.sw-tabs__panel-title{display:block!important}.sw-tabs__list,.sw-tabs__pause{display:none!important}';

/** What `?active_tab=N` opens, as a link a visitor can share (spec 001 §2). */
export const tabDeepLink = (position: number) => `?${ACTIVE_TAB_PARAMETER}=${position}`;

/**
 * spec 001 §4, §9: one tab open at a time (WAI-ARIA tabs: roving tabindex, arrows, Home/End, automatic
 * activation); opens on click or hover; the content's height changes over 500 ms; a hash naming a tab
 * opens it; autoplay with a pause button, none under reduced motion.
 */
export function Tabs({
  tabs,
  initial = 0,
  trigger = 'click',
  autoplay = false,
  autoplaySpeed = TABS_AUTOPLAY_DEFAULT_MS,
  label,
}: TabsProps) {
  const [active, setActive] = useState(initial);
  const reduced = useReducedMotion();
  const panels = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const heightBefore = useRef<number | undefined>(undefined);

  const select = (index: number) => {
    if (index === active) return;
    // The height it changes from, read before the new panel shows (autoplaying tabs keep one height).
    if (!autoplay) heightBefore.current = panels.current?.offsetHeight;
    setActive(index);
  };

  // The content's height goes from the old panel's to the new one's over 500 ms (none under reduced
  // motion; autoplaying tabs keep the tallest panel's height, so nothing below them moves by itself).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the open tab changes
  useLayoutEffect(() => {
    const box = panels.current;
    const from = heightBefore.current;
    heightBefore.current = undefined;
    if (!box || from === undefined || reduced) return;
    const to = box.offsetHeight;
    if (to === from) return;
    box.style.height = `${from}px`;
    void box.offsetHeight;
    box.dataset.resizing = '';
    box.style.height = `${to}px`;
    const timer = window.setTimeout(() => {
      box.style.height = '';
      delete box.dataset.resizing;
    }, TAB_HEIGHT_TRANSITION_MS);
    return () => {
      window.clearTimeout(timer);
      box.style.height = '';
      delete box.dataset.resizing;
    };
  }, [active]);

  const rotation = useMemo(
    () =>
      createAutoplay({
        clock: windowClock,
        delay: autoplaySpeed,
        enabled: autoplay,
        onAdvance: () => setActive((current) => nextTab(current, tabs.length)),
      }),
    [autoplay, autoplaySpeed, tabs.length],
  );
  const rotationState = useSyncExternalStore(rotation.subscribe, rotation.getState, rotation.getState);
  useEffect(() => {
    if (reduced) rotation.stop();
    rotation.connect();
    return () => rotation.disconnect();
  }, [rotation, reduced]);

  useHashOpening(
    tabs.map((tab) => [tab.id, `${tab.id}-panel`]),
    select,
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = itemForKey(event.key, index, tabs.length, 'horizontal');
    if (target === undefined) return;
    event.preventDefault();
    select(target);
    rotation.stop();
    tabRefs.current[target]?.focus();
  };

  const playing = rotationState.status === 'playing' || rotationState.status === 'paused';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer over the tabs holds autoplay (keyboard focus stops it)
    <div
      className="sw-tabs"
      data-autoplay={autoplay ? 'yes' : 'no'}
      onMouseEnter={() => rotation.hold('hover')}
      onMouseLeave={() => rotation.release('hover')}
    >
      {autoplay && (
        <button
          type="button"
          className="sw-tabs__pause"
          data-slot="pause"
          hidden={reduced}
          onClick={() => (playing ? rotation.stop() : rotation.play())}
        >
          {playing ? 'Pause tabs' : 'Play tabs'}
        </button>
      )}
      <div className="sw-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(button) => {
              tabRefs.current[index] = button;
            }}
            type="button"
            role="tab"
            id={tab.id}
            className="sw-tabs__tab"
            aria-selected={index === active}
            aria-controls={`${tab.id}-panel`}
            tabIndex={index === active ? 0 : -1}
            data-state={index === active ? 'active' : 'inactive'}
            onClick={() => {
              select(index);
              rotation.stop();
            }}
            onMouseEnter={trigger === 'hover' ? () => select(index) : undefined}
            onFocus={() => rotation.stop()}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      <div className="sw-tabs__panels" ref={panels}>
        {tabs.map((tab, index) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${tab.id}-panel`}
            className="sw-tabs__panel"
            aria-labelledby={tab.id}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a panel takes focus
            tabIndex={0}
            hidden={index !== active}
            data-state={index === active ? 'active' : 'inactive'}
          >
            <h3 className="sw-tabs__panel-title">{tab.title}</h3>
            <OwnerHtml html={tab.html} />
          </div>
        ))}
      </div>
      <NoScriptStyle css={NO_SCRIPT_CSS} />
    </div>
  );
}
