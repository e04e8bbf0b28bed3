import { renderWidget } from '../../runtime/ssr.tsx';
import { ChatPanel, type ChatPanelProps } from './ChatPanel.tsx';

/** The footer chat panel as the server puts it into a page (collapsed). */
export function renderChatWidget(props: ChatPanelProps): string {
  const attributes: Record<string, string> = { email: props.email };
  if (props.phone) attributes.phone = props.phone;
  if (props.heading) attributes.heading = props.heading;
  return renderWidget('site-chat', attributes, <ChatPanel {...props} />, props);
}
