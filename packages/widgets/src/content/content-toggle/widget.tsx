import { contentToggleAttributesSchema } from '@site-widgets/contract/content/panel-attributes.ts';
import { mountContentWidget } from '../shared/mount.tsx';
import { type PanelItem, panelsFromMarkup } from '../shared/panel-item.ts';
import { ContentToggle, type ContentToggleProps } from './ContentToggle.tsx';

/** Hydrates the server's toggle, or builds it from the element's two `<details>` children. */
export function mount(element: HTMLElement) {
  return mountContentWidget<typeof contentToggleAttributesSchema, ContentToggleProps>(
    'content-toggle',
    element,
    contentToggleAttributesSchema,
    (props) => <ContentToggle {...props} />,
    (attributes) => {
      const states = panelsFromMarkup(element, 'state');
      if (states.length !== 2) return undefined;
      return {
        states: states as [PanelItem, PanelItem],
        initial: attributes.initial === 2 ? 2 : 1,
        label: element.getAttribute('aria-label') ?? 'Show',
      };
    },
  );
}
