import { DomainError } from '@netline/contracts';
import { AdvanceRates, Invoice, InvoiceFields, newInvoiceState } from './invoice.entity';

/**
 * The invoice's own rules, without a database: each lifecycle step it allows and each it refuses (with
 * its `BILLING.*` code), the events it hands back, and the figures in integer cents.
 */

const created = new Date('2030-01-15T10:00:00.000Z');
const later = new Date('2030-01-20T12:30:00.000Z');
const latest = new Date('2030-02-01T08:00:00.000Z');
const rates: AdvanceRates = { advanceRate: 0.9, feeRate: 0.02 };

function invoice(amount: number, fields: Partial<InvoiceFields> = {}): Invoice {
  return Object.assign(new Invoice(), {
    id: 'inv_1',
    merchantId: 'mer_1',
    subMerchantId: null,
    customerId: 'cus_1',
    source: 'API',
    number: 'R-1',
    orderNumber: null,
    poNumber: null,
    notes: null,
    lineItems: [],
    terms: 'net30',
    merchantInvoiceUrl: null,
    merchantPdfUploadedAt: null,
    merchantPdfFetchError: null,
    publicToken: 'x'.repeat(32),
    resolveInvoiceStatus: 'not_generated',
    advanceRequested: false,
    advanced: false,
    advancedAt: null,
    advanceRate: null,
    ...newInvoiceState(amount, created),
    sent: false,
    sentAt: null,
    invoicedAt: created,
    dueAt: new Date('2030-02-14T10:00:00.000Z'),
    ...fields,
  } satisfies InvoiceFields);
}

/** A sent, non-advanced invoice of `amount` cents. */
function sent(amount: number): Invoice {
  const sentInvoice = invoice(amount);
  sentInvoice.send(created, rates);
  return sentInvoice;
}

