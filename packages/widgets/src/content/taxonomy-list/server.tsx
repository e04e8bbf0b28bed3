import type { TAXONOMY_LIST_TAXONOMIES } from '@site-widgets/contract/content/navmisc-attributes.ts';
import { renderWidget } from '../../runtime/ssr.tsx';
import { TaxonomyList, type TaxonomyListProps } from './TaxonomyList.tsx';

/** The taxonomy list as the server puts it into a page. */
export function renderTaxonomyListWidget(
  taxonomy: (typeof TAXONOMY_LIST_TAXONOMIES)[number],
  props: TaxonomyListProps,
): string {
  const attributes: Record<string, string> = {
    taxonomy,
    'show-count': props.showCount === false ? 'no' : 'yes',
  };
  return renderWidget('content-taxonomy-list', attributes, <TaxonomyList {...props} />, props);
}
