import { renderWidget } from '../../runtime/ssr.tsx';
import { settingAttributes } from '../shared/server-attributes.ts';
import { Tabs, type TabsProps } from './Tabs.tsx';

/** The tabs as the server puts them into a page, with the tab `?active_tab=N` asked for already open. */
export function renderTabsWidget(props: TabsProps): string {
  const attributes = settingAttributes({
    trigger: props.trigger,
    autoplay: props.autoplay,
    'autoplay-speed': props.autoplaySpeed,
    label: props.label,
  });
  return renderWidget('content-tabs', attributes, <Tabs {...props} />, props);
}
