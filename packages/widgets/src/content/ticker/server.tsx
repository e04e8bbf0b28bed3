import { renderWidget } from '../../runtime/ssr.tsx';
import { Ticker, type TickerProps } from './Ticker.tsx';

/** The ticker as the server puts it in a page; its headlines are in the markup (and the props). */
export function renderTickerWidget(props: TickerProps): string {
  return renderWidget(
    'content-ticker',
    { label: props.label, interval: String(props.interval) },
    <Ticker {...props} />,
    props,
  );
}
