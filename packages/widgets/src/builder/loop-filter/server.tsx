import { DEFAULT_REST_BASE } from '@site-widgets/contract/builder/loop-constants.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { LoopFilterForm, type LoopFilterFormProps } from './LoopFilterForm.tsx';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `<div data-widget="loop-filter" data-loop="{id}">` with its server-rendered form. The script needs no
 * props: the form's checkboxes are its state, and the URL is the shared copy of it.
 */
export function renderLoopFilter(props: LoopFilterFormProps & { rest?: string; postId?: number }): string {
  const { rest = DEFAULT_REST_BASE, postId, ...form } = props;
  const attributes = [
    ['loop', props.widgetId],
    ['rest', rest],
    ...(postId === undefined ? [] : [['post-id', String(postId)]]),
  ]
    .map(([key, value]) => ` data-${key}="${escapeAttribute(value ?? '')}"`)
    .join('');
  return `<div data-widget="loop-filter"${attributes}>${renderToStaticMarkup(<LoopFilterForm {...form} />)}</div>`;
}