/** The domain error an action throws (fails the test if it throws nothing or something else). */
function refusal(action: () => unknown): DomainError {
  try {
    action();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('the action was not refused');
}

function expectBalanced(subject: Invoice): void {
  expect(subject.amountBalance).toBe(subject.amountDue - subject.amountPaid - subject.amountCredited - subject.amountVoided - subject.amountCanceled);
}

describe('Invoice.assertUpdatable', () => {
  it('lets an unsent invoice change every field', () => {
    expect(() => invoice(1_000).assertUpdatable(['amount', 'line_items', 'customer_id', 'advance_requested', 'terms', 'number'])).not.toThrow();
  });

  it('lets a sent invoice change its amount and lines, not its customer', () => {
    const subject = sent(1_000);
    expect(subject.updateState).toBe('sent_not_advanced');
    expect(() => subject.assertUpdatable(['amount', 'line_items', 'notes'])).not.toThrow();
    const error = refusal(() => subject.assertUpdatable(['customer_id', 'advance_requested', 'notes']));
    expect(error).toMatchObject({ code: 'BILLING.FIELDS_NOT_UPDATABLE', kind: 'invalid_request' });
    expect(error.message).toContain('cannot be changed on a sent invoice');
    expect(error.details).toEqual([
      { path: 'customer_id', message: 'cannot be changed on a sent invoice' },
      { path: 'advance_requested', message: 'cannot be changed on a sent invoice' },
    ]);
  });

  it('keeps the amount of a sent and advanced invoice', () => {
    const subject = invoice(1_000, { advanceRequested: true });
    subject.send(created, rates);
    expect(subject.updateState).toBe('sent_advanced');
    expect(() => subject.assertUpdatable(['number', 'terms', 'merchant_invoice_url'])).not.toThrow();
    const error = refusal(() => subject.assertUpdatable(['amount']));
    expect(error.code).toBe('BILLING.FIELDS_NOT_UPDATABLE');
    expect(error.message).toContain('cannot be changed on a sent and advanced invoice');
  });

  it('refuses any update of a voided or canceled invoice', () => {
    const voided = sent(1_000);
    voided.void(later);
    expect(refusal(() => voided.assertUpdatable([]))).toMatchObject({ code: 'BILLING.INVOICE_CLOSED', message: 'A voided invoice cannot be updated' });
    const canceled = sent(1_000);
    canceled.cancel(later);
    expect(refusal(() => canceled.assertUpdatable(['notes']))).toMatchObject({
      code: 'BILLING.INVOICE_CLOSED',
      message: 'A canceled invoice cannot be updated',
    });
  });
});

describe('Invoice.assertDeletable', () => {
  it('deletes only an unsent invoice', () => {
    expect(() => invoice(1_000).assertDeletable()).not.toThrow();
    expect(refusal(() => sent(1_000).assertDeletable())).toMatchObject({ code: 'BILLING.INVOICE_ALREADY_SENT', kind: 'invalid_request' });
  });
});

describe('Invoice PDF and terms', () => {
  it('takes a PDF until closed, which clears an earlier fetch failure', () => {
    const subject = invoice(1_000, { merchantInvoiceUrl: 'https://merchant.example/1.pdf', merchantPdfFetchError: 'timed out' });
    subject.assertTakesPdf();
    subject.pdfReceived(later);
    expect(subject).toMatchObject({ merchantPdfUploadedAt: later, merchantPdfFetchError: null, updatedAt: later });
    const voided = sent(1_000);
    voided.void(later);
    expect(refusal(() => voided.assertTakesPdf()).code).toBe('BILLING.INVOICE_CLOSED');
  });

  it('drops the PDF held when the URL changes, and only then', () => {
    const subject = invoice(1_000, { merchantInvoiceUrl: 'https://merchant.example/1.pdf', merchantPdfUploadedAt: created });
    expect(subject.replaceMerchantInvoiceUrl('https://merchant.example/1.pdf')).toBe(false);
    expect(subject.merchantPdfUploadedAt).toEqual(created);
    expect(subject.replaceMerchantInvoiceUrl('https://merchant.example/2.pdf')).toBe(true);
    expect(subject).toMatchObject({ merchantInvoiceUrl: 'https://merchant.example/2.pdf', merchantPdfUploadedAt: null, merchantPdfFetchError: null });
    expect(subject.replaceMerchantInvoiceUrl(null)).toBe(true);
    expect(subject.merchantInvoiceUrl).toBeNull();
  });

  it('runs new terms from the invoice date while unsent, from the sending once sent', () => {
    const unsent = invoice(1_000);
    unsent.changeTerms('net10th');
    expect(unsent.dueAt?.toISOString()).toBe('2030-02-10T10:00:00.000Z');
    const subject = invoice(1_000);
    subject.send(later, rates);
    subject.changeTerms('due_upon_receipt');
    expect(subject.dueAt).toEqual(later);
  });
});

describe('Invoice.assertAdvanceConditions', () => {
  const covered = { credit_status: 'approved', amount_available: 1_000 };

  it('checks nothing without advance_requested', () => {
    expect(() => invoice(1_000).assertAdvanceConditions({ credit_status: null, amount_available: 0 })).not.toThrow();
  });

  it('passes with the PDF, an approved customer and exactly enough credit', () => {
    expect(() => invoice(1_000, { advanceRequested: true, merchantPdfUploadedAt: created }).assertAdvanceConditions(covered)).not.toThrow();
  });

  it('names every missing condition at once, amounts in dollars', () => {
    const error = refusal(() => invoice(123_456, { advanceRequested: true }).assertAdvanceConditions({ credit_status: 'pending', amount_available: 123_455 }));
    expect(error).toMatchObject({ code: 'BILLING.ADVANCE_CONDITIONS_NOT_MET', kind: 'invalid_request' });
    expect(error.details).toEqual([
      { path: 'merchant_invoice_url', message: '(a) the invoice PDF is missing: no merchant_invoice_url was given and no PDF was uploaded' },
      { path: 'customer_id', message: '(b) the customer is not approved (credit_status is pending)' },
      { path: 'amount', message: "(c) the customer's available credit (1234.55) does not cover the invoice amount (1234.56)" },
    ]);
  });

  it('says why the PDF is missing: still being fetched, or the fetch failure', () => {
    const fetching = invoice(1_000, { advanceRequested: true, merchantInvoiceUrl: 'https://merchant.example/1.pdf' });
    expect(refusal(() => fetching.assertAdvanceConditions(covered)).details).toEqual([
      { path: 'merchant_invoice_url', message: '(a) the invoice PDF is missing: the PDF at merchant_invoice_url is still being fetched; retry shortly' },
    ]);
    fetching.merchantPdfFetchError = 'the server answered 404';
    expect(refusal(() => fetching.assertAdvanceConditions({ credit_status: null, amount_available: 1_000 })).details).toEqual([
      { path: 'merchant_invoice_url', message: '(a) the invoice PDF is missing: the server answered 404' },
      { path: 'customer_id', message: '(b) the customer is not approved (credit_status is null)' },
    ]);
  });
});

describe('Invoice.send', () => {
  it('sends: the terms run from the sending and rendering starts', () => {
    const subject = invoice(10_000, { terms: 'net45' });
    expect(subject.dueIfSentAt(later).toISOString()).toBe('2030-03-06T12:30:00.000Z');
    const events = subject.send(later, rates);
    expect(subject).toMatchObject({ sent: true, sentAt: later, resolveInvoiceStatus: 'processing', advanced: false, amountAdvance: 0, updatedAt: later });
    expect(subject.dueAt?.toISOString()).toBe('2030-03-06T12:30:00.000Z');
    expect(subject.open).toBe(true);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'invoice.sent',
        merchant_id: 'mer_1',
        data: { id: 'inv_1', customer_id: 'cus_1', number: 'R-1', amount: 10_000, advanced: false, due_at: '2030-03-06T12:30:00.000Z' },
        occurred_at: later,
      }),
    ]);
  });

  it('advances when requested: advance and fee each half up to the cent', () => {
    const subject = invoice(12_345, { advanceRequested: true, subMerchantId: 'mer_sub' });
    const events = subject.send(later, rates);
    // 12 345 × 0.9 = 11 110.5 → 11 111; 12 345 × 0.02 = 246.9 → 247.
    expect(subject).toMatchObject({
      advanced: true,
      advancedAt: later,
      advanceRate: 0.9,
      amountAdvance: 11_111,
      amountAdvanceFee: 247,
      amountPayoutDue: 10_864,
      originalDueAt: subject.dueAt,
      amountBalance: 12_345,
    });
    expect(events.map((event) => event.type)).toEqual(['invoice.sent', 'invoice.advanced']);
    expect(events[0].data).toMatchObject({ advanced: true, sub_merchant_id: 'mer_sub' });
    expect(events[1]).toMatchObject({
      data: {
        id: 'inv_1',
        customer_id: 'cus_1',
        number: 'R-1',
        amount: 12_345,
        amount_advance: 11_111,
        amount_advance_fee: 247,
        advance_rate: 0.9,
        sub_merchant_id: 'mer_sub',
      },
      occurred_at: later,
    });
    expectBalanced(subject);
  });

  it('rounds a half cent of fee up and never lets the fee pass the advance', () => {
    const subject = invoice(25, { advanceRequested: true });
    subject.send(later, { advanceRate: 0.5, feeRate: 0.02 });
    // 25 × 0.5 = 12.5 → 13; 25 × 0.02 = 0.5 → 1.
    expect(subject).toMatchObject({ amountAdvance: 13, amountAdvanceFee: 1, amountPayoutDue: 12 });
    const tiny = invoice(1, { advanceRequested: true });
    tiny.send(later, { advanceRate: 0.4, feeRate: 0.6 });
    expect(tiny).toMatchObject({ amountAdvance: 0, amountAdvanceFee: 0, amountPayoutDue: 0 });
  });

  it('leaves a sent invoice unchanged and returns nothing when sent again', () => {
    const subject = sent(1_000);
    const before = { ...subject };
    expect(subject.send(latest, rates)).toEqual([]);
    expect({ ...subject }).toEqual(before);
  });

  it('refuses to send a voided or canceled invoice', () => {
    const voided = sent(1_000);
    voided.void(later);
    expect(refusal(() => voided.send(latest, rates))).toMatchObject({ code: 'BILLING.INVOICE_CLOSED', message: 'A voided invoice cannot be sent' });
    const canceled = sent(1_000);
    canceled.cancel(later);
    expect(refusal(() => canceled.assertSendable())).toMatchObject({ code: 'BILLING.INVOICE_CLOSED', message: 'A canceled invoice cannot be sent' });
  });
});

