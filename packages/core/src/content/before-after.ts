/** spec 001 §9: a label hides when the divider comes within 15 px of it. */
export const LABEL_HIDING_MARGIN_PX = 15;

/** The divider's position as a percentage in 0–100, rounded to one decimal. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 50;
  return Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
}

/** The position a pointer at `x` (px from the image's left edge) puts the divider at. */
export function percentAtPointer(x: number, width: number): number {
  return width > 0 ? clampPercent((x / width) * 100) : 50;
}

/**
 * The WAI-ARIA slider keys: arrows move 1 %, Page Up/Down 10 %, Home and End to the ends. Undefined for
 * other keys.
 */
export function percentForKey(key: string, current: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(current - 1);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(current + 1);
    case 'PageDown':
      return clampPercent(current - 10);
    case 'PageUp':
      return clampPercent(current + 10);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return undefined;
  }
}

export interface LabelGeometry {
  /** The divider's x in px from the left edge. */
  divider: number;
  /** The right edge of the before label (it sits on the left), in px from the left edge. */
  beforeLabelEnd: number;
  /** The left edge of the after label (it sits on the right), in px from the left edge. */
  afterLabelStart: number;
}

/** Which labels show: each hides while the divider is within 15 px of it (or over it). */
export function labelsShown({ divider, beforeLabelEnd, afterLabelStart }: LabelGeometry): {
  before: boolean;
  after: boolean;
} {
  return {
    before: divider - beforeLabelEnd >= LABEL_HIDING_MARGIN_PX,
    after: afterLabelStart - divider >= LABEL_HIDING_MARGIN_PX,
  };
}
