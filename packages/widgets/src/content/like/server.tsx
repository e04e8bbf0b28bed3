import { renderWidget } from '../../runtime/ssr.tsx';
import { LikeButton, type LikeButtonProps } from './LikeButton.tsx';

/** The like button as the server puts it into a post's page, with the count and this visitor's state. */
export function renderLikeWidget(props: LikeButtonProps): string {
  const attributes: Record<string, string> = {
    'post-id': String(props.postId),
    ...(props.ajax ? { ajax: props.ajax } : {}),
    ...(props.zeroText ? { 'zero-text': props.zeroText } : {}),
  };
  return renderWidget('content-like', attributes, <LikeButton {...props} />, props);
}