describe('Invoice.void', () => {
  it('voids a sent invoice with nothing paid or credited: its whole balance', () => {
    const subject = sent(99_999);
    const events = subject.void(later);
    expect(subject).toMatchObject({
      voided: true,
      voidedAt: later,
      amountVoided: 99_999,
      amountBalance: 0,
      fullyPaid: false,
      fullyPaidAt: null,
      updatedAt: later,
    });
    expect(subject.open).toBe(false);
    expectBalanced(subject);
    expect(events).toEqual([
      expect.objectContaining({ type: 'invoice.voided', data: { id: 'inv_1', customer_id: 'cus_1' }, occurred_at: later }),
      expect.objectContaining({ type: 'invoice.balance_updated', data: { id: 'inv_1', customer_id: 'cus_1', amount_balance: 0 }, occurred_at: later }),
    ]);
  });

  it('voids an advanced invoice too', () => {
    const subject = invoice(1_000, { advanceRequested: true });
    subject.send(created, rates);
    expect(subject.void(later).map((event) => event.type)).toEqual(['invoice.voided', 'invoice.balance_updated']);
  });

  it.each([
    ['an unsent invoice', () => invoice(1_000), 'BILLING.INVOICE_NOT_SENT'],
    ['a voided invoice', () => withVoid(sent(1_000)), 'BILLING.INVOICE_ALREADY_VOIDED'],
    ['a canceled invoice', () => withCancel(sent(1_000)), 'BILLING.INVOICE_CANCELED'],
    ['an invoice with a payment', () => withPayment(sent(1_000), 1), 'BILLING.INVOICE_HAS_PAYMENTS'],
    ['a fully paid invoice', () => Object.assign(sent(1_000), { fullyPaid: true }), 'BILLING.INVOICE_HAS_PAYMENTS'],
    ['an invoice with a credit note', () => withCredit(sent(1_000), 1), 'BILLING.INVOICE_HAS_CREDIT_NOTES'],
  ])('refuses %s', (_label, subject, code) => {
    const target = subject();
    const before = { ...target };
    expect(refusal(() => target.void(latest))).toMatchObject({ code, kind: 'invalid_request' });
    expect({ ...target }).toEqual(before);
  });
});

