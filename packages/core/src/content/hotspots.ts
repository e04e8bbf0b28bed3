/** spec 001 §4: hotspot tooltips open on click (one at a time), on hover, or always. */
export type HotspotTrigger = 'click' | 'hover' | 'always';

/** The open hotspot after the visitor activates `index` (click: one at a time; a second click closes). */
export function toggleHotspot(open: number | undefined, index: number): number | undefined {
  return open === index ? undefined : index;
}

/** Whether a hotspot's tooltip shows. */
export function tooltipShown(trigger: HotspotTrigger, open: number | undefined, index: number): boolean {
  return trigger === 'always' || open === index;
}
