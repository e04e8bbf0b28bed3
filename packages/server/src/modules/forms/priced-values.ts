import {
  choiceValueOfWire,
  DEFAULT_CURRENCY,
  DEFAULT_LIST_MAX_ROWS,
  FORM_DEFAULT_MESSAGES,
  type FormDefinition,
  type FormField,
  type FormValues,
  fieldInputName,
  isMoneyOrListFieldType,
  listCellInputName,
  MAX_FIELD_VALUE_LENGTH,
  PRICED_FIELD_MESSAGES,
} from '@site-widgets/contract';
import { formulaReferences } from '@site-widgets/core/forms/formula.ts';
import { cellsOfRows } from '@site-widgets/core/forms/list-rows.ts';
import { formatMoney } from '@site-widgets/core/forms/money.ts';
import { computedValues, formPrices, quantityMaximum, quantityOf } from '@site-widgets/core/forms/pricing.ts';

/**
 * Issue 13 items 1, 2, 4 on the server: the posted values of priced, calculation and list fields read
 * by the definition, judged, and the computed ones (totals, calculations) written over whatever the
 * browser sent. Called from form-values.ts so the entry, the notifications and the answers all see the
 * server's figures.
 */

export const isMoneyOrListField = (field: FormField) => isMoneyOrListFieldType(field.type);

const columnsOf = (field: FormField) => field.columns?.length ?? 1;
const maxRowsOf = (field: FormField) => field.maxRows ?? DEFAULT_LIST_MAX_ROWS;
const LIST_CELL_LENGTH = 1_000;

/**
 * One field's value from the posted fields: choices as their value (the `|price` part the browser adds
 * is dropped), checkbox options from `input_N.k`, list cells from `input_N.row.column` up to the field's
 * most rows (rows past it are not read). Computed fields are not read at all.
 */
export function readMoneyOrListValue(
  field: FormField,
  fields: Readonly<Record<string, string | undefined>>,
): string | string[] | undefined {
  if (field.type === 'total' || field.type === 'calculation') return undefined;
  if (field.type === 'list') {
    const columns = columnsOf(field);
    const rows: string[][] = [];
    for (let row = 1; row <= maxRowsOf(field); row++)
      rows.push(
        Array.from({ length: columns }, (_, column) =>
          (fields[listCellInputName(field.id, row, column + 1)] ?? '').slice(0, LIST_CELL_LENGTH + 1),
        ),
      );
    const cells = cellsOfRows(rows);
    return cells.length > 0 ? cells : undefined;
  }
  if (field.priceInput === 'checkbox') {
    const checked: string[] = [];
    (field.choices ?? []).forEach((_choice, index) => {
      const value = fields[fieldInputName(field.id, index + 1)];
      if (value !== undefined && value !== '') checked.push(choiceValueOfWire(value));
    });
    return checked.length > 0 ? checked : undefined;
  }
  const value = fields[fieldInputName(field.id)];
  if (value === undefined || value === '') return undefined;
  return field.priceInput === 'select' || field.priceInput === 'radio' ? choiceValueOfWire(value) : value;
}

/** The message for one of these fields' values (already known not to be empty), or undefined. */
export function moneyOrListFieldError(field: FormField, value: string | string[]): string | undefined {
  const invalid = (fallback: string) => field.messages?.invalid ?? fallback;
  switch (field.type) {
    case 'quantity':
      return quantityOf(field, value) === undefined
        ? invalid(PRICED_FIELD_MESSAGES.invalidQuantity.replace('{max}', String(quantityMaximum(field))))
        : undefined;
    case 'list': {
      if (!Array.isArray(value)) return invalid(FORM_DEFAULT_MESSAGES.invalidChoice);
      if (value.length > columnsOf(field) * maxRowsOf(field))
        return PRICED_FIELD_MESSAGES.tooManyRows.replace('{max}', String(maxRowsOf(field)));
      return value.some((cell) => cell.length > LIST_CELL_LENGTH)
        ? FORM_DEFAULT_MESSAGES.tooLong.replace('{max}', String(LIST_CELL_LENGTH))
        : undefined;
    }
    case 'product':
    case 'option':
    case 'shipping': {
      const input = field.priceInput ?? 'single';
      if (input === 'single') return undefined;
      const choices = new Set((field.choices ?? []).map((choice) => choice.value));
      const chosen = Array.isArray(value) ? value : [value];
      const fits = (input === 'checkbox' || chosen.length === 1) && chosen.every((one) => choices.has(one));
      return fits ? undefined : invalid(FORM_DEFAULT_MESSAGES.invalidChoice);
    }
    default:
      return typeof value === 'string' && value.length > MAX_FIELD_VALUE_LENGTH
        ? FORM_DEFAULT_MESSAGES.tooLong.replace('{max}', String(MAX_FIELD_VALUE_LENGTH))
        : undefined;
  }
}

