import { contentLikeAttributesSchema } from '@site-widgets/contract/content/navmisc-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { LikeButton, type LikeButtonProps } from './LikeButton.tsx';

const WIDGET = 'content-like';

/**
 * Hydrates the server's button. On a plain page it starts from a zero count and unliked; the first
 * click answers the real count.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, contentLikeAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<LikeButtonProps>(element);
  if (server) return mountView(element, server, <LikeButton {...server.props} />);
  return mountView(
    element,
    undefined,
    <LikeButton
      postId={attributes.postId}
      count={0}
      liked={false}
      zeroText={attributes.zeroText}
      ajax={attributes.ajax}
    />,
  );
}
