import { renderWidget } from '../../runtime/ssr.tsx';
import { settingAttributes } from '../shared/server-attributes.ts';
import { Accordion, type AccordionProps } from './Accordion.tsx';

/** The accordion as the server puts it into a page, with the panel `?active_panel=N` asks for open. */
export function renderAccordionWidget(props: AccordionProps): string {
  const attributes = settingAttributes({
    type: props.type,
    trigger: props.trigger,
    speed: props.speed,
    search: props.search,
  });
  return renderWidget('content-accordion', attributes, <Accordion {...props} />, props);
}
