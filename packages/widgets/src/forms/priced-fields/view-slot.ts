import type { ReactElement } from 'react';
import type { PricedFieldViewProps } from './PricedFieldView.tsx';

type PricedView = (props: PricedFieldViewProps) => ReactElement;
let provided: PricedView | undefined;

/**
 * The priced, calculation and list views are not in the form chunk: a form with such fields loads the
 * `gform-products` chunk before it hydrates (widget.tsx), which provides them here; the server render
 * provides them at once (server.tsx). A contact form never downloads them.
 */
export function providePricedFieldView(view: PricedView): void {
  provided = view;
}

export const pricedFieldView = (): PricedView | undefined => provided;
