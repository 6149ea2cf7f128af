import { InvoiceSettlement, InvoiceSums, UnbookedPayments } from '@netline/contracts';
import { Payout } from '../payouts/payout.entity';
import {
  Batches,
  billingAppliedOnlyBookedPayments,
  BOOKS_CHECKS,
  creditHoldsTheUnappliedMoney,
  Differ,
  figuresOf,
  forwardedMoneyMatchesApplications,
  invoicesCoverTheirSums,
  MerchantBooks,
  paymentsAppliedOnce,
  payoutsEqualTheirTotals,
  ReconcilePeers,
  transactionsBalanceInKnownPayouts,
} from './reconcile-checks';
import { BookedLink, BookedPayment, BookedTransaction, CustomerSums, PayoutTotal, ReconcileReads } from './reconcile.repository';
import { ReconcileService } from './reconcile.service';

const at = new Date('2026-03-02T10:00:00Z');

/**
 * One merchant whose books agree everywhere: a customer paid 120.00, 100.00 applied to one invoice and
 * forwarded to the merchant in a paid payout, 20.00 left unapplied.
 */
function cleanBooks(): MerchantBooks {
  const payout = {
    id: 'po_1',
    status: 'paid',
    amountGross: 10_000,
    amountFee: 290,
    amountNet: 9_710,
    retryPayoutId: null,
    transactionsStartingAt: at,
    transactionsEndingAt: at,
  } as Payout;
  const transaction: BookedTransaction = {
    id: 'tx_1',
    payoutId: 'po_1',
    type: 'payment',
    sourceKey: 'payment:pay_1:inv_1',
    invoiceId: 'inv_1',
    amountGross: 10_000,
    amountFee: 290,
    amountNet: 9_710,
    createdAtMs: at.getTime(),
  };
  const payment: BookedPayment = {
    id: 'pay_1',
    customerId: 'cus_1',
    method: 'ach',
    status: 'paid',
    amount: 12_000,
    amountUnapplied: 2_000,
    paid: true,
    reversed: false,
  };
  const link: BookedLink = { paymentId: 'pay_1', invoiceId: 'inv_1', amount: 10_000, amountApplied: 10_000, invoiceAdvanced: false };
  return { merchantId: 'mer_1', payouts: [payout], transactions: [transaction], payments: [payment], links: [link] };
}

/**
 * Billing and credit agreeing with `cleanBooks`, each figure replaceable. This billing answers every invoice
 * it is asked about, agreeing or not (the real one answers only those that disagree): treasury judges
 * what it is given either way.
 */
function peers(
  overrides: { invoice?: Partial<InvoiceSettlement> | Error | 'missing'; unbooked?: UnbookedPayments['payments'] | Error; unapplied?: number } = {},
): ReconcilePeers {
  return {
    settlements: async (_merchantId, { invoice_ids }) => {
      const figures = overrides.invoice;
      if (figures instanceof Error) throw figures;
      if (figures === 'missing') return { invoices: [], missing: invoice_ids };
      return { invoices: invoice_ids.map((id) => ({ id, amount_due: 10_000, amount_balance: 0, amount_paid: 10_000, ...figures })), missing: [] };
    },
    unbookedPayments: async () => {
      if (overrides.unbooked instanceof Error) throw overrides.unbooked;
      return { payments: overrides.unbooked ?? [] };
    },
    unappliedPayments: async (_merchantId, customerIds) =>
      customerIds.map((customerId) => ({ customer_id: customerId, amount_unapplied_payments: overrides.unapplied ?? 2_000 })),
  };
}

type Check = (books: MerchantBooks, differ: Differ, peers: ReconcilePeers) => void | Promise<void>;

async function differencesOf(check: Check, books: MerchantBooks, peersOf: ReconcilePeers = peers()) {
  const found: Array<{ check: string; subject: string; message: string }> = [];
  await check(books, (name, subject, message) => found.push({ check: name, subject, message }), peersOf);
  return found;
}

/** What the database sums per payout (`ReconcileReads.transactionBooks`), from the books' transactions. */
function totalsOf(transactions: BookedTransaction[]): Map<string, PayoutTotal> {
  const totals = new Map<string, PayoutTotal>();
  for (const transaction of transactions) {
    if (!transaction.payoutId) continue;
    const total = totals.get(transaction.payoutId) ?? { count: 0, gross: 0, fee: 0, net: 0, first: Infinity, last: -Infinity };
    totals.set(transaction.payoutId, {
      count: total.count + 1,
      gross: total.gross + transaction.amountGross,
      fee: total.fee + transaction.amountFee,
      net: total.net + transaction.amountNet,
      first: Math.min(total.first, transaction.createdAtMs),
      last: Math.max(total.last, transaction.createdAtMs),
    });
  }
  return totals;
}

