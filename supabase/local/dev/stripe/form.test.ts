import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './form.ts';

describe("Stripe's bracketed form bodies", () => {
  it('reads nested objects and indexed arrays as the stripe SDK writes them', () => {
    const body = new URLSearchParams([
      ['mode', 'subscription'],
      ['line_items[0][price]', 'price_basic_monthly'],
      ['line_items[0][quantity]', '1'],
      ['line_items[1][price_data][unit_amount]', '500'],
      ['metadata[user_id]', 'u1'],
      ['subscription_data[metadata][tier]', 'Basic'],
      ['expand[]', 'customer'],
      ['expand[]', 'subscription'],
      ['description', ''],
    ]).toString();
    expect(parseStripeForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_basic_monthly', quantity: '1' }, { price_data: { unit_amount: '500' } }],
      metadata: { user_id: 'u1' },
      subscription_data: { metadata: { tier: 'Basic' } },
      expand: ['customer', 'subscription'],
      description: '',
    });
  });

  it('ignores a key without a name', () => {
    expect(parseStripeForm('[0]=x&=y')).toEqual({});
  });
});
