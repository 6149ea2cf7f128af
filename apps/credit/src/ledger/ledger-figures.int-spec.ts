import { LedgerQueriesService } from './ledger-queries.service';
import { DUE, useLedgerBed } from './ledger.int-fixture';
import { ReservationsService } from './reservations.service';
import { DataSource } from 'typeorm';

/**
 * Customers' unapplied payments asked in one batch (`credit.customers.unapplied-payments`, what
 * `reconcile` asks) against real PostgreSQL: each answer equals the single-customer figures', and only
 * the asking merchant's customers answer.
 */
const merchantId = 'mer_figures';
const bed = useLedgerBed(merchantId);

let dataSource: DataSource;
let reservations: ReservationsService;
let queries: LedgerQueriesService;
beforeAll(() => ({ dataSource, reservations, queries } = bed));

describe('figures in batches', () => {
  it("answers each of the merchant's customers as the single read does, and leaves out the unknown and another merchant's", async () => {
    const first = await bed.approvedCustomer(10_000, 'First Co');
    const second = await bed.approvedCustomer(5_000, 'Second Co');
    await reservations.reserve({ merchant_id: merchantId, customer_id: second, invoice_id: 'inv_figures', amount: 1_500, due_at: DUE, purpose: 'invoice' });
    const foreign = await bed.approvedCustomer(7_000, 'Foreign Co', 'mer_someone_else');

    await dataSource.query('UPDATE customers SET amount_unapplied_payments = 2500 WHERE id = $1', [second]);

    const { customers } = await queries.unappliedPayments(merchantId, [second, 'cus_unknown', foreign, first]);

    expect(customers.map((figures) => figures.customer_id).sort()).toEqual([first, second].sort());
    for (const { customer_id, amount_unapplied_payments } of customers)
      expect(amount_unapplied_payments).toBe((await queries.figures(merchantId, customer_id)).amount_unapplied_payments);
    expect(customers.find((figures) => figures.customer_id === second)).toEqual({ customer_id: second, amount_unapplied_payments: 2_500 });
  });

  it("pages the operator's outstanding balances by (merchant, customer), each page after the last one's customer", async () => {
    const owing: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const customerId = await bed.approvedCustomer(10_000, `Paged ${index} Co`);
      await reservations.reserve({
        merchant_id: merchantId,
        customer_id: customerId,
        invoice_id: `inv_paged_${index}`,
        amount: 100 + index,
        due_at: DUE,
        purpose: 'invoice',
      });
      owing.push(customerId);
    }
    const all = await bed.repository.outstandingByCustomer(merchantId, undefined, 100);
    expect(all.map((row) => row.customer_id)).toEqual([...all.map((row) => row.customer_id)].sort());
    expect(all.map((row) => row.customer_id)).toEqual(expect.arrayContaining(owing));
    const pages: string[][] = [];
    let after: { merchant_id: string; customer_id: string } | undefined;
    for (;;) {
      const page = await bed.repository.outstandingByCustomer(merchantId, after, 2);
      if (page.length === 0) break;
      pages.push(page.map((row) => row.customer_id));
      after = page[page.length - 1];
    }
    expect(pages.flat()).toEqual(all.map((row) => row.customer_id));
    expect(pages.every((page) => page.length <= 2)).toBe(true);
  });
});
