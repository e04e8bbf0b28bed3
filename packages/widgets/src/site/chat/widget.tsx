import { siteChatAttributesSchema } from '@site-widgets/contract/site/site-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../shared/mount-view.tsx';
import { ChatPanel, type ChatPanelProps } from './ChatPanel.tsx';

const WIDGET = 'site-chat';

/** Hydrates the server-rendered panel, or renders it from the data attributes in place of the fallback. */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, siteChatAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<ChatPanelProps>(element);
  const props: ChatPanelProps = server?.props ?? attributes;
  return mountView(element, server, <ChatPanel {...props} />);
}
