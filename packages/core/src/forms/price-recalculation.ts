import type { Clock } from '../timing/clock.ts';

/** spec 001 §9: calculations wait 345 ms after typing, 0 ms after a checkbox, radio or select change. */
export const CALCULATION_DEBOUNCE_MS = 345;
/** spec 001 §9: the total price waits 50 ms after a change. */
export const TOTAL_DEBOUNCE_MS = 50;

/** How a value changed: typed into a text or number box, or picked (checkbox, radio, select). */
export type ValueChangeKind = 'typed' | 'picked';

export interface PriceRecalculationOptions {
  clock: Clock;
  /** Works out the calculation fields again. */
  calculate(): void;
  /** Works out the total again. */
  total(): void;
}

/**
 * spec 001 §4: a product selection recalculates the total. Each change restarts both waits: the total
 * 50 ms after the last change, the calculations 345 ms after the last keystroke (at once for a pick).
 */
export function createPriceRecalculation(options: PriceRecalculationOptions) {
  const { clock } = options;
  let calculationTimer: unknown;
  let totalTimer: unknown;
  const clear = () => {
    if (calculationTimer !== undefined) clock.clearTimeout(calculationTimer);
    if (totalTimer !== undefined) clock.clearTimeout(totalTimer);
    calculationTimer = undefined;
    totalTimer = undefined;
  };
  return {
    changed(kind: ValueChangeKind) {
      clear();
      calculationTimer = clock.setTimeout(
        () => {
          calculationTimer = undefined;
          options.calculate();
        },
        kind === 'picked' ? 0 : CALCULATION_DEBOUNCE_MS,
      );
      totalTimer = clock.setTimeout(() => {
        totalTimer = undefined;
        options.total();
      }, TOTAL_DEBOUNCE_MS);
    },
    destroy: clear,
  };
}
