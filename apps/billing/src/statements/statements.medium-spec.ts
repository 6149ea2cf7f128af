import { createInvoiceSchema, Principal, updateInvoiceSchema } from '@netline/contracts';
import { IdGenerator } from '@netline/persistence';
import { readPdf, totalOf } from '@netline/testing';
import { mediumMerchant } from '@netline/testing/medium';
import { randomBytes } from 'node:crypto';
import { useBillingWorld } from '../billing.medium-fixture';
import { DEFAULT_COLLECTION_SETTINGS } from '../collection-settings/collection-settings.repository';
import { MailOutbox } from '../mail/mail-outbox.service';
import { MailSender } from '../mail-sender/mail-sender.service';
import { PaymentApplicationsRepository } from '../payments/payment-applications.repository';
import { PaymentApplications } from '../payments/payment-applications.service';
import { StatementsJobs } from './statements-jobs.service';
import { StatementsRepository } from './statements.repository';
import { StatementsService } from './statements.service';

const DAY_MS = 86_400_000;
const START = '2030-07-10T09:00:00.000Z';

/**
 * Statements in one process, as billing wires them: the real invoices service, payment applications,
 * statements job and service against real PostgreSQL, a fake credit over real NATS, and a clock the test
 * moves across month ends. The statements and their emails are read back from billing's tables, and the
 * PDF the way a viewer reads it.
 */
