import { type KeyboardEvent, useRef, useState } from 'react';
import { OwnerHtml } from '../shared/html-block.tsx';
import { NoScriptStyle } from '../shared/no-script.tsx';
import type { PanelItem } from '../shared/panel-item.ts';

export interface ContentToggleProps {
  /** Exactly two states (spec 001 §9: the content toggle has 2 states). */
  states: [PanelItem, PanelItem];
  /** The state shown first, 1 or 2; default 1. */
  initial?: 1 | 2;
  /** The switch's accessible name. */
  label: string;
}

const NO_SCRIPT_CSS =
  '.sw-toggle__content[hidden]{display:block!important}.sw-toggle__content-title{display:block!important}' +
  '.sw-toggle__switch{display:none!important}';

/**
 * spec 001 §4: the content toggle shows one of its two states at a time. Each state's button is a
 * disclosure of its content (aria-expanded, aria-controls); showing one hides the other. Left/Right
 * move between the two.
 */
export function ContentToggle({ states, initial = 1, label }: ContentToggleProps) {
  const [shown, setShown] = useState<0 | 1>(initial === 2 ? 1 : 0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? 1 : shown === 0 ? 1 : 0;
    setShown(next);
    buttons.current[next]?.focus();
  };
  return (
    <div className="sw-toggle" data-state={shown === 0 ? 'first' : 'second'}>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of two disclosure buttons */}
      <div className="sw-toggle__switch" role="group" aria-label={label}>
        {states.map((state, index) => (
          <button
            key={state.id}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            id={state.id}
            className="sw-toggle__option"
            aria-expanded={index === shown}
            aria-controls={`${state.id}-panel`}
            data-state={index === shown ? 'active' : 'inactive'}
            onClick={() => setShown(index as 0 | 1)}
            onKeyDown={onKeyDown}
          >
            {state.title}
          </button>
        ))}
      </div>
      {states.map((state, index) => (
        <div key={state.id} id={`${state.id}-panel`} className="sw-toggle__content" hidden={index !== shown}>
          <h3 className="sw-toggle__content-title">{state.title}</h3>
          <OwnerHtml html={state.html} />
        </div>
      ))}
      <NoScriptStyle css={NO_SCRIPT_CSS} />
    </div>
  );
}
