import type { AnimatedTextAttributes } from '@site-widgets/contract/content/timer-attributes.ts';
import { createAnimatedText } from '@site-widgets/core/content/animated-text.ts';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { prefersReducedMotion, windowClock } from '../../site/shared/browser.ts';
import { PauseButton } from '../shared/PauseButton.tsx';

export type AnimatedTextSettings = AnimatedTextAttributes;

export interface AnimatedTextProps {
  settings: AnimatedTextSettings;
}

/**
 * spec 001 §4, §9 animated text: a heading whose word changes every `hold` ms: selected for 500 ms, erased
 * and the next typed from 1300 ms (typing), or slid in (rotate). Every word is laid out in the same cell,
 * so the heading is as wide as its longest word from the first paint and never moves. Screen readers get
 * the words once, as a list; the pause button stops it; under reduced motion it does not start.
 */
export function AnimatedText({ settings }: AnimatedTextProps) {
  const machine = useMemo(
    () =>
      createAnimatedText({
        words: settings.words,
        effect: settings.effect,
        hold: settings.hold,
        clock: windowClock,
      }),
    [settings],
  );
  const state = useSyncExternalStore(machine.subscribe, machine.getState, machine.getState);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || prefersReducedMotion()) return;
    machine.start();
    return () => machine.stop();
  }, [machine, paused]);

  const word = settings.words[state.index] ?? '';
  const shown = [...word].slice(0, state.letters).join('');
  return (
    <div className="sw-animated-text" data-effect={settings.effect}>
      <h2 className="sw-animated-text__heading">
        {settings.before && `${settings.before} `}
        <span className="sw-animated-text__words" aria-hidden="true">
          {settings.words.map((each) => (
            <span key={each} className="sw-animated-text__sizer">
              {each}
            </span>
          ))}
          <span className="sw-animated-text__word" data-phase={state.phase}>
            {shown || '\u200b'}
          </span>
        </span>
        <span className="sw-visually-hidden">{settings.words.join(', ')}</span>
        {settings.after && ` ${settings.after}`}
      </h2>
      <PauseButton paused={paused} onToggle={() => setPaused((value) => !value)} what="the changing words" />
    </div>
  );
}
