import {
  DEFAULT_LIST_MAX_ROWS,
  listCellInputName,
  PRICED_FIELD_MESSAGES,
} from '@site-widgets/contract/forms/priced-fields.ts';
import {
  addRowAfter,
  canAddRow,
  canDeleteRow,
  deleteRow,
  type ListRows,
  rowsOfCells,
  setCell,
} from '@site-widgets/core/forms/list-rows.ts';
import { useEffect, useRef } from 'react';
import { pricedInputId } from './field-ids.ts';
import type { PricedFieldViewProps } from './PricedFieldView.tsx';

/**
 * A list (repeater) field, issue 13 §4: a table of rows and columns with an add and a delete button
 * per row. The delete buttons are hidden while one row remains; the add buttons are disabled at the
 * most rows. After an add the new row's first cell takes focus; after a delete, the row now in its
 * place (or the one before). Cells post as `input_N.row.column`.
 */
export function ListField({ formId, field, value, hidden, disabled, parts, onChange }: PricedFieldViewProps) {
  const columns = field.columns ?? [field.label];
  const maxRows = field.maxRows ?? DEFAULT_LIST_MAX_ROWS;
  const rows = rowsOfCells(Array.isArray(value) ? value : [], columns.length);
  const tableRef = useRef<HTMLTableElement>(null);
  const focusRow = useRef<number | undefined>(undefined);
  const canAdd = canAddRow(rows, maxRows);
  const canDelete = canDeleteRow(rows);

  useEffect(() => {
    if (focusRow.current === undefined) return;
    const row = focusRow.current;
    focusRow.current = undefined;
    tableRef.current?.querySelectorAll<HTMLElement>('tbody tr')[row]?.querySelector('input')?.focus();
  });

  const change = (next: ListRows, focus?: number) => {
    focusRow.current = focus;
    onChange(field.id, next.flat());
  };

  return (
    <fieldset
      className={`${parts.wrapperClass} sw-embedded-form__list`}
      hidden={hidden}
      data-field-id={field.id}
      aria-describedby={parts.described}
    >
      <legend className="gfield_label">
        {field.label}
        {parts.requiredMark}
      </legend>
      {parts.description}
      <div className="ginput_container ginput_list">
        <table className="gfield_list" ref={tableRef}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
              <th scope="col">
                <span className="sw-embedded-form__visually-hidden">Rows</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position
              <tr key={index} className="gfield_list_group" data-slot="list-row">
                {row.map((cell, column) => (
                  <td key={columns[column]}>
                    <input
                      type="text"
                      id={index === 0 && column === 0 ? pricedInputId(formId, field.id) : undefined}
                      name={listCellInputName(field.id, index + 1, column + 1)}
                      value={cell}
                      maxLength={1_000}
                      disabled={disabled}
                      aria-label={`${columns[column]}, row ${index + 1}`}
                      aria-invalid={parts.invalid ? true : undefined}
                      onChange={(event) => change(setCell(rows, index, column, event.target.value))}
                    />
                  </td>
                ))}
                <td>
                  <div className="gfield_list_icons">
                    <button
                      type="button"
                      className="sw-button add_list_item"
                      aria-label={PRICED_FIELD_MESSAGES.addRow.replace('{row}', String(index + 1))}
                      disabled={disabled || !canAdd}
                      onClick={() => change(addRowAfter(rows, index, columns.length, maxRows), index + 1)}
                    >
                      +
                    </button>
                    <button
                      type="button"
                      className="sw-button delete_list_item"
                      aria-label={PRICED_FIELD_MESSAGES.deleteRow.replace('{row}', String(index + 1))}
                      hidden={!canDelete}
                      disabled={disabled}
                      onClick={() => change(deleteRow(rows, index), Math.min(index, rows.length - 2))}
                    >
                      −
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {parts.message}
    </fieldset>
  );
}