const payoutsEqualTheirTransactions: Check = (books, differ) => payoutsEqualTheirTotals(books.payouts, totalsOf(books.transactions), differ);

/** `cleanBooks`' sums per invoice and per customer, as the database streams them; each figure replaceable. */
const invoiceSums = ({ applied = 10_000, forwarded = 10_000 } = {}): Batches<InvoiceSums> => [
  { invoice_ids: ['inv_1'], applied: [applied], forwarded: [forwarded] },
];
const customerSums = ({ unapplied = 2_000 } = {}): Batches<CustomerSums> => [{ customer_ids: ['cus_1'], unapplied: [unapplied] }];
const invoicesCover =
  (sums = invoiceSums()): Check =>
  (books, differ, peersOf) =>
    invoicesCoverTheirSums(books.merchantId, sums, differ, peersOf);
const creditHolds =
  (sums = customerSums()): Check =>
  (books, differ, peersOf) =>
    creditHoldsTheUnappliedMoney(books.merchantId, sums, differ, peersOf);

describe('reconciliation checks', () => {
  it('find nothing on books that agree', async () => {
    for (const check of [payoutsEqualTheirTransactions, ...Object.values(BOOKS_CHECKS), invoicesCover(), billingAppliedOnlyBookedPayments, creditHolds()]) {
      expect(await differencesOf(check, cleanBooks())).toEqual([]);
    }
  });

  describe('payoutsEqualTheirTransactions', () => {
    it('reports a payout whose amounts differ from its transactions', async () => {
      const books = cleanBooks();
      books.payouts[0].amountNet = 9_000;
      expect(await differencesOf(payoutsEqualTheirTransactions, books)).toEqual([
        { check: 'payout_sums', subject: 'po_1', message: 'payout 10000/290/9000 cents, its 1 transactions 10000/290/9710' },
      ]);
    });

    it('reports transaction times the payout does not state', async () => {
      const books = cleanBooks();
      books.payouts[0].transactionsEndingAt = new Date(at.getTime() + 1_000);
      expect(await differencesOf(payoutsEqualTheirTransactions, books)).toEqual([
        expect.objectContaining({ check: 'payout_sums', message: expect.stringContaining('transactions_ending_at') }),
      ]);
    });

    it('reports a canceled payout that still holds transactions, and a retry that carries other amounts', async () => {
      const canceled = cleanBooks();
      canceled.payouts[0].status = 'canceled';
      expect(await differencesOf(payoutsEqualTheirTransactions, canceled)).toEqual([
        { check: 'payout_sums', subject: 'po_1', message: 'a canceled payout still holds 1 transaction(s)' },
      ]);

      const retried = cleanBooks();
      retried.payouts[0].status = 'failed';
      retried.transactions[0].payoutId = 'po_2';
      retried.payouts.push({ ...retried.payouts[0], id: 'po_2', status: 'paid', retryPayoutId: 'po_1', amountNet: 9_700 } as Payout);
      expect(await differencesOf(payoutsEqualTheirTransactions, retried)).toEqual([
        { check: 'payout_sums', subject: 'po_1', message: 'retry po_2 carries 9700 cents net, the failed payout 9710' },
        { check: 'payout_sums', subject: 'po_2', message: 'payout 10000/290/9700 cents, its 1 transactions 10000/290/9710' },
      ]);
    });
  });

  describe('transactionsBalanceInKnownPayouts', () => {
    it('reports a transaction whose net is not gross less fee', async () => {
      const books = cleanBooks();
      books.transactions[0].amountFee = 300;
      expect(await differencesOf(transactionsBalanceInKnownPayouts, books)).toEqual([
        { check: 'transaction', subject: 'tx_1', message: 'amount_net is not amount_gross − amount_fee' },
      ]);
    });

    it('reports a transaction in a payout the merchant does not have', async () => {
      const books = cleanBooks();
      books.transactions[0].payoutId = 'po_other';
      expect(await differencesOf(transactionsBalanceInKnownPayouts, books)).toEqual([
        { check: 'transaction', subject: 'tx_1', message: 'names payout po_other, which this merchant does not have' },
      ]);
    });
  });

  describe('forwardedMoneyMatchesApplications', () => {
    it('reports an application that was not forwarded', async () => {
      const books = cleanBooks();
      books.transactions = [];
      expect(await differencesOf(forwardedMoneyMatchesApplications, books)).toEqual([
        { check: 'forwarded_payment', subject: 'pay_1', message: 'applied 10000 cents to inv_1 but forwarded nothing' },
      ]);
    });

    it('reports money forwarded for an advanced invoice', async () => {
      const books = cleanBooks();
      books.links[0].invoiceAdvanced = true;
      expect(await differencesOf(forwardedMoneyMatchesApplications, books)).toEqual([
        { check: 'forwarded_payment', subject: 'pay_1', message: 'forwarded money for inv_1, which it should not' },
      ]);
    });

    it('reports a reversal whose forwarded money was not taken back', async () => {
      const books = cleanBooks();
      books.payments[0].reversed = true;
      expect(await differencesOf(forwardedMoneyMatchesApplications, books)).toEqual([
        { check: 'forwarded_payment', subject: 'pay_1', message: "reversed, but inv_1's forwarded money was not taken back" },
      ]);
    });
  });

  describe('paymentsAppliedOnce', () => {
    it('reports a paid payment whose applied and unapplied money is not its amount', async () => {
      const books = cleanBooks();
      books.payments[0].amountUnapplied = 3_000;
      expect(await differencesOf(paymentsAppliedOnce, books)).toEqual([
        { check: 'payment', subject: 'pay_1', message: 'applied 10000 + unapplied 3000 ≠ amount 12000 cents' },
      ]);
    });

    it('reports a link applying more than it asked, and a never-paid payment applying money', async () => {
      const over = cleanBooks();
      over.links[0].amount = 9_000;
      expect(await differencesOf(paymentsAppliedOnce, over)).toEqual([
        { check: 'payment', subject: 'pay_1', message: 'applies 10000 cents to inv_1, more than the 9000 asked' },
      ]);

      const unpaid = cleanBooks();
      Object.assign(unpaid.payments[0], { status: 'pending', paid: false });
      expect(await differencesOf(paymentsAppliedOnce, unpaid)).toEqual([
        { check: 'payment', subject: 'pay_1', message: 'a pending payment that was never paid applies money' },
      ]);
    });

    it('reports a payment no longer paid that was never reversed', async () => {
      const books = cleanBooks();
      books.payments[0].status = 'failed';
      expect(await differencesOf(paymentsAppliedOnce, books)).toEqual([
        { check: 'payment', subject: 'pay_1', message: 'was paid, is now failed, but was never reversed' },
      ]);
    });
  });

  describe('invoicesCoverTheirSums', () => {
    it('reports an invoice billing shows less settled on than treasury applied', async () => {
      expect(await differencesOf(invoicesCover(), cleanBooks(), peers({ invoice: { amount_balance: 4_000, amount_paid: 10_000 } }))).toEqual([
        { check: 'billing', subject: 'inv_1', message: 'treasury applied 10000 cents, billing shows only 6000 settled' },
      ]);
    });

    it('reports an invoice that took more than it was invoiced for', async () => {
      expect(await differencesOf(invoicesCover(), cleanBooks(), peers({ invoice: { amount_due: 8_000, amount_balance: -2_000 } }))).toEqual([
        { check: 'billing', subject: 'inv_1', message: 'payments applied 10000 cents to an invoice of 8000' },
      ]);
    });

    it('reports more forwarded to the merchant than billing applied', async () => {
      expect(await differencesOf(invoicesCover(), cleanBooks(), peers({ invoice: { amount_paid: 8_000 } }))).toEqual([
        { check: 'forwarded_vs_applied', subject: 'inv_1', message: 'forwarded 10000 cents to the merchant, billing applied only 8000' },
      ]);
    });

    it('judges an invoice money was forwarded for even when no payment still paid applies to it', async () => {
      expect(await differencesOf(invoicesCover(invoiceSums({ applied: 0 })), cleanBooks(), peers({ invoice: { amount_paid: 0 } }))).toEqual([
        { check: 'forwarded_vs_applied', subject: 'inv_1', message: 'forwarded 10000 cents to the merchant, billing applied only 0' },
      ]);
    });

    it('reports an invoice billing cannot show', async () => {
      expect(await differencesOf(invoicesCover(), cleanBooks(), peers({ invoice: new Error('Invoice not found') }))).toEqual([
        { check: 'billing', subject: 'inv_1', message: 'billing cannot show the invoice: Invoice not found' },
      ]);
    });

    it('reports an invoice billing answers it does not have', async () => {
      expect(await differencesOf(invoicesCover(), cleanBooks(), peers({ invoice: 'missing' }))).toEqual([
        { check: 'billing', subject: 'inv_1', message: 'billing cannot show the invoice: Invoice not found' },
      ]);
    });

    it("hands billing treasury's sums per invoice and reports nothing for an invoice billing leaves out of its answer", async () => {
      const asked: unknown[] = [];
      const agreeing: ReconcilePeers = {
        ...peers(),
        settlements: async (merchantId, sums) => {
          asked.push({ merchantId, ...sums });
          return { invoices: [], missing: [] };
        },
      };
      expect(await differencesOf(invoicesCover(), cleanBooks(), agreeing)).toEqual([]);
      expect(asked).toEqual([{ merchantId: 'mer_1', invoice_ids: ['inv_1'], applied: [10_000], forwarded: [10_000] }]);
    });

    it('asks about every batch, a few at a time, and judges each in order, a failed batch as a whole', async () => {
      const batches = Array.from({ length: 9 }, (_, index) => ({
        invoice_ids: [`inv_${index}a`, `inv_${index}b`],
        applied: [100, 100],
        forwarded: [100, 100],
      }));
      let inFlight = 0;
      let most = 0;
      const answering: ReconcilePeers = {
        ...peers(),
        settlements: async (_merchantId, { invoice_ids }) => {
          most = Math.max(most, (inFlight += 1));
          await new Promise((resolve) => setTimeout(resolve, 5));
          inFlight -= 1;
          if (invoice_ids[0] === 'inv_4a') throw new Error('no answer');
          // Billing answers the invoices that disagree: here the first of each batch, shown as settled by less.
          return { invoices: [{ id: invoice_ids[0], amount_due: 100, amount_balance: 50, amount_paid: 100 }], missing: [] };
        },
      };
      const found = await differencesOf(invoicesCover(batches), cleanBooks(), answering);
      expect(found.map((difference) => difference.subject)).toEqual([
        'inv_0a',
        'inv_1a',
        'inv_2a',
        'inv_3a',
        'inv_4a',
        'inv_4b',
        'inv_5a',
        'inv_6a',
        'inv_7a',
        'inv_8a',
      ]);
      expect(found[4]).toEqual({ check: 'billing', subject: 'inv_4a', message: 'billing cannot show the invoice: no answer' });
      expect(most).toBe(4);
    });
  });

  describe('billingAppliedOnlyBookedPayments', () => {
    it('reports a payment billing applied that treasury never booked, not one only awaiting billing', async () => {
      const unbooked = [
        { payment_id: 'pay_1', applied: 10_000 },
        { payment_id: 'pay_ghost', applied: 5_000 },
      ] as UnbookedPayments['payments'];
      expect(await differencesOf(billingAppliedOnlyBookedPayments, cleanBooks(), peers({ unbooked }))).toEqual([
        {
          check: 'unbooked_payment',
          subject: 'pay_ghost',
          message: 'billing applied 5000 cents for this payment, which treasury never booked (unknown to treasury)',
        },
      ]);
    });

    it('reports billing not answering', async () => {
      expect(await differencesOf(billingAppliedOnlyBookedPayments, cleanBooks(), peers({ unbooked: new Error('no answer') }))).toEqual([
        { check: 'billing', subject: 'mer_1', message: 'billing cannot list unbooked payments: no answer' },
      ]);
    });
  });

  describe('creditHoldsTheUnappliedMoney', () => {
    it("reports a customer whose unapplied payments at credit differ from treasury's", async () => {
      expect(await differencesOf(creditHolds(), cleanBooks(), peers({ unapplied: 0 }))).toEqual([
        { check: 'credit', subject: 'cus_1', message: 'credit holds 0 cents of unapplied payments, treasury 2000' },
      ]);
    });
  });

  it('figures: payouts, transactions and payments of the merchant, from the counts and sums the database answers', () => {
    const books = cleanBooks();
    const transactions = [
      { type: 'payment', count: 1, net: 9_710, unpaidOut: 0, unpaidOutNet: 0 },
      { type: 'monthly_fee', count: 1, net: -500, unpaidOut: 1, unpaidOutNet: -500 },
    ];
    expect(
      figuresOf(
        'mer_1',
        books.payouts,
        transactions,
        { paid: 1, reversed: 0, amountPaid: 12_000 },
        { amountApplied: 10_000, amountUnapplied: 2_000, customers: 1 },
      ),
    ).toEqual({
      merchant_id: 'mer_1',
      payouts: 1,
      payouts_net: 9_710,
      transactions: 2,
      transactions_paid_out: 1,
      transactions_unpaid_out: 1,
      unpaid_out_net: -500,
      transactions_by_type: { payment: { count: 1, net: 9_710 }, monthly_fee: { count: 1, net: -500 } },
      payments_paid: 1,
      payments_reversed: 0,
      amount_paid: 12_000,
      amount_applied: 10_000,
      amount_unapplied: 2_000,
      customers_checked: 1,
    });
  });
});

