import { contentFeatureListAttributesSchema } from '@site-widgets/contract/content/panel-attributes.ts';
import { mountContentWidget } from '../shared/mount.tsx';
import { FeatureList, type FeatureListProps } from './FeatureList.tsx';

/** Hydrates the server's feature list (static: nothing to do without server markup). */
export function mount(element: HTMLElement) {
  return mountContentWidget<typeof contentFeatureListAttributesSchema, FeatureListProps>(
    'content-feature-list',
    element,
    contentFeatureListAttributesSchema,
    (props) => <FeatureList {...props} />,
    () => undefined,
  );
}
