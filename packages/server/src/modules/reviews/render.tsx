import type { ReviewView } from '@site-widgets/contract';
import { ReviewRows } from '@site-widgets/widgets';
import { renderToStaticMarkup } from 'react-dom/server';

/** `innerhtml`: the same rows and cards our client renders, for an original front end to insert. */
export function renderReviewRows(reviews: readonly ReviewView[], perRow: number): string {
  return renderToStaticMarkup(<ReviewRows reviews={reviews} perRow={perRow} />);
}
