import { mapAttributesSchema } from '@site-widgets/contract/data/data-attributes.ts';
import type { MapView } from '@site-widgets/contract/data/map-settings.ts';
import { serverUrl } from '@site-widgets/core/site/server-url.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { renderView } from '../../runtime/mount.tsx';
import { getRuntime } from '../../runtime/runtime.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { MapFigure } from './MapFigure.tsx';

const WIDGET = 'map';

/** `GET /data/map?id=…`: the map the owner configured (markers only where both coordinates are given). */
export const MAP_DATA_PATH = '/data/map';

/**
 * Hydrates a server-rendered map (Leaflet then takes over from its picture); on a plain HTML page it
 * asks our server for the map by its id and renders it in place of the element's content.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, mapAttributesSchema);
  if (!attributes) return undefined;
  const post = getRuntime().ajax.post;
  const server = readServerProps<{ map: MapView }>(element);
  if (server) return renderView(element, server, <MapFigure map={server.props.map} />, post);
  try {
    const response = await fetch(serverUrl(`${MAP_DATA_PATH}?id=${attributes.mapId}`), {
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    const map = (await response.json()) as MapView;
    return renderView(element, undefined, <MapFigure map={map} />, post);
  } catch (error) {
    console.error(`[site-widgets] map: data-map-id ${attributes.mapId} could not be loaded`, error);
    return undefined;
  }
}
