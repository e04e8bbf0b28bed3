import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutFormProps } from '../src/shop/checkout/checkout-props.ts';
import { LiveCheckout } from '../src/shop/checkout/LiveCheckout.tsx';

const props: CheckoutFormProps = {
  action: '/checkout',
  idempotencyKey: 'a'.repeat(32),
  values: { fulfilment: 'pickup', payment_method: 'collection' },
  errors: {},
  message: '',
  methods: [{ value: 'collection', label: 'Pay on collection', hint: 'Pay when you collect.' }],
  summary: {
    currency: 'GBP',
    lines: [{ productId: 7, title: 'Harbour Blend', quantity: 2, lineTotalMinor: 1600 }],
    subtotalMinor: 1600,
    freeDeliveryFromMinor: 4000,
    pickup: { deliveryMinor: 0, taxMinor: 267, totalMinor: 1600 },
    delivery: { deliveryMinor: 450, taxMinor: 342, totalMinor: 2050 },
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the checkout form, live', () => {
  it('shows the totals of pickup or delivery as the visitor chooses, and needs the address for delivery', () => {
    render(<LiveCheckout {...props} />);
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getByRole('row', { name: 'Total £16.00' })).toBeTruthy();
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).required).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    expect(within(summary).getByRole('row', { name: 'Delivery £4.50' })).toBeTruthy();
    expect(within(summary).getByRole('row', { name: 'Total £20.50' })).toBeTruthy();
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).required).toBe(true);
  });

  it('posts the form for JSON and shows the server’s messages under their fields', async () => {
    const fetch = vi.fn(async () => ({
      status: 422,
      json: async () => ({
        success: false,
        data: {
          message: 'Check the details marked below.',
          errors: { phone: 'Enter a phone number of 7 to 15 digits.' },
        },
      }),
    }));
    vi.stubGlobal('fetch', fetch);
    render(<LiveCheckout {...props} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '12' } });
    await act(async () => {
      fireEvent.submit(
        screen.getByRole('button', { name: 'Place order' }).closest('form') as HTMLFormElement,
      );
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/checkout');
    expect((init.headers as Record<string, string>).accept).toBe('application/json');
    const sent = new URLSearchParams(String(init.body));
    expect(sent.get('name')).toBe('Ada');
    expect(sent.get('idempotency_key')).toBe('a'.repeat(32));
    expect(sent.get('fulfilment')).toBe('pickup');
    await screen.findByText('Enter a phone number of 7 to 15 digits.');
    expect(screen.getByRole('alert').textContent).toBe('Check the details marked below.');
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
