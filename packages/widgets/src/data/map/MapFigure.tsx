import type { MapView } from '@site-widgets/contract/data/map-settings.ts';
import { serverUrl } from '@site-widgets/core/site/server-url.ts';
import { useEffect, useId, useRef, useState } from 'react';

export interface MapFigureProps {
  map: MapView;
}

/**
 * A map as a figure (spec 001 §3 "Map settings"): its caption, a box of the owner's height holding
 * the server's picture of the map (the content without JavaScript, numbered pins), which Leaflet
 * covers once its chunk has arrived, and the places as a numbered text list below: what a screen
 * reader or keyboard user reads, on the map or not (spec 001 §9: markers need both coordinates).
 */
export function MapFigure({ map }: MapFigureProps) {
  const id = useId();
  const canvasRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'idle' | 'drawn' | 'error'>('idle');

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    let release: (() => void) | undefined;
    let cancelled = false;
    import('./draw-map.ts')
      .then(({ drawMap }) => {
        if (cancelled) return;
        release = drawMap(canvas, map);
        setState('drawn');
      })
      .catch((error: unknown) => {
        console.error('[site-widgets] map: the map could not be drawn', error);
        setState('error');
      });
    return () => {
      cancelled = true;
      release?.();
    };
  }, [map]);

  const onMap = map.places.filter((place) => place.onMap).length;
  return (
    <figure
      className="sw-map"
      data-slot="map"
      data-map-type={map.type}
      data-state={state}
      // Numbers only (tileFilterCss), from the owner's checked type and style: over the tiles and picture.
      style={map.tileFilter === 'none' ? undefined : ({ '--sw-map-tile-filter': map.tileFilter } as object)}
    >
      <figcaption className="sw-map__title" id={`${id}title`}>
        {map.title}
      </figcaption>
      <div className="sw-map__frame" data-slot="map-frame" style={{ height: map.height }}>
        <img
          className="sw-map__image"
          data-slot="map-image"
          src={serverUrl(map.imageUrl)}
          width={800}
          height={map.height}
          alt={`Map: ${map.title}. ${onMap} ${onMap === 1 ? 'place' : 'places'} marked, numbered as in the list of places.`}
          loading="lazy"
          decoding="async"
        />
        <section
          ref={canvasRef}
          className="sw-map__canvas"
          data-slot="map-canvas"
          aria-label={`Interactive map: ${map.title}`}
        />
      </div>
      <p className="sw-map__places-title" id={`${id}places`}>
        The places, numbered as on the map
      </p>
      <ol className="sw-map__places" data-slot="map-places" aria-labelledby={`${id}places`}>
        {map.places.map((place) => (
          <li
            key={place.number}
            className="sw-map__place"
            value={place.number}
            data-on-map={place.onMap ? 'yes' : 'no'}
          >
            <span className="sw-map__place-title">{place.title}</span>
            {place.address ? <span className="sw-map__place-address">{place.address}</span> : null}
            {place.description ? (
              <span className="sw-map__place-description">{place.description}</span>
            ) : null}
            {place.onMap ? null : <span className="sw-map__place-note">Not on the map</span>}
          </li>
        ))}
      </ol>
    </figure>
  );
}