describe('ReconcileService', () => {
  /**
   * A repository over hand-made books that finds every payment and transaction suspect (the database may
   * answer more than disagree, never fewer): the service must come to the same report as with the real
   * one's narrow answers. The sums are those of books with one invoice and one paying customer.
   */
  function service(books: MerchantBooks, peersOf: ReconcilePeers = peers(), overrides: Partial<ReconcileReads> = {}): ReconcileService {
    const paid = books.payments.filter((payment) => payment.paid && payment.status === 'paid');
    const reads: Partial<ReconcileReads> = {
      close: async () => undefined,
      merchants: async () => [books.merchantId],
      transactionBooks: async () => ({
        totals: totalsOf(books.transactions),
        figures: [{ type: 'payment', count: 1, net: 9_710, unpaidOut: 0, unpaidOutNet: 0 }],
        suspects: books.transactions,
      }),
      suspectPayments: async () => books.payments.map((payment) => payment.id),
      payments: async (_merchantId, ids) => books.payments.filter((payment) => ids.includes(payment.id)),
      paymentBooks: async (_merchantId, ids) => ({
        payments: books.payments.filter((payment) => ids.includes(payment.id)),
        links: books.links.filter((link) => ids.includes(link.paymentId)),
        transactions: books.transactions,
      }),
      invoiceSums: async function* () {
        yield { invoice_ids: ['inv_1'], applied: [10_000], forwarded: [10_000] };
      },
      customerSums: async function* () {
        yield { customer_ids: ['cus_1'], unapplied: [paid.reduce((sum, payment) => sum + payment.amountUnapplied, 0)] };
      },
      paymentFigures: async () => ({ paid: paid.length, reversed: 0, amountPaid: paid.reduce((sum, payment) => sum + payment.amount, 0) }),
      ...overrides,
    };
    const payouts = { allPayouts: async () => books.payouts };
    const clock = { now: () => at };
    return new ReconcileService({ open: async () => reads } as never, payouts as never, peersOf as never, clock as never);
  }

  it('passes books that agree, with their figures', async () => {
    const report = await service(cleanBooks()).reconcile();
    expect(report).toEqual({
      ok: true,
      checked_at: at.toISOString(),
      differences: [],
      merchants: [
        {
          merchant_id: 'mer_1',
          payouts: 1,
          payouts_net: 9_710,
          transactions: 1,
          transactions_paid_out: 1,
          transactions_unpaid_out: 0,
          unpaid_out_net: 0,
          transactions_by_type: { payment: { count: 1, net: 9_710 } },
          payments_paid: 1,
          payments_reversed: 0,
          amount_paid: 12_000,
          amount_applied: 10_000,
          amount_unapplied: 2_000,
          customers_checked: 1,
        },
      ],
    });
  });

  it('runs every check and lists their differences in check order', async () => {
    const books = cleanBooks();
    books.payments[0].amountUnapplied = 3_000;
    books.transactions[0].payoutId = 'po_other';
    const report = await service(books, peers({ unapplied: 0 })).reconcile('mer_1');
    expect(report.ok).toBe(false);
    expect(report.differences.map((difference) => [difference.merchant_id, difference.check])).toEqual([
      ['mer_1', 'payout_sums'],
      ['mer_1', 'transaction'],
      ['mer_1', 'payment'],
      ['mer_1', 'credit'],
    ]);
  });

  it('fails with a query that failed, once every other check has settled, and closes its reads', async () => {
    const settled: string[] = [];
    const report = service(cleanBooks(), peers(), {
      transactionBooks: async () => {
        throw new Error('statement timeout');
      },
      customerSums: async function* () {
        await new Promise((resolve) => setTimeout(resolve, 20));
        settled.push('customers');
        yield { customer_ids: ['cus_1'], unapplied: [2_000] };
      },
      close: async () => {
        settled.push('closed');
      },
    }).reconcile('mer_1');
    await expect(report).rejects.toThrow('statement timeout');
    expect(settled).toEqual(['customers', 'closed']);
  });
});
