import { renderWidget } from '../../runtime/ssr.tsx';
import { settingAttributes } from '../shared/server-attributes.ts';
import { FeatureList, type FeatureListProps } from './FeatureList.tsx';

/** The feature list as the server puts it into a page. */
export function renderFeatureListWidget(props: FeatureListProps): string {
  return renderWidget(
    'content-feature-list',
    settingAttributes({ line: props.line }),
    <FeatureList {...props} />,
    props,
  );
}
