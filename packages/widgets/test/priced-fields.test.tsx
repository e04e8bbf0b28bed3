import { type FormDefinition, formDefinitionSchema } from '@site-widgets/contract/forms/form-definition.ts';
import { wrapFormJson } from '@site-widgets/core/forms/embedded-form-answer.ts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormWidget } from '../src/forms/form/FormWidget.tsx';
import { formWidgetProps, renderFormWidget } from '../src/forms/form/server.tsx';
import { loadProducts } from '../src/forms/priced-fields/use-price-recalculation.ts';
import { PostContext } from '../src/runtime/post-context.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const definition: FormDefinition = formDefinitionSchema.parse({
  id: 8,
  slug: 'order',
  title: 'Order',
  currency: {
    symbol_left: '£',
    symbol_right: '',
    symbol_padding: '',
    decimals: 2,
    decimal_separator: '.',
    thousand_separator: ',',
    code: 'GBP',
  },
  pages: [
    {
      fields: [
        { id: 1, type: 'number', label: 'Guests' },
        {
          id: 2,
          type: 'product',
          label: 'Menu',
          priceInput: 'select',
          quantityFieldId: 1,
          choices: [
            { label: 'Lunch', value: 'lunch', price: 1850 },
            { label: 'Tea', value: 'tea', price: 1600 },
          ],
        },
        {
          id: 3,
          type: 'option',
          label: 'Extras',
          priceInput: 'checkbox',
          productFieldId: 2,
          choices: [{ label: 'Dessert', value: 'dessert', price: 400 }],
        },
        { id: 4, type: 'calculation', label: 'Per guest', formula: '{5} / {1}' },
        { id: 5, type: 'total', label: 'Total' },
        { id: 6, type: 'list', label: 'Dietary needs', columns: ['Guest', 'Needs'], maxRows: 2 },
      ],
    },
  ],
  confirmations: [{ name: 'Default', type: 'message', message: 'Thanks!' }],
});

const okSend = () =>
  vi.fn(async (_action: string, _fields: Record<string, string>) =>
    wrapFormJson({ success: true, data: { is_valid: true } }),
  );

function renderForm(send = okSend()) {
  const props = formWidgetProps({
    definition,
    values: { 4: '0.00', 5: '0' },
    errors: {},
    currentPage: 1,
    uniqueId: 'b'.repeat(32),
    actionUrl: '/order',
    versionHash: 'vh',
  });
  render(
    <PostContext.Provider value={send}>
      <FormWidget {...props} />
    </PostContext.Provider>,
  );
  return send;
}

const total = () => document.querySelector('[data-slot="total"]')?.textContent;

describe('priced fields', () => {
  it('the server render shows prices, the total and one list row without a delete button', () => {
    const html = renderFormWidget({
      definition,
      values: { 5: '12345' },
      errors: {},
      currentPage: 1,
      uniqueId: 'b'.repeat(32),
      actionUrl: '/order',
      versionHash: 'vh',
    });
    expect(html).toContain('Lunch (£18.50)');
    expect(html).toContain('Dessert (+£4.00)');
    expect(html).toContain('£123.45');
    expect(html).toContain('name="input_6.1.1"');
  });

  it('updates the total 50 ms after a pick and the calculation 345 ms after typing', async () => {
    await loadProducts(); // the chunk is fetched once; here it is ready before the clock is faked
    vi.useFakeTimers();
    renderForm();
    fireEvent.change(screen.getByLabelText('Menu'), { target: { value: 'lunch' } });
    fireEvent.change(screen.getByLabelText('Guests'), { target: { value: '10' } });
    await act(async () => vi.advanceTimersByTimeAsync(49));
    expect(total()).toBe('£0.00');
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(total()).toBe('£185.00');
    expect((screen.getByLabelText('Per guest') as HTMLInputElement).value).toBe('0.00');
    await act(async () => vi.advanceTimersByTimeAsync(295));
    expect((screen.getByLabelText('Per guest') as HTMLInputElement).value).toBe('18.50');
    fireEvent.click(screen.getByLabelText('Dessert (+£4.00)'));
    await act(async () => vi.advanceTimersByTimeAsync(50));
    expect(total()).toBe('£225.00');
  });

  it('posts priced choices as value|price, list cells by row and column, and no total', async () => {
    const send = renderForm();
    fireEvent.change(screen.getByLabelText('Menu'), { target: { value: 'tea' } });
    fireEvent.click(screen.getByLabelText('Dessert (+£4.00)'));
    fireEvent.change(screen.getByLabelText('Guest, row 1'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    const fields = send.mock.calls[0]?.[1];
    expect(fields).toMatchObject({ input_2: 'tea|16.00', 'input_3.1': 'dessert|4.00', 'input_6.1.1': 'Ann' });
    expect(fields).not.toHaveProperty('input_5');
  });

  it('adds and deletes list rows: delete hidden at one row, add disabled at the most rows', () => {
    renderForm();
    const deleteButtons = () => screen.queryAllByRole('button', { name: /Remove row/ });
    expect(deleteButtons()).toHaveLength(0); // hidden: not in the accessibility tree
    fireEvent.change(screen.getByLabelText('Guest, row 1'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a row after row 1' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Guest, row 2'));
    expect(screen.getByRole('button', { name: 'Add a row after row 2' })).toHaveProperty('disabled', true);
    expect(deleteButtons()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(screen.queryByLabelText('Guest, row 2')).toBeNull();
    expect((screen.getByLabelText('Guest, row 1') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Guest, row 1'));
    expect(deleteButtons()).toHaveLength(0);
  });
});
