import type { FormField } from '@site-widgets/contract/forms/form-definition.ts';
import { fieldInputName } from '@site-widgets/contract/forms/form-definition.ts';
import {
  type CurrencyConfig,
  DEFAULT_CURRENCY,
  isMoneyOrListFieldType,
  listCellInputName,
  pricedChoiceWireValue,
} from '@site-widgets/contract/forms/priced-fields.ts';
import { rowsOfCells } from '@site-widgets/core/forms/list-rows.ts';

/**
 * How the script posts these fields (the form widget's ajax path): priced choices as `value|price`
 * (spec 001 §3), checkbox options as `input_N.k`, list cells as `input_N.row.column`; totals and
 * calculations not at all (the server works them out). Undefined for any other field type.
 */
export function moneyOrListWireEntries(
  field: FormField,
  value: string | string[],
  currency: CurrencyConfig = DEFAULT_CURRENCY,
): [string, string][] | undefined {
  if (!isMoneyOrListFieldType(field.type)) return undefined;
  if (field.type === 'total' || field.type === 'calculation') return [];
  const cells = Array.isArray(value) ? value : [value];
  if (field.type === 'list')
    return rowsOfCells(cells, field.columns?.length ?? 1).flatMap((row, rowIndex) =>
      row.map((cell, column): [string, string] => [
        listCellInputName(field.id, rowIndex + 1, column + 1),
        cell,
      ]),
    );
  const input = field.priceInput ?? 'single';
  if (field.type === 'quantity' || input === 'single') return [[fieldInputName(field.id), cells.join(',')]];
  const entries: [string, string][] = [];
  (field.choices ?? []).forEach((choice, index) => {
    if (!cells.includes(choice.value)) return;
    const wire = pricedChoiceWireValue(choice.value, choice.price ?? 0, currency.decimals);
    entries.push([
      input === 'checkbox' ? fieldInputName(field.id, index + 1) : fieldInputName(field.id),
      wire,
    ]);
  });
  return entries;
}
