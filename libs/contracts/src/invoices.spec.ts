import { INVOICE_SETTLEMENTS_BATCH, invoiceSettlementsRequestSchema } from './invoices';

describe('billing.invoices.settlements body', () => {
  const body = { merchant_id: 'mer_1', invoice_ids: ['inv_1', 'inv_2'], applied: [100, 0], forwarded: [100, -5] };

  it('takes treasury sums as three lists of one length', () => {
    expect(invoiceSettlementsRequestSchema.parse(body)).toEqual(body);
  });

  it('refuses lists of different lengths, a negative applied sum, a fraction of a cent, and more than a batch', () => {
    const accepted = (change: Partial<typeof body>) => invoiceSettlementsRequestSchema.safeParse({ ...body, ...change }).success;
    expect(accepted({ applied: [100] })).toBe(false);
    expect(accepted({ forwarded: [100, 0, 0] })).toBe(false);
    expect(accepted({ applied: [-1, 0] })).toBe(false);
    expect(accepted({ forwarded: [0.5, 0] })).toBe(false);
    const many = Array.from({ length: INVOICE_SETTLEMENTS_BATCH + 1 }, (_, index) => `inv_${index}`);
    expect(accepted({ invoice_ids: many, applied: many.map(() => 0), forwarded: many.map(() => 0) })).toBe(false);
    expect(invoiceSettlementsRequestSchema.safeParse({ ...body, applied: [100] }).error?.issues[0]?.message).toBe(
      'invoice_ids, applied and forwarded must be of one length',
    );
  });
});
