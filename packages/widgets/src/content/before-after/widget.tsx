import { contentBeforeAfterAttributesSchema } from '@site-widgets/contract/content/panel-attributes.ts';
import { mountContentWidget } from '../shared/mount.tsx';
import { BeforeAfter, type BeforeAfterProps } from './BeforeAfter.tsx';

/** Hydrates the server's comparison, or builds it from its data attributes alone. */
export function mount(element: HTMLElement) {
  return mountContentWidget<typeof contentBeforeAfterAttributesSchema, BeforeAfterProps>(
    'content-before-after',
    element,
    contentBeforeAfterAttributesSchema,
    (props) => <BeforeAfter {...props} />,
    (attributes) => attributes,
  );
}
