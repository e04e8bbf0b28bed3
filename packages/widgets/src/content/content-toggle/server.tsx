import { renderWidget } from '../../runtime/ssr.tsx';
import { settingAttributes } from '../shared/server-attributes.ts';
import { ContentToggle, type ContentToggleProps } from './ContentToggle.tsx';

/** The content toggle as the server puts it into a page. */
export function renderContentToggleWidget(props: ContentToggleProps): string {
  return renderWidget(
    'content-toggle',
    settingAttributes({ initial: props.initial }),
    <ContentToggle {...props} />,
    props,
  );
}
