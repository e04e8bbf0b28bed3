import { contentTabsAttributesSchema } from '@site-widgets/contract/content/panel-attributes.ts';
import { ACTIVE_TAB_PARAMETER, openIndexFromQuery } from '@site-widgets/core/content/deep-link.ts';
import { mountContentWidget } from '../shared/mount.tsx';
import { panelsFromMarkup } from '../shared/panel-item.ts';
import { Tabs, type TabsProps } from './Tabs.tsx';

/** Hydrates the server's tabs, or builds them from the element's `<details>` children. */
export function mount(element: HTMLElement) {
  return mountContentWidget<typeof contentTabsAttributesSchema, TabsProps>(
    'content-tabs',
    element,
    contentTabsAttributesSchema,
    (props) => <Tabs {...props} />,
    (attributes) => {
      const tabs = panelsFromMarkup(element, 'tab');
      if (tabs.length === 0) return undefined;
      return {
        tabs,
        initial: openIndexFromQuery(window.location.search, ACTIVE_TAB_PARAMETER, tabs.length) ?? 0,
        trigger: attributes.trigger,
        autoplay: attributes.autoplay,
        autoplaySpeed: attributes.autoplaySpeed,
        label: attributes.label ?? 'Tabs',
      };
    },
  );
}
