import { DomainError } from '@netline/contracts';
import { assertPromisable, assertPromisedDay, endOfPromisedDay, PromisedInvoice, PromiseToPay } from './promise-to-pay.entity';

const NOW = new Date('2030-07-01T09:00:00.000Z');

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return null;
};

const invoice = (id: string, overrides: Partial<PromisedInvoice> = {}): PromisedInvoice => ({
  id,
  customerId: 'cus_1',
  sent: true,
  voided: false,
  canceled: false,
  amountBalance: 30_000,
  ...overrides,
});

const promise = (amount = 40_000, paidBefore = 10_000) =>
  Object.assign(new PromiseToPay(), {
    id: 'ptp_1',
    merchantId: 'mer_1',
    customerId: 'cus_1',
    invoiceIds: ['inv_1', 'inv_2'],
    amount,
    promisedFor: '2030-07-05',
    pausesUntil: endOfPromisedDay('2030-07-05'),
    message: null,
    status: 'open' as const,
    amountPaidBefore: paidBefore,
    amountPaid: 0,
    createdAt: NOW,
    updatedAt: NOW,
    keptAt: null,
    brokenAt: null,
  });

describe('making a promise to pay', () => {
  it("covers one customer's sent, open invoices owing a balance, for at most what they owe", () => {
    expect(assertPromisable([invoice('inv_1'), invoice('inv_2')], 60_000)).toBe('cus_1');
    expect(refusal(() => assertPromisable([invoice('inv_1'), invoice('inv_2')], 60_001))).toBe('BILLING.PROMISE_EXCEEDS_BALANCE');
    expect(refusal(() => assertPromisable([invoice('inv_1'), invoice('inv_2', { customerId: 'cus_2' })], 100))).toBe('BILLING.PROMISE_CUSTOMERS_DIFFER');
    for (const overrides of [{ sent: false }, { voided: true }, { canceled: true }, { amountBalance: 0 }]) {
      expect(refusal(() => assertPromisable([invoice('inv_1'), invoice('inv_2', overrides)], 100))).toBe('BILLING.INVOICE_NOT_PROMISABLE');
    }
  });

  it("names today or a later day on the merchant's clock, at most a year ahead", () => {
    expect(refusal(() => assertPromisedDay('2030-07-01', NOW))).toBeNull();
    expect(refusal(() => assertPromisedDay('2030-06-30', NOW))).toBe('BILLING.PROMISE_DATE_PASSED');
    expect(refusal(() => assertPromisedDay('2031-07-01', NOW))).toBeNull();
    expect(refusal(() => assertPromisedDay('2031-07-03', NOW))).toBe('BILLING.PROMISE_DATE_TOO_FAR');
  });

  it('pauses until the end of the promised day (UTC)', () => {
    const made = promise();
    expect(made.pausesUntil.toISOString()).toBe('2030-07-06T00:00:00.000Z');
    expect(made.pauses(new Date('2030-07-05T23:59:59.999Z'))).toBe(true);
    expect(made.pauses(new Date('2030-07-06T00:00:00.000Z'))).toBe(false);
  });
});

describe('settling a promise', () => {
  it('stays open while its day lasts and less than the amount was paid since it was made', () => {
    const open = promise(40_000, 10_000);
    expect(open.settle({ amountPaid: 49_999, owing: true }, new Date('2030-07-05T23:59:59.999Z'))).toBeNull();
    expect(open).toMatchObject({ status: 'open', amountPaid: 39_999 });
  });

  it('is kept once payments since it reach the amount, even before its day', () => {
    const kept = promise(40_000, 10_000);
    expect(kept.settle({ amountPaid: 50_000, owing: true }, NOW)).toBe('kept');
    expect(kept).toMatchObject({ status: 'kept', amountPaid: 40_000, keptAt: NOW, brokenAt: null });
    expect(kept.pauses(NOW)).toBe(false);
  });

  it('is kept when its invoices owe nothing any more (credited, say), whatever was paid', () => {
    expect(promise().settle({ amountPaid: 10_000, owing: false }, NOW)).toBe('kept');
  });

  it('is broken at the end of its day when not kept, and final either way', () => {
    const broken = promise(40_000, 10_000);
    const end = new Date('2030-07-06T00:00:00.000Z');
    expect(broken.settle({ amountPaid: 30_000, owing: true }, end)).toBe('broken');
    expect(broken).toMatchObject({ status: 'broken', amountPaid: 20_000, brokenAt: end, keptAt: null });
    expect(broken.settle({ amountPaid: 90_000, owing: false }, end)).toBeNull();
    expect(broken.status).toBe('broken');
  });
});