describe('Invoice.cancel', () => {
  it('cancels the unpaid remainder; what was paid or credited stays', () => {
    const subject = sent(10_000);
    subject.applyPayment(2_550, later);
    subject.applyCredit(1_001, later);
    const events = subject.cancel(latest);
    expect(subject).toMatchObject({
      canceled: true,
      canceledAt: latest,
      amountCanceled: 6_449,
      amountPaid: 2_550,
      amountCredited: 1_001,
      amountBalance: 0,
      fullyPaid: false,
    });
    expectBalanced(subject);
    expect(events).toEqual([
      expect.objectContaining({ type: 'invoice.canceled', data: { id: 'inv_1', customer_id: 'cus_1' }, occurred_at: latest }),
      expect.objectContaining({ type: 'invoice.balance_updated', data: { id: 'inv_1', customer_id: 'cus_1', amount_balance: 0 }, occurred_at: latest }),
    ]);
  });

  it.each([
    ['an unsent invoice', () => invoice(1_000), 'BILLING.INVOICE_NOT_SENT'],
    ['a canceled invoice', () => withCancel(sent(1_000)), 'BILLING.INVOICE_ALREADY_CANCELED'],
    ['a voided invoice', () => withVoid(sent(1_000)), 'BILLING.INVOICE_VOIDED'],
    ['a fully paid invoice', () => withPayment(sent(1_000), 1_000), 'BILLING.INVOICE_NOTHING_OWED'],
    ['a fully credited invoice', () => withCredit(sent(1_000), 1_000), 'BILLING.INVOICE_NOTHING_OWED'],
  ])('refuses %s', (_label, subject, code) => {
    const target = subject();
    const before = { ...target };
    expect(refusal(() => target.cancel(latest))).toMatchObject({ code, kind: 'invalid_request' });
    expect({ ...target }).toEqual(before);
  });
});

