import type { ProgressAttributes } from '@site-widgets/contract/content/timer-attributes.ts';
import {
  counterValueAt,
  formatCount,
  percentShown,
  startCounterRun,
} from '@site-widgets/core/content/counter.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { prefersReducedMotion, windowClock, windowFrames } from '../../site/shared/browser.ts';
import { whenVisible } from '../shared/in-editor.ts';
import { PauseButton } from '../shared/PauseButton.tsx';

export type ProgressSettings = ProgressAttributes;

export interface ProgressProps {
  settings: ProgressSettings;
}

/**
 * spec 001 §3 "Progress bar options", §9: a bar filling to `percent` (its percentage shown rounded) or a
 * counter counting to `counterValue`, after `animDelay` ms over `animDuration` ms, from when it is scrolled
 * into view; a loop starts again after `loopDelay` ms and has a pause button. The server renders the end
 * values (what a visitor without JavaScript, or with reduced motion, sees); a run starts from 0.
 */
export function Progress({ settings }: ProgressProps) {
  const [progress, setProgress] = useState(1);
  const [paused, setPaused] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = root.current;
    if (!element || prefersReducedMotion()) return;
    // Below the fold, the numbers wait at 0 unseen, then run when scrolled to.
    if (element.getBoundingClientRect().top >= window.innerHeight) setProgress(0);
    return whenVisible(element, () => setInView(true));
  }, []);

  useEffect(() => {
    if (!inView || paused) return;
    return startCounterRun({
      clock: windowClock,
      frames: windowFrames,
      duration: settings.animDuration,
      delay: settings.animDelay,
      loop: settings.loop,
      loopDelay: settings.loopDelay,
      onProgress: setProgress,
    });
  }, [inView, paused, settings]);

  const percent = percentShown(settings.percent, progress);
  const count = formatCount(counterValueAt(settings.counterValue, progress), settings.separator);
  const finalCount = formatCount(settings.counterValue, settings.separator);
  const suffix = settings.suffix ?? '';
  return (
    <div className="sw-progress" data-layout={settings.layout} ref={root}>
      <div className="sw-progress__head">
        <p className="sw-progress__label" id={labelId}>
          {settings.label}
        </p>
        {settings.layout === 'counter' ? (
          <p className="sw-progress__count" style={{ minWidth: `${finalCount.length + suffix.length}ch` }}>
            {/* The running number is decoration; the final one is what is read out. */}
            <span aria-hidden="true">{`${count}${suffix}`}</span>
            <span className="sw-visually-hidden">{`${finalCount}${suffix}`}</span>
          </p>
        ) : (
          <p className="sw-progress__percent" aria-hidden="true">{`${percent}%`}</p>
        )}
      </div>
      {settings.layout === 'bar' && (
        <div
          className="sw-progress__track"
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={settings.percent}
        >
          <div className="sw-progress__fill" style={{ transform: `scaleX(${percent / 100})` }} />
        </div>
      )}
      {settings.loop && (
        <PauseButton paused={paused} onToggle={() => setPaused((value) => !value)} what={settings.label} />
      )}
    </div>
  );
}
