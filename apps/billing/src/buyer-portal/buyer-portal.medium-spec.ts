import { totalOf } from '@netline/testing';
import {
  buyerDisputeMessageSchema,
  buyerOpenDisputeSchema,
  buyerPrincipal,
  buyerPromiseToPaySchema,
  createInvoiceSchema,
  DomainError,
  ListQuery,
  openDisputeSchema,
  Principal,
} from '@netline/contracts';
import { IdGenerator } from '@netline/persistence';
import { mediumMerchant } from '@netline/testing/medium';
import { randomBytes } from 'node:crypto';
import { useBillingWorld } from '../billing.medium-fixture';
import { CreditNotesRepository } from '../credit-notes/credit-notes.repository';
import { CreditNotesService } from '../credit-notes/credit-notes.service';
import { DisputesRepository } from '../disputes/disputes.repository';
import { DisputesService, merchantSide } from '../disputes/disputes.service';
import { PaymentApplicationsRepository } from '../payments/payment-applications.repository';
import { PaymentApplications } from '../payments/payment-applications.service';
import { StatementsJobs } from '../statements/statements-jobs.service';
import { StatementsRepository } from '../statements/statements.repository';
import { StatementsService } from '../statements/statements.service';
import { BuyerPortalRepository } from './buyer-portal.repository';
import { BuyerPortalService } from './buyer-portal.service';

const START = '2030-07-10T09:00:00.000Z';
const LIST: ListQuery = { limit: 25, page: 0, offset: 0, filters: [], sort: [], params: {} };

/**
 * The buyer portal's billing side in one process, as billing wires it: real invoices, disputes, promises,
 * statements and payment applications against real PostgreSQL, a fake credit over real NATS. A buyer of
 * customer A sees A's sent invoices, payments, statements and disputes, and nothing of customer B of the
 * same merchant: every id of B's is a 404, as is every request about B or with a principal that is not
 * A's buyer.
 */
