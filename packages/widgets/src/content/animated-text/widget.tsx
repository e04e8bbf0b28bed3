import { animatedTextAttributesSchema } from '@site-widgets/contract/content/timer-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { AnimatedText, type AnimatedTextProps } from './AnimatedText.tsx';

export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const settings = parseAttributes('content-animated-text', element, animatedTextAttributesSchema);
  if (!settings) return undefined;
  const server = readServerProps<AnimatedTextProps>(element);
  return mountView(element, server, <AnimatedText settings={server?.props.settings ?? settings} />);
}
