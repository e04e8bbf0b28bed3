import { renderWidget } from '../../runtime/ssr.tsx';
import { SiteNav, type SiteNavProps } from './SiteNav.tsx';

/** The header navigation as the server puts it into a page: plain links until it hydrates. */
export function renderSiteNavWidget(props: SiteNavProps): string {
  const attributes: Record<string, string> = props.label ? { label: props.label } : {};
  return renderWidget('site-nav', attributes, <SiteNav {...props} />, props);
}