describe('Invoice amount changes', () => {
  it('asks nothing of credit while unsent or unchanged', () => {
    expect(invoice(1_000).amountCreditChange(5_000)).toBeNull();
    expect(sent(1_000).amountCreditChange(1_000)).toBeNull();
  });

  it('enlarges the reservation by a rise and releases a fall, to the cent', () => {
    expect(sent(30_000).amountCreditChange(35_001)).toEqual({ enlarge: 5_001 });
    expect(sent(30_000).amountCreditChange(29_999)).toEqual({ release: 1 });
  });

  it('goes down to what is settled, not below', () => {
    const subject = withCredit(withPayment(sent(10_000), 1_200), 30);
    expect(subject.amountCreditChange(1_230)).toEqual({ release: 8_770 });
    const error = refusal(() => subject.amountCreditChange(1_229));
    expect(error).toMatchObject({
      code: 'BILLING.AMOUNT_BELOW_SETTLED',
      kind: 'invalid_request',
      message: 'The amount cannot go below the 12.30 already paid or credited',
    });
    expect(refusal(() => subject.changeAmount(1_229, later)).code).toBe('BILLING.AMOUNT_BELOW_SETTLED');
    expect(subject.amountDue).toBe(10_000);
  });

  it('moves the balance with the amount, and down to 0 settles the invoice', () => {
    const subject = withPayment(sent(10_000), 4_000);
    subject.changeAmount(12_345, later);
    expect(subject).toMatchObject({ amountDue: 12_345, amountBalance: 8_345, fullyPaid: false, updatedAt: later });
    subject.changeAmount(4_000, latest);
    expect(subject).toMatchObject({ amountDue: 4_000, amountBalance: 0, fullyPaid: true, fullyPaidAt: latest });
    expectBalanced(subject);
    const unsent = invoice(1_000);
    unsent.changeAmount(1, later);
    expect(unsent).toMatchObject({ amountDue: 1, amountBalance: 1 });
  });
});

describe('Invoice payments and credit notes', () => {
  it('applies at most the balance and never a negative amount', () => {
    const subject = sent(1_000);
    expect(subject.applyPayment(-5, later)).toBe(0);
    expect(subject.applyPayment(333, later)).toBe(333);
    expect(subject.applyPayment(5_000, later)).toBe(667);
    expect(subject).toMatchObject({ amountPaid: 1_000, amountBalance: 0, fullyPaid: true, fullyPaidAt: later });
    expectBalanced(subject);
  });

  it('reverses at most what was paid, and owed again clears fully paid', () => {
    const subject = withPayment(sent(1_000), 1_000);
    expect(subject.reversePayment(1, latest)).toBe(1);
    expect(subject).toMatchObject({ amountPaid: 999, amountBalance: 1, fullyPaid: false, fullyPaidAt: null });
    expect(subject.reversePayment(5_000, latest)).toBe(999);
    expect(subject).toMatchObject({ amountPaid: 0, amountBalance: 1_000 });
    expectBalanced(subject);
  });

  it('settles with payments and credit notes together; a voided note makes it owed again', () => {
    const subject = withPayment(sent(1_001), 500);
    subject.applyCredit(501, later);
    expect(subject).toMatchObject({ amountCredited: 501, amountBalance: 0, fullyPaid: true, fullyPaidAt: later });
    subject.voidCredit(501, latest);
    expect(subject).toMatchObject({ amountCredited: 0, amountBalance: 501, fullyPaid: false, fullyPaidAt: null });
    expectBalanced(subject);
  });

  it('does not count a voided or canceled invoice as paid', () => {
    const voided = withVoid(sent(1_000));
    expect(voided).toMatchObject({ amountBalance: 0, fullyPaid: false });
    const canceled = withCancel(withPayment(sent(1_000), 999));
    expect(canceled).toMatchObject({ amountCanceled: 1, amountBalance: 0, fullyPaid: false });
  });
});

function withPayment(subject: Invoice, amount: number): Invoice {
  subject.applyPayment(amount, later);
  return subject;
}

function withCredit(subject: Invoice, amount: number): Invoice {
  subject.applyCredit(amount, later);
  return subject;
}

function withVoid(subject: Invoice): Invoice {
  subject.void(later);
  return subject;
}

function withCancel(subject: Invoice): Invoice {
  subject.cancel(later);
  return subject;
}
