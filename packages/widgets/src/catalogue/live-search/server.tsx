import { renderWidget } from '../../runtime/ssr.tsx';
import { LiveSearch } from './LiveSearch.tsx';
import { type LiveSearchProps, liveSearchAttributes } from './settings.ts';

/** The live search as the server puts it into a page: a working GET form, hydrated into the live box. */
export function renderLiveSearchWidget(props: LiveSearchProps): string {
  return renderWidget('live-search', liveSearchAttributes(props.settings), <LiveSearch {...props} />, props);
}
