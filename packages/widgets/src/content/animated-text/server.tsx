import { renderWidget } from '../../runtime/ssr.tsx';
import { AnimatedText, type AnimatedTextSettings } from './AnimatedText.tsx';

/** The data attributes that place this animated text (docs/embed.md). */
export function animatedTextAttributes(settings: AnimatedTextSettings): Record<string, string> {
  const attributes: Record<string, string> = {
    words: settings.words.join('|'),
    effect: settings.effect,
    hold: String(settings.hold),
  };
  if (settings.before) attributes.before = settings.before;
  if (settings.after) attributes.after = settings.after;
  return attributes;
}

export function renderAnimatedTextWidget(settings: AnimatedTextSettings): string {
  return renderWidget(
    'content-animated-text',
    animatedTextAttributes(settings),
    <AnimatedText settings={settings} />,
    { settings },
  );
}
