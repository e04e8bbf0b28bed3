import type { CountdownAttributes } from '@site-widgets/contract/content/timer-attributes.ts';
import {
  countdownParts,
  evergreenEnd,
  startCountdown,
  twoDigits,
} from '@site-widgets/core/content/countdown.ts';
import { type CountdownEndView, countdownEndView } from '@site-widgets/core/content/countdown-actions.ts';
import { openStorage } from '@site-widgets/core/storage/browser-storage.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { windowClock } from '../../site/shared/browser.ts';
import { inEditor } from '../shared/in-editor.ts';

export type CountdownSettings = Omit<CountdownAttributes, 'label'> & { label?: string | undefined };

export interface CountdownProps {
  settings: CountdownSettings;
  /** When the markup was rendered (ms since 1970): the server's clock, so hydration shows what it showed. */
  renderedAt: number;
  /** The message shown at zero, HTML the server sanitised (`message` action). */
  messageHtml?: string | undefined;
}

const NOT_ENDED: CountdownEndView = {
  timerHidden: false,
  elementHidden: false,
  messageShown: false,
  templateShown: false,
  redirectTo: null,
};

/** Where the timer ends as the server can know it: a fixed moment, or a whole interval from now. */
export function initialEnd(settings: CountdownSettings, now: number): number {
  return settings.type === 'fixed' ? (settings.endsAt ?? now) : now + (settings.interval ?? 0) * 1000;
}

/**
 * spec 001 §3, §4: days, hours, minutes and seconds to the end, ticking each second. An evergreen timer
 * ends `interval` seconds after the visitor's first view (stored per widget; restarted when the interval
 * changes or the show-again period has passed). At zero it shows zeros and runs its actions, except in
 * the editor. The server renders the right remaining time; the digits have fixed widths, so nothing moves.
 */
export function Countdown({ settings, renderedAt, messageHtml }: CountdownProps) {
  const [remaining, setRemaining] = useState(() => initialEnd(settings, renderedAt) - renderedAt);
  const [ended, setEnded] = useState<CountdownEndView | null>(null);
  const templateSlot = useRef<HTMLDivElement>(null);
  const labelId = useId();

  useEffect(() => {
    const now = Date.now();
    const endsAt =
      settings.type === 'evergreen'
        ? evergreenEnd({
            storage: openStorage(() => window.localStorage),
            countdownId: settings.countdownId,
            interval: settings.interval ?? 0,
            showAgain: settings.showAgain,
            now,
          })
        : initialEnd(settings, now);
    return startCountdown({
      endsAt,
      clock: windowClock,
      now: Date.now,
      onTick: setRemaining,
      onZero: () =>
        setEnded(
          countdownEndView(settings.actions, {
            inEditor: inEditor(),
            redirectUrl: settings.redirectUrl,
            base: window.location.href,
            log: (message) => console.error(`[site-widgets] content-countdown: ${message}`),
          }),
        ),
    });
  }, [settings]);

  useEffect(() => {
    if (ended?.redirectTo) window.location.assign(ended.redirectTo);
    const slot = templateSlot.current;
    if (!ended?.templateShown || !slot || !settings.template) return;
    const template = document.getElementById(settings.template);
    if (template instanceof HTMLTemplateElement) slot.replaceChildren(template.content.cloneNode(true));
  }, [ended, settings.template]);

  const view = ended ?? NOT_ENDED;
  const parts = countdownParts(remaining);
  const units = [
    { name: 'Days', value: String(parts.days).padStart(2, '0') },
    { name: 'Hours', value: twoDigits(parts.hours) },
    { name: 'Minutes', value: twoDigits(parts.minutes) },
    { name: 'Seconds', value: twoDigits(parts.seconds) },
  ];
  const label = settings.label ?? 'Countdown';
  return (
    <div className="sw-countdown" data-state={ended ? 'ended' : 'running'} hidden={view.elementHidden}>
      <p className="sw-visually-hidden" id={labelId}>
        {label}
      </p>
      {/* A timer is not announced each second (role timer is polite-off); its label says what it counts. */}
      <div className="sw-countdown__timer" role="timer" aria-labelledby={labelId} hidden={view.timerHidden}>
        {units.map((unit) => (
          <span key={unit.name} className="sw-countdown__unit" data-slot={unit.name.toLowerCase()}>
            <span className="sw-countdown__value">{unit.value}</span>
            <span className="sw-countdown__name">{unit.name}</span>
          </span>
        ))}
      </div>
      {messageHtml !== undefined && (
        <div
          className="sw-countdown__message"
          data-slot="message"
          role="status"
          hidden={!view.messageShown}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (countdown-message.ts)
          dangerouslySetInnerHTML={{ __html: messageHtml }}
        />
      )}
      <div className="sw-countdown__template" data-slot="template" ref={templateSlot} />
    </div>
  );
}
