import { renderWidget } from '../../runtime/ssr.tsx';
import { ContentNavMenu, type ContentNavMenuProps } from './ContentNavMenu.tsx';

/** The add-on menu as the server puts it into a page. */
export function renderContentNavMenuWidget(props: ContentNavMenuProps): string {
  const attributes: Record<string, string> = {
    ...(props.label ? { label: props.label } : {}),
    ...(props.rest ? { rest: props.rest } : {}),
  };
  return renderWidget('content-nav-menu', attributes, <ContentNavMenu {...props} />, props);
}