/**
 * The values with every total and calculation worked out by the server from the definition (over
 * whatever was posted for them), counting only the fields `isShown` says the visitor sees.
 */
export function withServerPrices(
  definition: FormDefinition,
  values: FormValues,
  isShown: (fieldId: number) => boolean = () => true,
): FormValues {
  const kept: FormValues = {};
  for (const [id, value] of Object.entries(values)) {
    const field = definition.pages.flatMap((page) => page.fields).find((one) => one.id === Number(id));
    if (field?.type !== 'total' && field?.type !== 'calculation') kept[Number(id)] = value;
  }
  return { ...kept, ...computedValues(definition, kept, isShown) };
}

/** How a person reads one of these fields in an entry or a notification. */
export function moneyOrListDisplayValue(
  definition: FormDefinition,
  field: FormField,
  value: string | string[],
  values: FormValues,
): string {
  const currency = definition.currency ?? DEFAULT_CURRENCY;
  const labelOf = (one: string) => field.choices?.find((choice) => choice.value === one)?.label ?? one;
  switch (field.type) {
    case 'total':
      return formatMoney(Number(value), currency);
    case 'product': {
      const line = formPrices(definition, values).lines.get(field.id) ?? 0;
      const name = (field.priceInput ?? 'single') === 'single' ? field.label : labelOf(String(value));
      return `${name}: ${formatMoney(line, currency)}`;
    }
    case 'list': {
      const cells = Array.isArray(value) ? value : [value];
      const columns = columnsOf(field);
      const rows: string[] = [];
      for (let start = 0; start < cells.length; start += columns)
        rows.push(cells.slice(start, start + columns).join(', '));
      return rows.join('; ');
    }
    default:
      return Array.isArray(value) ? value.map(labelOf).join(', ') : labelOf(value);
  }
}

/** What a schema cannot say about these fields (parseFormDefinition refuses the definition with it). */
export function moneyOrListDefinitionProblem(definition: FormDefinition): string | undefined {
  const fields = definition.pages.flatMap((page) => page.fields);
  const typeOf = (id: number | undefined) => fields.find((field) => field.id === id)?.type;
  for (const field of fields) {
    const input = field.priceInput ?? 'single';
    if (
      (field.type === 'product' || field.type === 'option' || field.type === 'shipping') &&
      input !== 'single'
    )
      if (!field.choices?.length) return `field ${field.id}: a ${input} ${field.type} field needs choices`;
    if (field.type === 'option' && input === 'single')
      return `field ${field.id}: an option is chosen by select, radio or checkbox (priceInput)`;
    if (field.type === 'option' && typeOf(field.productFieldId) !== 'product')
      return `field ${field.id}: productFieldId must name a product field`;
    if (field.type === 'product' && input === 'checkbox')
      return `field ${field.id}: a product is chosen by select or radio, not checkboxes`;
    if (
      field.quantityFieldId !== undefined &&
      !['number', 'quantity'].includes(typeOf(field.quantityFieldId) ?? '')
    )
      return `field ${field.id}: quantityFieldId must name a number or quantity field`;
    if (field.type === 'calculation') {
      if (!field.formula) return `field ${field.id}: a calculation field needs a formula`;
      const missing = formulaReferences(field.formula).find((id) => typeOf(id) === undefined);
      if (missing !== undefined)
        return `field ${field.id}: the formula names field ${missing}, which does not exist`;
    }
  }
  return undefined;
}
