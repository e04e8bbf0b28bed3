import type { MapView } from '@site-widgets/contract/data/map-settings.ts';
import { renderWidget } from '../../runtime/ssr.tsx';
import { MapFigure } from './MapFigure.tsx';

/** A map as the server puts it into a page: its picture and list of places, hydrated into Leaflet. */
export function renderMapWidget(map: MapView): string {
  return renderWidget('map', { 'map-id': String(map.id) }, <MapFigure map={map} />, { map });
}