describe('customer statements (billing)', () => {
  const world = useBillingWorld({ start: START, rpcName: 'billing-statements-medium', merchantName: 'Acme Tools' });
  const { clock } = world;
  let jobs: StatementsJobs;
  let statements: StatementsService;
  let payments: PaymentApplications;
  let sender: MailSender;

  beforeAll(() => {
    const { database, outbox, unitOfWork, merchantClock, creditClient, config, logger } = world;
    const repository = new StatementsRepository(database.dataSource);
    jobs = new StatementsJobs(repository, outbox, unitOfWork, new IdGenerator(), clock, merchantClock, config, logger);
    statements = new StatementsService(repository, creditClient, merchantClock, config);
    payments = new PaymentApplications(world.repository, new PaymentApplicationsRepository(), unitOfWork, merchantClock, database.dataSource, logger);
    // A sender that only captures (no SMTP_URL), draining when the test says so.
    const quiet = new MailOutbox(world.emails, world.settings, new IdGenerator(), clock);
    sender = new MailSender(
      world.emails,
      quiet,
      world.repository,
      world.settings,
      world.documents,
      creditClient,
      unitOfWork,
      clock,
      merchantClock,
      { ...config, SMTP_URL: undefined },
      logger,
      statements,
    );
    world.closeFirst(() => sender.onApplicationShutdown());
  });

  const customer = (merchantId: string) => {
    const customerId = `cus_${randomBytes(4).toString('hex')}`;
    world.credit.open(merchantId, customerId, 10_000_000);
    return customerId;
  };
  const sent = async (principal: Principal, customerId: string, amount: number, number: string) => {
    const created = await world.invoices.create(principal, createInvoiceSchema.parse({ customer_id: customerId, number, amount, terms: 'net30' }));
    await world.invoices.send(principal, created.id);
    return created.id;
  };
  const pay = (merchantId: string, customerId: string, invoiceId: string, cents: number) =>
    payments.decide({
      merchant_id: merchantId,
      payment_id: `pay_${randomBytes(4).toString('hex')}`,
      customer_id: customerId,
      links: [{ invoice_id: invoiceId, amount: cents }],
    });
  const statementEmails = async (merchantId: string) =>
    world.database.dataSource.query<Array<{ id: string; cause: string; status: string; customer_id: string }>>(
      "SELECT id, cause, status, customer_id FROM emails WHERE merchant_id = $1 AND kind = 'statement' ORDER BY created_at, id",
      [merchantId],
    );
  const openBalances = async (merchantId: string, customerId: string) =>
    Number(
      (
        await world.database.dataSource.query<Array<{ total: string | null }>>(
          'SELECT sum(amount_balance) AS total FROM invoices WHERE merchant_id = $1 AND customer_id = $2 AND sent',
          [merchantId, customerId],
        )
      )[0].total ?? 0,
    ) / 100;
  /** A July of invoices, a void, a payment and an amount change; the clock ends on 28 July. */
  const july = async () => {
    const { principal, merchantId } = mediumMerchant();
    const customerId = customer(merchantId);
    const first = await sent(principal, customerId, 500, `A-${randomBytes(2).toString('hex')}`);
    const second = await sent(principal, customerId, 200, `B-${randomBytes(2).toString('hex')}`);
    clock.advance(2 * DAY_MS);
    await world.invoices.void(principal, second);
    clock.advance(8 * DAY_MS);
    await pay(merchantId, customerId, first, 15_000);
    clock.advance(5 * DAY_MS);
    await world.invoices.update(principal, first, updateInvoiceSchema.parse({ amount: 600 }));
    clock.advance(3 * DAY_MS);
    return { principal, merchantId, customerId, first, second };
  };

  it('computes the running month on request, and writes it once with its email when the month ends', async () => {
    const { principal, merchantId, customerId } = await july();

    // Still July: nothing is closed, the running month is computed.
    expect((await jobs.runForMerchant(merchantId)).statements).toBe(0);
    const running = await statements.current(principal, customerId);
    expect(running).toMatchObject({ id: null, status: 'open', opening_balance: 0, closing_balance: 450, period_start: '2030-07-01T00:00:00.000Z' });
    expect(running.lines.map((line) => line.kind)).toEqual(['invoice', 'invoice', 'invoice_voided', 'payment', 'invoice_adjustment']);

    clock.set('2030-08-01T00:00:05.000Z');
    expect(await jobs.runForMerchant(merchantId)).toMatchObject({ through: '2030-08-01T00:00:00.000Z', customers: 1, statements: 1, emails: 1 });
    // Closed once: a second run (another replica, a clock event) finds nothing behind.
    expect(await jobs.runForMerchant(merchantId)).toMatchObject({ customers: 0, statements: 0 });

    const listed = await statements.list(principal, customerId, { limit: 25, page: 0, offset: 0, filters: [], sort: [], params: {} });
    expect(totalOf(listed)).toBe(1);
    const [statement] = listed.results;
    expect(statement).toMatchObject({
      status: 'closed',
      customer_id: customerId,
      period_start: '2030-07-01T00:00:00.000Z',
      period_end: '2030-08-01T00:00:00.000Z',
      opening_balance: 0,
      totals: { invoiced: 800, paid: 150, credited: 0, voided: 200 },
      closing_balance: 450,
      aging: { current: 450, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 },
    });
    expect(statement.id).toMatch(/^stmt_/);
    expect(statement.lines.map((line) => [line.kind, line.amount, line.balance])).toEqual([
      ['invoice', 500, 500],
      ['invoice', 200, 700],
      ['invoice_voided', -200, 500],
      ['payment', -150, 350],
      ['invoice_adjustment', 100, 450],
    ]);
    // The ledger: the closing balance is what the invoices owe (nothing moved since July).
    expect(statement.closing_balance).toBe(await openBalances(merchantId, customerId));
    expect(await statements.get(principal, statement.id!)).toEqual(statement);

    const emails = await statementEmails(merchantId);
    expect(emails).toEqual([expect.objectContaining({ cause: `statement:${statement.id}`, status: 'queued', customer_id: customerId })]);

    // Composed like every message: to the customer's AP address (and contact address), the PDF named as attached.
    await sender.drain();
    const [composed] = await world.database.dataSource.query<Array<{ status: string; subject: string; to_addresses: string[]; attachments: string[] }>>(
      'SELECT status, subject, to_addresses, attachments FROM emails WHERE id = $1',
      [emails[0].id],
    );
    expect(composed).toMatchObject({ status: 'captured', to_addresses: ['ap@example.com', 'buyer@example.com'], attachments: ['statement-2030-07.pdf'] });
    expect(composed.subject).toBe('Statement for July 2030 from Acme Tools: $450.00 owed');

    const pdf = await statements.pdf(principal, statement.id!);
    expect(pdf).toMatchObject({ content_type: 'application/pdf', encoding: 'base64' });
    const read = await readPdf(Buffer.from(pdf.body, 'base64'));
    expect(read.pageCount).toBe(1);
    expect(read.pages[0].inkedPixels).toBeGreaterThan(0);
    expect(read.text).toContain('Statement of account');
    expect(read.text).toContain(`statement id ${statement.id}`);
    expect(read.text).toMatch(/Invoice voided +B-/);
    expect(read.text).toMatch(/Closing balance +\$450\.00/);
  });

  it('closes every month a jump passed, each opening at the last closing, and mails only the latest', async () => {
    const { principal, merchantId, customerId, first } = await july();
    clock.set('2030-08-01T00:00:05.000Z');
    await jobs.runAll();
    clock.set('2030-08-20T10:00:00.000Z');
    await pay(merchantId, customerId, first, 5_000);

    // The clock jumps past the ends of August and September.
    clock.set('2030-10-03T12:00:00.000Z');
    expect(await jobs.runForMerchant(merchantId)).toMatchObject({ customers: 1, statements: 2, emails: 1 });
    const { results } = await statements.list(principal, customerId, { limit: 25, page: 0, offset: 0, filters: [], sort: [], params: {} });
    expect(results.map((one) => [one.period_start.slice(0, 7), one.opening_balance, one.closing_balance])).toEqual([
      ['2030-09', 400, 400],
      ['2030-08', 450, 400],
      ['2030-07', 0, 450],
    ]);
    // September had no line, but the balance was owed: it is stated, aged at its end (due 9 August).
    expect(results[0]).toMatchObject({ lines: [], totals: { invoiced: 0, paid: 0, credited: 0, voided: 0 }, aging: { days_31_60: 400, current: 0 } });
    const emails = await statementEmails(merchantId);
    expect(emails.map((email) => email.cause)).toEqual([`statement:${results[2].id}`, `statement:${results[0].id}`]);
  });

  it("searches a merchant's customers once per month turn, and still closes a customer first invoiced after", async () => {
    const { principal, merchantId, customerId } = await july();
    const closedThrough = async () =>
      (
        await world.database.dataSource.query<Array<{ closed_through: Date }>>('SELECT closed_through FROM statement_closings WHERE merchant_id = $1', [
          merchantId,
        ])
      )[0]?.closed_through ?? null;
    // Five minutes into August a send begun in July may not have committed yet: the search runs, nothing is marked.
    clock.set('2030-08-01T00:05:00.000Z');
    expect(await jobs.runForMerchant(merchantId)).toMatchObject({ customers: 1, statements: 1 });
    expect(await closedThrough()).toBeNull();
    clock.set('2030-08-02T09:00:00.000Z');
    expect(await jobs.runForMerchant(merchantId)).toMatchObject({ customers: 0, statements: 0 });
    expect(await closedThrough()).toEqual(new Date('2030-08-01T00:00:00.000Z'));
    // Marked, the search is skipped: a customer made to look behind is not even read until September.
    await world.database.dataSource.query('DELETE FROM statement_progress WHERE merchant_id = $1 AND customer_id = $2', [merchantId, customerId]);
    clock.set('2030-08-03T09:00:00.000Z');
    expect(await jobs.runForMerchant(merchantId)).toMatchObject({ customers: 0 });

    // A customer first invoiced after the mark gets August's statement at the next turn, as every other.
    const later = customer(merchantId);
    await sent(principal, later, 300, `C-${randomBytes(2).toString('hex')}`);
    clock.set('2030-09-02T09:00:00.000Z');
    const run = await jobs.runForMerchant(merchantId);
    expect(run).toMatchObject({ customers: 2 });
    const { results } = await statements.list(principal, later, { limit: 25, page: 0, offset: 0, filters: [], sort: [], params: {} });
    expect(results.map((one) => [one.period_start.slice(0, 7), one.closing_balance])).toEqual([['2030-08', 300]]);
    expect(await closedThrough()).toEqual(new Date('2030-09-01T00:00:00.000Z'));
  });

  it('writes the statement but no email when the merchant switched statement emails off', async () => {
    const { principal, merchantId, customerId } = await july();
    await world.database.dataSource.transaction((manager) =>
      world.settings.put(
        manager,
        merchantId,
        { ...DEFAULT_COLLECTION_SETTINGS, emails: { ...DEFAULT_COLLECTION_SETTINGS.emails, statement: false } },
        clock.now(),
      ),
    );
    clock.set('2030-08-02T00:00:00.000Z');
    expect(await jobs.runForMerchant(merchantId)).toMatchObject({ statements: 1, emails: 0 });
    expect(totalOf(await statements.list(principal, customerId, { limit: 25, page: 0, offset: 0, filters: [], sort: [], params: {} }))).toBe(1);
    expect(await statementEmails(merchantId)).toEqual([]);
  });

  it("answers 404 for another merchant's statement and for another merchant's customer", async () => {
    const { merchantId, customerId } = await july();
    clock.set('2030-08-01T00:00:05.000Z');
    await jobs.runForMerchant(merchantId);
    const [row] = await world.database.dataSource.query<Array<{ id: string }>>('SELECT id FROM statements WHERE merchant_id = $1', [merchantId]);
    const stranger = mediumMerchant().principal;
    await expect(statements.get(stranger, row.id)).rejects.toMatchObject({ code: 'BILLING.STATEMENT_NOT_FOUND' });
    await expect(statements.pdf(stranger, row.id)).rejects.toMatchObject({ code: 'BILLING.STATEMENT_NOT_FOUND' });
    await expect(statements.list(stranger, customerId, { limit: 25, page: 0, offset: 0, filters: [], sort: [], params: {} })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