describe('buyer portal (billing)', () => {
  const world = useBillingWorld({ start: START, rpcName: 'billing-buyer-portal-medium', merchantName: 'Acme Tools' });
  let portal: BuyerPortalService;
  let disputes: DisputesService;
  let payments: PaymentApplications;
  let jobs: StatementsJobs;

  beforeAll(() => {
    const { database, unitOfWork, merchantClock, creditClient, config, logger, clock, outbox } = world;
    const creditNotes = new CreditNotesService(new CreditNotesRepository(database.dataSource), world.repository, unitOfWork, merchantClock, new IdGenerator());
    disputes = new DisputesService(new DisputesRepository(database.dataSource), world.repository, creditNotes, unitOfWork, merchantClock, new IdGenerator());
    const statementsRepository = new StatementsRepository(database.dataSource);
    const statements = new StatementsService(statementsRepository, creditClient, merchantClock, config);
    jobs = new StatementsJobs(statementsRepository, outbox, unitOfWork, new IdGenerator(), clock, merchantClock, config, logger);
    payments = new PaymentApplications(world.repository, new PaymentApplicationsRepository(), unitOfWork, merchantClock, database.dataSource, logger);
    portal = new BuyerPortalService(
      new BuyerPortalRepository(database.dataSource),
      world.repository,
      disputes,
      world.promises,
      statements,
      merchantClock,
      config,
    );
  });

  /** One merchant with customers A and B, each with a sent invoice; A also has one the merchant has not sent. */
  const setUp = async () => {
    const { principal, merchantId } = mediumMerchant();
    const a = `cus_${randomBytes(4).toString('hex')}`;
    const b = `cus_${randomBytes(4).toString('hex')}`;
    const invoice = async (customerId: string, send = true) => {
      world.credit.open(merchantId, customerId, 1_000_000);
      const created = await world.invoices.create(
        principal,
        createInvoiceSchema.parse({ customer_id: customerId, number: `N-${randomBytes(3).toString('hex')}`, amount: 500, terms: 'net30' }),
      );
      if (send) await world.invoices.send(principal, created.id);
      return created.id;
    };
    const invoiceA = await invoice(a);
    const unsentA = await invoice(a, false);
    const invoiceB = await invoice(b);
    const buyer = buyerOf(merchantId, a);
    return { principal, merchantId, a, b, invoiceA, unsentA, invoiceB, buyer };
  };
  const buyerOf = (merchantId: string, ...customerIds: string[]): Principal => ({
    ...buyerPrincipal({ email: 'ap@buyer.test', customers: [{ merchant_id: merchantId, customer_ids: customerIds }] }, merchantId),
    via: { channel: 'portal' },
  });
  const refusal = async (call: () => Promise<unknown>) => {
    try {
      await call();
    } catch (error) {
      if (error instanceof DomainError) return { kind: error.kind, code: error.code };
      throw error;
    }
    throw new Error('the call was not refused');
  };

  it("lists and fetches the customer's sent invoices only, with the buyer's status and document path", async () => {
    const { a, invoiceA, buyer } = await setUp();
    const list = await portal.listInvoices(buyer, a, LIST);
    expect(list).toMatchObject({ count: 1, page: 0, limit: 25 });
    expect(list.results).toEqual([
      expect.objectContaining({
        id: invoiceA,
        customer_id: a,
        amount: 500,
        amount_balance: 500,
        status: 'open',
        dispute_id: null,
        pdf_url: `/portal/api/customers/${a}/invoices/${invoiceA}/pdf`,
      }),
    ]);
    expect(list.results[0].payment_page_url).toMatch(/\/invoices\/pay\//);
    expect(totalOf(await portal.listInvoices(buyer, a, { ...LIST, filters: [{ field: 'status', op: 'eq', value: 'paid' }] }))).toBe(0);
    expect(await portal.getInvoice(buyer, a, invoiceA)).toMatchObject({ id: invoiceA, status: 'open' });
  });

  it("answers 404 for another customer's invoice, an unsent one, another customer, and any principal that is not the customer's buyer", async () => {
    const { principal, merchantId, a, b, invoiceA, unsentA, invoiceB, buyer } = await setUp();
    const notFound = { kind: 'not_found', code: 'BILLING.INVOICE_NOT_FOUND' };
    const noCustomer = { kind: 'not_found', code: 'BILLING.CUSTOMER_NOT_FOUND' };
    expect(await refusal(() => portal.getInvoice(buyer, a, invoiceB))).toEqual(notFound);
    expect(await refusal(() => portal.getInvoice(buyer, a, unsentA))).toEqual(notFound);
    expect(await refusal(() => portal.invoicePdf(buyer, a, invoiceB))).toEqual(notFound);
    expect(await refusal(() => portal.getInvoice(buyer, b, invoiceB))).toEqual(noCustomer);
    expect(await refusal(() => portal.listInvoices(buyer, b, LIST))).toEqual(noCustomer);
    expect(await refusal(() => portal.listPayments(buyer, b, LIST))).toEqual(noCustomer);
    expect(await refusal(() => portal.currentStatement(buyer, b))).toEqual(noCustomer);
    // The merchant's own principal is no buyer: the portal's operations are closed to it.
    expect(await refusal(() => portal.listInvoices(principal, a, LIST))).toEqual(noCustomer);
    // A buyer of A at another merchant reaches nothing here, whatever the principal's merchant says.
    const elsewhere = buyerOf(mediumMerchant().merchantId, a);
    expect(await refusal(() => portal.getInvoice({ ...elsewhere, merchant_id: merchantId }, a, invoiceA))).toEqual(noCustomer);
    // Its own principal reaches "A" at that other merchant, where this invoice is not.
    expect(await refusal(() => portal.getInvoice(elsewhere, a, invoiceA))).toEqual(notFound);
  });

  it("opens a dispute as the buyer on its own invoice only, and sees no dispute of another customer's", async () => {
    const { principal, a, invoiceA, invoiceB, buyer } = await setUp();
    const body = buyerOpenDisputeSchema.parse({ reason: 'goods_damaged', amount: 120, message: 'Two boxes arrived crushed' });
    expect(await refusal(() => portal.openDispute(buyer, a, invoiceB, body))).toEqual({ kind: 'not_found', code: 'BILLING.INVOICE_NOT_FOUND' });

    const opened = await portal.openDispute(buyer, a, invoiceA, body);
    expect(opened).toMatchObject({ invoice_id: invoiceA, customer_id: a, status: 'open', messages: [{ author: 'buyer', text: 'Two boxes arrived crushed' }] });
    const replied = await portal.addDisputeMessage(buyer, a, opened.id, buyerDisputeMessageSchema.parse({ text: 'Photos are in the attachment' }));
    expect(replied.messages.map((message) => message.author)).toEqual(['buyer', 'buyer']);
    expect(await portal.getInvoice(buyer, a, invoiceA)).toMatchObject({ dispute_id: opened.id });

    // The merchant opens one on B's invoice: A's buyer neither lists it nor reaches it by id.
    const other = await disputes.open(merchantSide(principal), invoiceB, openDisputeSchema.parse({ reason: 'other', amount: 10, message: 'From B' }));
    expect((await portal.listDisputes(buyer, a, LIST)).results.map((dispute) => dispute.id)).toEqual([opened.id]);
    const noDispute = { kind: 'not_found', code: 'BILLING.DISPUTE_NOT_FOUND' };
    expect(await refusal(() => portal.getDispute(buyer, a, other.id))).toEqual(noDispute);
    expect(await refusal(() => portal.addDisputeMessage(buyer, a, other.id, { text: 'Hello' }))).toEqual(noDispute);
  });

  it("records promises on the customer's own invoices only", async () => {
    const { a, invoiceA, invoiceB, buyer } = await setUp();
    const promise = (invoiceIds: string[]) => buyerPromiseToPaySchema.parse({ invoice_ids: invoiceIds, amount: 100, promised_for: '2030-07-20' });
    expect(await refusal(() => portal.createPromiseToPay(buyer, a, promise([invoiceB])))).toEqual({ kind: 'not_found', code: 'BILLING.INVOICE_NOT_FOUND' });
    expect(await refusal(() => portal.createPromiseToPay(buyer, a, promise([invoiceA, invoiceB])))).toMatchObject({ kind: 'not_found' });
    const created = await portal.createPromiseToPay(buyer, a, promise([invoiceA]));
    expect(created).toMatchObject({ customer_id: a, invoice_ids: [invoiceA], status: 'open' });
    expect((await portal.listPromisesToPay(buyer, a, LIST)).results.map((row) => row.id)).toEqual([created.id]);
  });

  it("lists the payments applied to the customer's invoices, and its statements, never another customer's", async () => {
    const { merchantId, a, b, invoiceA, invoiceB, buyer } = await setUp();
    await payments.decide({
      merchant_id: merchantId,
      payment_id: `pay_${randomBytes(4).toString('hex')}`,
      customer_id: a,
      links: [{ invoice_id: invoiceA, amount: 20_000 }],
    });
    await payments.decide({
      merchant_id: merchantId,
      payment_id: `pay_${randomBytes(4).toString('hex')}`,
      customer_id: b,
      links: [{ invoice_id: invoiceB, amount: 30_000 }],
    });
    const listed = await portal.listPayments(buyer, a, LIST);
    expect(totalOf(listed)).toBe(1);
    expect(listed.results[0]).toMatchObject({ amount: 200, invoices: [{ invoice_id: invoiceA, amount: 200 }] });

    // The month closes: each customer gets its statement; A's buyer reaches A's only.
    world.clock.set('2030-08-01T06:00:00.000Z');
    await jobs.runForMerchant(merchantId);
    const own = await portal.listStatements(buyer, a, LIST);
    expect(totalOf(own)).toBe(1);
    expect(own.results[0]).toMatchObject({ customer_id: a, status: 'closed' });
    expect(await portal.getStatement(buyer, a, own.results[0].id!)).toMatchObject({ customer_id: a });
    const [otherStatement] = await world.database.dataSource.query<Array<{ id: string }>>(
      'SELECT id FROM statements WHERE merchant_id = $1 AND customer_id = $2',
      [merchantId, b],
    );
    expect(otherStatement).toBeDefined();
    const noStatement = { kind: 'not_found', code: 'BILLING.STATEMENT_NOT_FOUND' };
    expect(await refusal(() => portal.getStatement(buyer, a, otherStatement.id))).toEqual(noStatement);
    expect(await refusal(() => portal.statementPdf(buyer, a, otherStatement.id))).toEqual(noStatement);
    // The running month, as a PDF: A's only.
    expect(await portal.currentStatementPdf(buyer, a)).toMatchObject({ content_type: 'application/pdf', encoding: 'base64' });
    expect(await refusal(() => portal.currentStatementPdf(buyer, b))).toEqual({ kind: 'not_found', code: 'BILLING.CUSTOMER_NOT_FOUND' });
  });
});
