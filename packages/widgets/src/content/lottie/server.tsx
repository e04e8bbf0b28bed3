import { renderWidget } from '../../runtime/ssr.tsx';
import { LottiePlayer, type LottieSettings } from './LottiePlayer.tsx';

export function lottieAttributes(settings: LottieSettings): Record<string, string> {
  return {
    src: settings.src,
    label: settings.label,
    mode: settings.mode,
    loop: settings.loop ? 'yes' : 'no',
    width: String(settings.width),
    height: String(settings.height),
  };
}

/** The player's reserved box as the server puts it in a page; the animation arrives with its script. */
export function renderLottieWidget(settings: LottieSettings): string {
  return renderWidget('content-lottie', lottieAttributes(settings), <LottiePlayer settings={settings} />, {
    settings,
  });
}
