import type { FormDefinition, FormField } from '@site-widgets/contract/forms/form-definition.ts';
import { isMoneyOrListFieldType } from '@site-widgets/contract/forms/priced-fields.ts';
import {
  createPriceRecalculation,
  type ValueChangeKind,
} from '@site-widgets/core/forms/price-recalculation.ts';
import { loadChunk } from '@site-widgets/core/site/chunk-loading.ts';
import { systemClock } from '@site-widgets/core/timing/clock.ts';
import { type Dispatch, type SetStateAction, useEffect, useMemo } from 'react';
import type { FormWidgetProps } from '../form/form-props.ts';

type ProductsChunk = typeof import('./gform-products.ts');
let products: Promise<ProductsChunk> | undefined;

/** The gform-products chunk, fetched once (120 s time-out and error as every form chunk). */
export function loadProducts(): Promise<ProductsChunk> {
  if (products) return products;
  const loading = loadChunk('gform-products', () => import('./gform-products.ts'));
  loading.catch((error: unknown) => {
    console.error(`[site-widgets] form: ${error instanceof Error ? error.message : 'chunk failed'}`, error);
    products = undefined; // a later change may try again
  });
  products = loading;
  return loading;
}

/** Whether a form has priced, calculation or list fields (it then loads gform-products). */
export const usesMoneyOrListFields = (definition: FormDefinition) =>
  definition.pages.some((page) => page.fields.some((field) => isMoneyOrListFieldType(field.type)));

const PICKED_TYPES = new Set(['select', 'radio', 'checkbox', 'consent']);
/** spec 001 §9: a checkbox, radio or select change recalculates at once; typing waits 345 ms. */
const kindOf = (field: FormField | undefined): ValueChangeKind =>
  field && (PICKED_TYPES.has(field.type) || (field.priceInput ?? 'single') !== 'single') ? 'picked' : 'typed';

const COMPUTED = new Set(['total', 'calculation']);

/**
 * Keeps a form's totals and calculations up to date in the browser: after each change, the total 50 ms
 * later and the calculations 345 ms later (0 for a pick), with the server's own pricing code. Forms
 * without such fields get a no-op and never load the chunk.
 */
export function usePriceRecalculation(
  definition: FormDefinition,
  setView: Dispatch<SetStateAction<FormWidgetProps>>,
) {
  const fields = useMemo(() => definition.pages.flatMap((page) => page.fields), [definition]);
  const recalculation = useMemo(() => {
    if (!fields.some((field) => COMPUTED.has(field.type))) return undefined;
    const apply = (type: 'total' | 'calculation') => {
      void loadProducts()
        .then(({ computedValues }) =>
          setView((current) => {
            const visible = new Set(current.visibleFields);
            const computed = computedValues(current.definition, current.values, (id) => visible.has(id));
            const changed = fields.filter(
              (field) => field.type === type && computed[field.id] !== current.values[field.id],
            );
            if (changed.length === 0) return current;
            const values = { ...current.values };
            for (const field of changed) values[field.id] = computed[field.id] ?? '';
            return { ...current, values };
          }),
        )
        .catch(() => {});
    };
    return createPriceRecalculation({
      clock: systemClock,
      calculate: () => apply('calculation'),
      total: () => apply('total'),
    });
  }, [fields, setView]);
  useEffect(() => () => recalculation?.destroy(), [recalculation]);
  return {
    changed(fieldId: number) {
      recalculation?.changed(kindOf(fields.find((field) => field.id === fieldId)));
    },
  };
}
