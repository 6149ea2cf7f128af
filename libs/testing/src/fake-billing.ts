import { InvoiceLookup, InvoiceSubjects, NotFoundError } from '@netline/contracts';
import { FakePeer } from './fake-peer';

/**
 * Billing as treasury sees it over NATS (invoice look-ups, payment decisions and their withdrawal),
 * kept in memory in cents: a look-up answers billing's 404 for another merchant's invoice, a payment's
 * decision applies each link up to the invoice's balance, once per payment id (asked again, it answers
 * the recorded decision), and a withdrawal gives back what the decision applied, once. Billing's own
 * rules are tested in billing's suites; this keeps what treasury relies on.
 */
export class FakeBilling {
  readonly invoices = new Map<string, InvoiceLookup>();
  /** The decision recorded per payment id (cents per invoice). */
  readonly decisions = new Map<string, Map<string, number>>();
  /** Payments whose booking billing has seen (treasury's `payment.paid` read); the test marks them. */
  readonly booked = new Set<string>();
  /** Payments whose decision was withdrawn (what they applied was given back to the invoices). */
  readonly withdrawn = new Set<string>();
  private readonly decidedBy = new Map<string, { merchantId: string; at: string }>();
  private counter = 0;

  private constructor(readonly peer: FakePeer) {}

  static async start(config: { NATS_URL: string; NETLINE_NAMESPACE: string }): Promise<FakeBilling> {
    const billing = new FakeBilling(await FakePeer.start(config, 'fake-billing'));
    await billing.peer.answer(InvoiceSubjects.lookup, ({ body }) => billing.find([body.merchant_id], body.invoice_id));
    await billing.peer.answer(InvoiceSubjects.locate, ({ body }) => billing.find(body.merchant_ids, body.invoice_id));
    // Every invoice asked about is answered with its figures, agreeing or not (treasury judges them again);
    // billing's own query, which answers only those that disagree, is tested in billing's suites.
    await billing.peer.answer(InvoiceSubjects.settlements, ({ body }) => {
      const known = new Set(body.invoice_ids.filter((id) => billing.invoices.get(id)?.merchant_id === body.merchant_id));
      return {
        invoices: [...known].map((id) => {
          // An invoice seeded without `amount_paid` was settled by payments alone.
          const { amount_due, amount_balance, amount_paid = amount_due - amount_balance } = billing.invoices.get(id)!;
          return { id, amount_due, amount_balance, amount_paid };
        }),
        missing: body.invoice_ids.filter((id) => !known.has(id)),
      };
    });
    await billing.peer.answer(InvoiceSubjects.applyPayment, ({ body }) => {
      let decided = billing.decisions.get(body.payment_id);
      if (!decided) {
        decided = new Map();
        for (const link of body.links) {
          const invoice = billing.invoices.get(link.invoice_id);
          const open =
            invoice &&
            invoice.merchant_id === body.merchant_id &&
            invoice.customer_id === body.customer_id &&
            invoice.sent &&
            !invoice.voided &&
            !invoice.canceled;
          const amount = open ? Math.min(link.amount, invoice.amount_balance) : 0;
          if (invoice) invoice.amount_balance -= amount;
          decided.set(link.invoice_id, (decided.get(link.invoice_id) ?? 0) + amount);
        }
        billing.decisions.set(body.payment_id, decided);
        billing.decidedBy.set(body.payment_id, { merchantId: body.merchant_id, at: new Date().toISOString() });
      }
      return { applied: body.links.map((link) => ({ invoice_id: link.invoice_id, amount: decided.get(link.invoice_id) ?? 0 })) };
    });
    // Every decision not booked nor withdrawn is listed, whatever its age: the test decides when to sweep.
    await billing.peer.answer(InvoiceSubjects.unbookedPayments, ({ body }) => ({
      payments: [...billing.decisions.entries()]
        .filter(([paymentId]) => !billing.booked.has(paymentId) && !billing.withdrawn.has(paymentId))
        .map(([paymentId, decided]) => ({ paymentId, decided, by: billing.decidedBy.get(paymentId) as { merchantId: string; at: string } }))
        .filter(({ by }) => !body.merchant_id || by.merchantId === body.merchant_id)
        .map(({ paymentId, decided, by }) => ({
          merchant_id: by.merchantId,
          payment_id: paymentId,
          applied: [...decided.values()].reduce((sum, amount) => sum + amount, 0),
          decided_at: by.at,
        })),
    }));
    await billing.peer.answer(InvoiceSubjects.withdrawPayment, ({ body }) => {
      const decided = billing.decisions.get(body.payment_id);
      if (!decided || billing.withdrawn.has(body.payment_id) || billing.booked.has(body.payment_id)) return { withdrawn: 0 };
      billing.withdrawn.add(body.payment_id);
      let withdrawn = 0;
      for (const [invoiceId, amount] of decided) {
        const invoice = billing.invoices.get(invoiceId);
        if (invoice) invoice.amount_balance += amount;
        withdrawn += amount;
      }
      return { withdrawn };
    });
    return billing;
  }

  /** A sent, open invoice of `amountCents` (override any field, e.g. `advanced`, `sent`). */
  invoice(merchantId: string, customerId: string, amountCents: number, overrides: Partial<InvoiceLookup> = {}): InvoiceLookup {
    this.counter += 1;
    const invoice: InvoiceLookup = {
      id: `inv_fake${this.counter}_${Math.random().toString(36).slice(2, 8)}`,
      merchant_id: merchantId,
      customer_id: customerId,
      number: `INV-${this.counter}`,
      order_number: null,
      po_number: null,
      amount_due: amountCents,
      amount_balance: amountCents,
      advanced: false,
      advance_rate: null,
      sent: true,
      voided: false,
      canceled: false,
      fully_paid: false,
      ...overrides,
    };
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  close(): Promise<void> {
    return this.peer.close();
  }

  private find(merchantIds: string[], invoiceId: string): InvoiceLookup {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice || !merchantIds.includes(invoice.merchant_id)) throw new NotFoundError('Invoice', 'BILLING.INVOICE_NOT_FOUND');
    return { ...invoice };
  }
}
