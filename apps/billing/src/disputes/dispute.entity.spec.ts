import { DomainError, MAX_DISPUTE_MESSAGES } from '@netline/contracts';
import { assertDisputable, Dispute, DisputedInvoice } from './dispute.entity';

const NOW = new Date('2030-07-01T09:00:00.000Z');
const LATER = new Date('2030-07-02T09:00:00.000Z');

const invoice = (overrides: Partial<DisputedInvoice> = {}): DisputedInvoice => ({
  sent: true,
  voided: false,
  canceled: false,
  amountBalance: 50_000,
  disputeId: null,
  ...overrides,
});

const open = (amount = 20_000) =>
  Object.assign(new Dispute(), {
    id: 'dsp_1',
    merchantId: 'mer_1',
    subMerchantId: null,
    invoiceId: 'inv_1',
    customerId: 'cus_1',
    status: 'open' as const,
    reason: 'goods_damaged' as const,
    amount,
    attachmentUrl: null,
    resolution: null,
    creditNoteId: null,
    amountCredited: 0,
    createdAt: NOW,
    updatedAt: NOW,
    closedAt: null,
  });

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, kind: error.kind };
    throw error;
  }
  return null;
};

describe('opening a dispute', () => {
  it('takes a sent, open invoice and an amount up to its balance', () => {
    expect(refusal(() => assertDisputable(invoice(), 50_000))).toBeNull();
    expect(refusal(() => assertDisputable(invoice(), 1))).toBeNull();
  });

  it('refuses an unsent, voided or canceled invoice, more than the balance, and a second open dispute (409)', () => {
    expect(refusal(() => assertDisputable(invoice({ sent: false }), 100))).toEqual({ code: 'BILLING.INVOICE_NOT_SENT', kind: 'invalid_request' });
    expect(refusal(() => assertDisputable(invoice({ voided: true }), 100))).toEqual({ code: 'BILLING.INVOICE_CLOSED', kind: 'invalid_request' });
    expect(refusal(() => assertDisputable(invoice({ canceled: true }), 100))).toEqual({ code: 'BILLING.INVOICE_CLOSED', kind: 'invalid_request' });
    expect(refusal(() => assertDisputable(invoice(), 50_001))).toEqual({ code: 'BILLING.DISPUTE_EXCEEDS_BALANCE', kind: 'invalid_request' });
    expect(refusal(() => assertDisputable(invoice({ disputeId: 'dsp_0' }), 100))).toEqual({ code: 'BILLING.DISPUTE_ALREADY_OPEN', kind: 'conflict' });
  });
});

describe('a dispute', () => {
  it('resolves open → resolved with the credit note, at most the disputed amount', () => {
    const dispute = open(20_000);
    expect(refusal(() => dispute.assertResolvable(20_001))).toEqual({ code: 'BILLING.RESOLUTION_EXCEEDS_DISPUTE', kind: 'invalid_request' });
    dispute.resolve('cn_1', 15_000, LATER);
    expect(dispute).toMatchObject({
      status: 'resolved',
      resolution: 'credited',
      creditNoteId: 'cn_1',
      amountCredited: 15_000,
      closedAt: LATER,
      updatedAt: LATER,
    });
    expect(dispute.open).toBe(false);
  });

  it('rejects open → rejected, crediting nothing', () => {
    const dispute = open();
    dispute.reject(LATER);
    expect(dispute).toMatchObject({ status: 'rejected', resolution: 'rejected', creditNoteId: null, amountCredited: 0, closedAt: LATER });
  });

  it('is final once closed: no second resolution, rejection or message', () => {
    const resolved = open();
    resolved.resolve('cn_1', 100, LATER);
    const rejected = open();
    rejected.reject(LATER);
    for (const closed of [resolved, rejected]) {
      expect(refusal(() => closed.resolve('cn_2', 100, LATER))).toEqual({ code: 'BILLING.DISPUTE_CLOSED', kind: 'invalid_request' });
      expect(refusal(() => closed.reject(LATER))).toEqual({ code: 'BILLING.DISPUTE_CLOSED', kind: 'invalid_request' });
      expect(refusal(() => closed.assertTakesMessage(1))).toEqual({ code: 'BILLING.DISPUTE_CLOSED', kind: 'invalid_request' });
    }
  });

  it(`takes at most ${MAX_DISPUTE_MESSAGES} messages`, () => {
    expect(refusal(() => open().assertTakesMessage(MAX_DISPUTE_MESSAGES - 1))).toBeNull();
    expect(refusal(() => open().assertTakesMessage(MAX_DISPUTE_MESSAGES))).toEqual({ code: 'BILLING.DISPUTE_THREAD_FULL', kind: 'invalid_request' });
  });
});
