import { contentProgressTrackerAttributesSchema } from '@site-widgets/contract/content/navmisc-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { ProgressTracker, type ProgressTrackerProps } from './ProgressTracker.tsx';

const WIDGET = 'content-progress-tracker';

/** Hydrates the server's bar, or renders it from the attributes on a plain page. */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, contentProgressTrackerAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<ProgressTrackerProps>(element);
  return mountView(element, server, <ProgressTracker {...(server?.props ?? attributes)} />);
}
