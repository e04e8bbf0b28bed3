import { renderWidget } from '../../runtime/ssr.tsx';
import { Countdown, type CountdownProps, type CountdownSettings } from './Countdown.tsx';

/** The data attributes that place this countdown (docs/embed.md), from its settings. */
export function countdownAttributes(settings: CountdownSettings): Record<string, string> {
  const attributes: Record<string, string> = {
    'countdown-id': settings.countdownId,
    type: settings.type,
  };
  if (settings.interval !== undefined) attributes.interval = String(settings.interval);
  if (settings.endsAt !== undefined) attributes['ends-at'] = new Date(settings.endsAt).toISOString();
  if (settings.showAgain !== undefined) attributes['show-again'] = String(settings.showAgain);
  if (settings.actions.length > 0) attributes.actions = settings.actions.join(' ');
  if (settings.redirectUrl) attributes['redirect-url'] = settings.redirectUrl;
  if (settings.template) attributes.template = settings.template;
  if (settings.label) attributes.label = settings.label;
  return attributes;
}

/** A countdown as the server puts it in a page, showing the time left at `renderedAt`. */
export function renderCountdownWidget(props: CountdownProps): string {
  return renderWidget(
    'content-countdown',
    countdownAttributes(props.settings),
    <Countdown {...props} />,
    props,
  );
}
