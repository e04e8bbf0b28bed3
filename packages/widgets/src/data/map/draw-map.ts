import type { MapMarker, MapView } from '@site-widgets/contract/data/map-settings.ts';
import { serverUrl } from '@site-widgets/core/site/server-url.ts';
import L from 'leaflet';
import leafletStyles from 'leaflet/dist/leaflet.css?inline';
// Needs the global `L` that Leaflet's UMD build sets: imported after it.
import 'leaflet.markercluster';
import clusterStyles from 'leaflet.markercluster/dist/MarkerCluster.css?inline';
import { prefersReducedMotion } from '../../site/shared/browser.ts';

const STYLE_ID = 'sw-leaflet-styles';

/** Leaflet's and the clusters' CSS, added once, with the map's chunk only (never in widgets.css). */
function addStyles() {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = `${leafletStyles}\n${clusterStyles}`;
  document.head.append(style);
}

/** Our pin with the place's number in the list: fixed markup and digits, no owner text in it. */
const pinHtml = (number: number) =>
  `<svg viewBox="0 0 28 36" width="28" height="36" aria-hidden="true" focusable="false"><path d="M14 0C6.3 0 0 6.3 0 14c0 9.8 14 22 14 22s14-12.2 14-22C28 6.3 21.7 0 14 0z" fill="#1f5f8b" stroke="#fff" stroke-width="1.5"/><text x="14" y="19" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="700" fill="#fff">${Math.trunc(Number(number)) || ''}</text></svg>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function iconOf(marker: MapMarker, animate: boolean): L.Icon | L.DivIcon {
  const animation =
    animate && marker.markerAnimation !== 'none' ? ` sw-map__marker--${marker.markerAnimation}` : '';
  if (marker.markerIcon) {
    const size = marker.markerSize;
    return L.icon({
      iconUrl: marker.markerIcon,
      iconSize: [size, size],
      iconAnchor: [size / 2, size],
      popupAnchor: [0, -size],
      className: `sw-map__marker sw-map__marker--icon${animation}`,
    });
  }
  return L.divIcon({
    html: pinHtml(marker.number),
    iconSize: [28, 36],
    iconAnchor: [14, 36],
    popupAnchor: [0, -34],
    className: `sw-map__marker sw-map__marker--pin${animation}`,
  });
}

/** An info window's content: the place's title and description as text nodes (never HTML). */
function infoWindowContent(marker: MapMarker, headingId: string): HTMLElement {
  const content = document.createElement('div');
  content.className = 'sw-map__info';
  content.tabIndex = -1;
  const heading = document.createElement('h3');
  heading.className = 'sw-map__info-title';
  heading.id = headingId;
  heading.textContent = marker.title;
  content.append(heading);
  if (marker.description) {
    const description = document.createElement('p');
    description.className = 'sw-map__info-description';
    description.textContent = marker.description;
    content.append(description);
  }
  return content;
}

/** A marker's accessible name: the number on our pin and the place's title (`3. Old Town Roastery`). */
export const markerName = (place: MapMarker) =>
  place.markerIcon ? place.title : `${place.number}. ${place.title}`;

/**
 * An info window as a dialog named by its heading. Opened from the keyboard (Enter on the focused
 * marker), it takes focus; closed (its button, Escape), focus goes back to the marker.
 */
const withEscape = new WeakSet<HTMLElement>();

function followFocus(marker: L.Marker, container: HTMLElement) {
  let fromKeyboard = false;
  marker.on('popupopen', (event) => {
    const element = event.popup.getElement();
    const content = element?.querySelector<HTMLElement>('.sw-map__info');
    if (!element || !content) return;
    element.setAttribute('role', 'dialog');
    const heading = content.querySelector('h3');
    if (heading) element.setAttribute('aria-labelledby', heading.id);
    // Leaflet's own Escape only works while the map box itself has focus: the dialog closes on it too.
    if (!withEscape.has(element)) {
      withEscape.add(element);
      element.addEventListener('keydown', (key) => {
        if (key.key !== 'Escape') return;
        key.stopPropagation();
        marker.closePopup();
      });
    }
    fromKeyboard = document.activeElement === marker.getElement();
    if (fromKeyboard) content.focus();
  });
  marker.on('popupclose', (event) => {
    const active = document.activeElement;
    const focusLeft = !active || active === document.body || event.popup.getElement()?.contains(active);
    if (fromKeyboard && focusLeft && container.isConnected) marker.getElement()?.focus();
    fromKeyboard = false;
  });
}

let drawn = 0;

/**
 * Leaflet over the server's picture (issue 17 item 2): our markers (clustered when the owner says),
 * keyboard on (the map pans and zooms with arrows and +/-, markers and clusters are buttons in the tab
 * order, Enter opens), info windows as labelled dialogs that take focus when opened from the keyboard
 * and give it back when closed. No marker animation under reduced motion. Returns the release.
 */
export function drawMap(container: HTMLElement, view: MapView): () => void {
  addStyles();
  drawn += 1;
  const prefix = `sw-map-${drawn}-`;
  const map = L.map(container, {
    keyboard: true,
    scrollWheelZoom: view.zoomOnScroll,
    minZoom: view.tiles.minZoom,
    maxZoom: view.tiles.maxZoom,
    zoomAnimation: !prefersReducedMotion(),
    markerZoomAnimation: !prefersReducedMotion(),
    fadeAnimation: !prefersReducedMotion(),
  });
  L.tileLayer(serverUrl(view.tiles.url), {
    minZoom: view.tiles.minZoom,
    maxZoom: view.tiles.maxZoom,
    // Leaflet writes attributions as HTML: ours is the operator's plain text, escaped.
    attribution: escapeHtml(view.tiles.attribution),
  }).addTo(map);
  const animate = !prefersReducedMotion();
  const layer = view.clusterMarkers
    ? L.markerClusterGroup({
        animate,
        showCoverageOnHover: false,
        iconCreateFunction: (cluster) => {
          const count = cluster.getChildCount();
          return L.divIcon({
            html: `<span aria-hidden="true">${count}</span><span class="sw-visually-hidden">${count} places here: zoom in</span>`,
            className: 'sw-map__cluster',
            iconSize: [40, 40],
          });
        },
      })
    : L.layerGroup();
  const opened: L.Marker[] = [];
  for (const place of view.markers) {
    const marker = L.marker([place.latitude, place.longitude], {
      icon: iconOf(place, animate),
      keyboard: true,
      title: place.title,
      alt: place.title,
      riseOnHover: true,
    });
    // Its name starts with the number the pin shows (WCAG 2.5.3, label in name), as in the list.
    marker.on('add', () => marker.getElement()?.setAttribute('aria-label', markerName(place)));
    if (place.infoWindow !== 'none') {
      const headingId = `${prefix}${place.number}`;
      marker.bindPopup(infoWindowContent(place, headingId), {
        autoClose: place.infoWindow !== 'load',
        closeOnClick: place.infoWindow !== 'load',
      });
      if (place.infoWindow === 'load') opened.push(marker);
      followFocus(marker, container);
    }
    layer.addLayer(marker);
  }
  layer.addTo(map);

  const points = view.markers.map((place) => L.latLng(place.latitude, place.longitude));
  if (points.length > 1) map.fitBounds(L.latLngBounds(points), { maxZoom: view.zoom, padding: [32, 32] });
  else if (points[0]) map.setView(points[0], view.zoom);
  else map.setView([0, 0], view.tiles.minZoom);
  // Info windows the owner opens at start, on markers standing alone (not inside a cluster).
  for (const marker of opened) if (map.hasLayer(marker)) marker.openPopup();

  return () => {
    map.remove();
  };
}
