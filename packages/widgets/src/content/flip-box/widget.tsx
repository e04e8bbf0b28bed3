import { contentFlipBoxAttributesSchema } from '@site-widgets/contract/content/panel-attributes.ts';
import { mountContentWidget } from '../shared/mount.tsx';
import { FlipBox, type FlipBoxProps } from './FlipBox.tsx';

/** Hydrates the server's flip box (its faces are the server's settings: no plain-page form). */
export function mount(element: HTMLElement) {
  return mountContentWidget<typeof contentFlipBoxAttributesSchema, FlipBoxProps>(
    'content-flip-box',
    element,
    contentFlipBoxAttributesSchema,
    (props) => <FlipBox {...props} />,
    () => undefined,
  );
}
