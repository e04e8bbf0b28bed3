import {
  type AccordionType,
  createPanelSearch,
  interactionSpeedMs,
  matchingPanels,
  openPanel,
  togglePanel,
} from '@site-widgets/core/content/accordion.ts';
import { itemForKey } from '@site-widgets/core/content/roving-focus.ts';
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { windowClock } from '../../site/shared/browser.ts';
import { useHashOpening } from '../shared/hash-opening.ts';
import { OwnerHtml } from '../shared/html-block.tsx';
import { NoScriptStyle } from '../shared/no-script.tsx';
import type { PanelItem } from '../shared/panel-item.ts';

export interface AccordionProps {
  panels: PanelItem[];
  /** The 0-based panels open first (the server reads `?active_panel=N`); default none. */
  initial?: number[];
  /** `accordion` keeps one open, `toggle` opens each on its own; default `accordion`. */
  type?: AccordionType;
  /** What opens a panel; default `click`. */
  trigger?: 'click' | 'hover';
  /** The interaction speed in seconds; default 0.4. */
  speed?: number;
  /** Shows the search box; default false. */
  search?: boolean;
  /** The search box's label; default `Search`. */
  searchLabel?: string;
}

const NO_SCRIPT_CSS =
  '.sw-accordion__panel[hidden]{display:block!important}.sw-accordion__search{display:none!important}';

/**
 * spec 001 §4, §9: the advanced accordion (WAI-ARIA accordion: header buttons with aria-expanded, each
 * controlling a region; Up/Down/Home/End move between headers). `accordion` keeps one panel open, `toggle`
 * opens each independently; click or hover; panels open over the interaction speed; a search box filters
 * the panels 1,000 ms after the visitor stops typing; a hash naming a header opens it.
 */
export function Accordion({
  panels,
  initial = [],
  type = 'accordion',
  trigger = 'click',
  speed = 0.4,
  search = false,
  searchLabel = 'Search',
}: AccordionProps) {
  const [open, setOpen] = useState<number[]>(initial);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const headers = useRef<Array<HTMLButtonElement | null>>([]);
  const bodies = useRef<Array<HTMLElement | null>>([]);
  const input = useRef<HTMLInputElement>(null);

  const searcher = useMemo(() => createPanelSearch({ clock: windowClock, onSearch: setQuery }), []);
  useEffect(() => {
    // Text typed before the code arrived is searched too.
    if (input.current?.value) searcher.input(input.current.value);
    return () => searcher.destroy();
  }, [searcher]);

  useHashOpening(
    panels.map((panel) => [panel.id, `${panel.id}-panel`]),
    (index) => setOpen((current) => openPanel(current, index, type)),
  );

  // A panel's text is what the visitor reads in it (its markup, without tags), read after the first render.
  const texts = () =>
    panels.map((panel, index) => `${panel.title} ${bodies.current[index]?.textContent ?? ''}`);
  const shown = new Set(
    query.trim() === '' ? panels.map((_, index) => index) : matchingPanels(texts(), query),
  );
  const visible = panels.flatMap((_, index) => (shown.has(index) ? [index] : []));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const position = visible.indexOf(index);
    const target = itemForKey(event.key, position, visible.length, 'vertical');
    if (target === undefined) return;
    event.preventDefault();
    headers.current[visible[target] as number]?.focus();
  };

  const style = { '--sw-accordion-speed': `${interactionSpeedMs(speed)}ms` } as CSSProperties;
  return (
    <div className="sw-accordion" data-type={type} style={style}>
      {search && (
        // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers the widgets support
        <div className="sw-accordion__search" role="search">
          <label htmlFor={searchId}>{searchLabel}</label>
          <input
            ref={input}
            id={searchId}
            type="search"
            autoComplete="off"
            onInput={(event) => searcher.input(event.currentTarget.value)}
          />
          <p className="sw-accordion__status" role="status">
            {query.trim() === ''
              ? ''
              : shown.size === 0
                ? 'Nothing matches your search.'
                : `${shown.size} of ${panels.length} shown.`}
          </p>
        </div>
      )}
      {panels.map((panel, index) => {
        const expanded = open.includes(index);
        return (
          <div
            key={panel.id}
            className="sw-accordion__item"
            data-state={expanded ? 'open' : 'closed'}
            hidden={!shown.has(index)}
          >
            <h3 className="sw-accordion__heading">
              <button
                ref={(button) => {
                  headers.current[index] = button;
                }}
                type="button"
                id={panel.id}
                className="sw-accordion__header"
                aria-expanded={expanded}
                aria-controls={`${panel.id}-panel`}
                onClick={() => setOpen((current) => togglePanel(current, index, type))}
                onMouseEnter={
                  trigger === 'hover'
                    ? () => setOpen((current) => openPanel(current, index, type))
                    : undefined
                }
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {panel.title}
              </button>
            </h3>
            <section
              ref={(body) => {
                bodies.current[index] = body;
              }}
              id={`${panel.id}-panel`}
              className="sw-accordion__panel"
              aria-labelledby={panel.id}
              hidden={!expanded}
            >
              <OwnerHtml html={panel.html} />
            </section>
          </div>
        );
      })}
      <NoScriptStyle css={NO_SCRIPT_CSS} />
    </div>
  );
}
