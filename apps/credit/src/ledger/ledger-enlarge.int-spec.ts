import { DomainError } from '@netline/contracts';
import { newId } from '@netline/persistence';
import { DataSource } from 'typeorm';
import { LedgerQueriesService } from './ledger-queries.service';
import { DUE, useLedgerBed } from './ledger.int-fixture';
import { LedgerRepository } from './ledger.repository';
import { ReservationsService } from './reservations.service';

/**
 * A sent invoice's reservation growing (`credit.reservations.enlarge`) against real PostgreSQL: credit
 * decides under the customer's lock, so raises racing for the same available credit cannot both pass,
 * and a repeated raise (same key) reserves nothing twice.
 */
const merchantId = 'mer_enlarge';
const bed = useLedgerBed(merchantId);
const approvedCustomer = (line: number) => bed.approvedCustomer(line, 'Enlarge Co');

let dataSource: DataSource;
let repository: LedgerRepository;
let reservations: ReservationsService;
let queries: LedgerQueriesService;
beforeAll(() => ({ dataSource, repository, reservations, queries } = bed));

const outstanding = async (invoiceId: string) =>
  dataSource.manager.transaction(async (manager) => (await repository.findReceivable(manager, merchantId, invoiceId))!);

describe('enlarging a reservation', () => {
  it('lets exactly one of five racing raises take the last available credit', async () => {
    const customerId = await approvedCustomer(10_000);
    const invoiceId = newId('inv');
    await reservations.reserve({ merchant_id: merchantId, customer_id: customerId, invoice_id: invoiceId, amount: 6_000, due_at: DUE, purpose: 'invoice' });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) =>
        reservations.enlarge({ merchant_id: merchantId, customer_id: customerId, invoice_id: invoiceId, key: `${invoiceId}:raise:${index}`, amount: 3_000 }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((candidate): candidate is PromiseRejectedResult => candidate.status === 'rejected')) {
      expect(outcome.reason).toBeInstanceOf(DomainError);
      expect((outcome.reason as DomainError).code).toBe('CREDIT.INSUFFICIENT_CREDIT');
    }
    const figures = await queries.figures(merchantId, customerId);
    expect(figures).toMatchObject({ amount_balance: 9_000, amount_available: 1_000 });
    expect(await outstanding(invoiceId)).toMatchObject({ amountReserved: 9_000, amountOutstanding: 9_000 });
  });

  it('reserves nothing twice for a repeated key, and refuses an invoice without a reservation', async () => {
    const customerId = await approvedCustomer(10_000);
    const invoiceId = newId('inv');
    await reservations.reserve({ merchant_id: merchantId, customer_id: customerId, invoice_id: invoiceId, amount: 3_000, due_at: DUE, purpose: 'invoice' });
    const raise = { merchant_id: merchantId, customer_id: customerId, invoice_id: invoiceId, key: `${invoiceId}:raise`, amount: 500 };
    await reservations.enlarge(raise);
    await reservations.enlarge(raise);
    expect(await queries.figures(merchantId, customerId)).toMatchObject({ amount_balance: 3_500 });
    // What was reserved is released again as usual, the enlarged part included.
    await reservations.release({ merchant_id: merchantId, customer_id: customerId, invoice_id: invoiceId, key: `${invoiceId}:all` });
    expect(await queries.figures(merchantId, customerId)).toMatchObject({ amount_balance: 0, amount_available: 10_000 });
    await expect(reservations.enlarge({ ...raise, invoice_id: newId('inv'), key: 'other' })).rejects.toMatchObject({ code: 'CREDIT.RESERVATION_NOT_FOUND' });
  });
});
