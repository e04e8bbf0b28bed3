import { liveSearchAttributesSchema } from '@site-widgets/contract/catalogue/search-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { renderView } from '../../runtime/mount.tsx';
import { getRuntime } from '../../runtime/runtime.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { LiveSearch } from './LiveSearch.tsx';
import { type LiveSearchProps, liveSearchSettings } from './settings.ts';

const WIDGET = 'live-search';

/**
 * Hydrates the server-rendered box (what was typed meanwhile is taken up); on a plain HTML page it
 * renders the box from the data attributes alone, without a category choice.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, liveSearchAttributesSchema);
  if (!attributes) return undefined;
  const post = getRuntime().ajax.post;
  const server = readServerProps<LiveSearchProps>(element);
  if (server) return renderView(element, server, <LiveSearch {...server.props} />, post);
  const props: LiveSearchProps = { settings: liveSearchSettings(attributes), categories: [] };
  return renderView(element, undefined, <LiveSearch {...props} />, post);
}
