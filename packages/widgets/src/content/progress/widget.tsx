import { progressAttributesSchema } from '@site-widgets/contract/content/timer-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { Progress, type ProgressProps } from './Progress.tsx';

/** Hydrates the server-rendered bar or counter, or renders one from its attributes. */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const settings = parseAttributes('content-progress', element, progressAttributesSchema);
  if (!settings) return undefined;
  const server = readServerProps<ProgressProps>(element);
  return mountView(element, server, <Progress settings={server?.props.settings ?? settings} />);
}
