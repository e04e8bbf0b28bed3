import { lottieAttributesSchema } from '@site-widgets/contract/content/timer-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { LottiePlayer, type LottiePlayerProps } from './LottiePlayer.tsx';

export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const settings = parseAttributes('content-lottie', element, lottieAttributesSchema);
  if (!settings) return undefined;
  const server = readServerProps<LottiePlayerProps>(element);
  return mountView(element, server, <LottiePlayer settings={server?.props.settings ?? settings} />);
}
