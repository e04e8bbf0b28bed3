import { contentAccordionAttributesSchema } from '@site-widgets/contract/content/panel-attributes.ts';
import { ACTIVE_PANEL_PARAMETER, openIndexFromQuery } from '@site-widgets/core/content/deep-link.ts';
import { mountContentWidget } from '../shared/mount.tsx';
import { panelsFromMarkup } from '../shared/panel-item.ts';
import { Accordion, type AccordionProps } from './Accordion.tsx';

/** Hydrates the server's accordion, or builds it from the element's `<details>` children. */
export function mount(element: HTMLElement) {
  return mountContentWidget<typeof contentAccordionAttributesSchema, AccordionProps>(
    'content-accordion',
    element,
    contentAccordionAttributesSchema,
    (props) => <Accordion {...props} />,
    (attributes) => {
      const panels = panelsFromMarkup(element, 'panel');
      if (panels.length === 0) return undefined;
      const fromQuery = openIndexFromQuery(window.location.search, ACTIVE_PANEL_PARAMETER, panels.length);
      return {
        panels,
        initial: fromQuery === undefined ? [] : [fromQuery],
        type: attributes.type,
        trigger: attributes.trigger,
        speed: attributes.speed,
        search: attributes.search,
      };
    },
  );
}
