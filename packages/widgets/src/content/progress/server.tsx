import { renderWidget } from '../../runtime/ssr.tsx';
import { Progress, type ProgressSettings } from './Progress.tsx';

/** The data attributes that place this bar or counter (docs/embed.md). */
export function progressAttributes(settings: ProgressSettings): Record<string, string> {
  const attributes: Record<string, string> = {
    layout: settings.layout,
    label: settings.label,
    'counter-value': String(settings.counterValue),
    percent: String(settings.percent),
    'anim-duration': String(settings.animDuration),
    'anim-delay': String(settings.animDelay),
    loop: settings.loop ? 'yes' : 'no',
    'loop-delay': String(settings.loopDelay),
    separator: settings.separator ? 'yes' : 'no',
  };
  if (settings.suffix) attributes.suffix = settings.suffix;
  return attributes;
}

/** A progress bar or counter as the server puts it in a page (at its end values). */
export function renderProgressWidget(settings: ProgressSettings): string {
  return renderWidget('content-progress', progressAttributes(settings), <Progress settings={settings} />, {
    settings,
  });
}
