import { createInvoiceSchema, CreditSubjects, Principal, RawRequestBody } from '@netline/contracts';
import { readPdf } from '@netline/testing';
import { mediumMerchant, writtenEvents } from '@netline/testing/medium';
import { useBillingWorld } from '../billing.medium-fixture';
import { randomBytes } from 'node:crypto';

const DAY_MS = 86_400_000;
const START = '2030-03-04T10:00:00.000Z';
const MERCHANT_PDF_BYTES = Buffer.from('%PDF-1.4\n% merchant invoice\n');
const MERCHANT_PDF: RawRequestBody = { content_type: 'application/pdf', body_base64: MERCHANT_PDF_BYTES.toString('base64'), size: MERCHANT_PDF_BYTES.length };

/**
 * The invoice lifecycle in one process: the real InvoicesService, repositories, unit of work and
 * document renderer against real PostgreSQL (as billing's runtime role), the real RpcClient talking
 * over real NATS to a fake credit, and a clock the test moves. The rules whose outcome is all inside
 * billing (states, due dates, what is asked of credit, the events written) are checked here; the
 * end-to-end suite keeps what crosses processes.
 */
describe('invoice lifecycle (medium)', () => {
  // Identity names no merchant here: documents then carry the merchant's id, as in production.
  const world = useBillingWorld({ start: START, env: { ADVANCE_RATE: '0.85', ADVANCE_FEE_RATE: '0.02' } });
  const { clock } = world;

  /** A merchant of its own per test, so lines, clocks and events never meet. */
  const merchant = mediumMerchant;

  function create(principal: Principal, customerId: string, amount: number, extra: Record<string, unknown> = {}) {
    return world.invoices.create(
      principal,
      createInvoiceSchema.parse({ customer_id: customerId, number: `N-${randomBytes(3).toString('hex')}`, amount, ...extra }),
    );
  }

  const events = (invoiceId: string) =>
    writtenEvents(world.database.dataSource, "payload->'data'->>'id' = $1 OR payload->'data'->>'invoice_id' = $1", invoiceId);

  describe('creating', () => {
    it('answers the invoice exactly as a later read does, written with its event', async () => {
      const { principal, merchantId } = merchant();
      world.credit.open(merchantId, 'cus_created', 100_000);
      const created = await create(principal, 'cus_created', 1234.56, {
        terms: 'net60',
        order_number: 'SO-1',
        po_number: 'PO-9',
        notes: 'Pallets 1–3',
        advance_requested: true,
        line_items: [
          { description: 'Widgets', quantity: 3, unit_price: 400, amount: 1200 },
          { description: 'Freight', quantity: 1, unit_price: 34.56, amount: 34.56 },
        ],
      });
      expect(await world.invoices.get(principal, created.id)).toStrictEqual(created);
      expect(created).toMatchObject({ amount_due: 1234.56, terms: 'net60', invoiced_at: START, advance_requested: true, sent_at: null, po_number: 'PO-9' });
      expect(created.line_items).toHaveLength(2);
      expect((await events(created.id)).map((event) => event.type)).toEqual(['invoice.created']);
    });
  });

  describe('sending', () => {
    it('reserves the amount on the line with the due date the terms give from the sending, once', async () => {
      const { principal, merchantId } = merchant();
      world.credit.open(merchantId, 'cus_plain', 100_000);
      const created = await create(principal, 'cus_plain', 600, { terms: 'net30' });
      clock.advance(2 * DAY_MS);
      const sent = await world.invoices.send(principal, created.id);
      const sentAt = new Date(Date.parse(START) + 2 * DAY_MS);
      expect(sent).toMatchObject({
        sent_at: sentAt.toISOString(),
        due_at: new Date(sentAt.getTime() + 30 * DAY_MS).toISOString(),
        advanced: false,
        amount_advance: 0,
      });
      expect(world.credit.peer.requests(CreditSubjects.reserve).map((request) => request.body)).toEqual([
        { merchant_id: merchantId, customer_id: 'cus_plain', invoice_id: created.id, amount: 60_000, due_at: sent.due_at, purpose: 'invoice' },
      ]);
      // Sending again answers the invoice unchanged, asks credit nothing and writes no event.
      clock.advance(DAY_MS);
      expect(await world.invoices.send(principal, created.id)).toEqual(sent);
      expect(world.credit.peer.requests(CreditSubjects.reserve).filter((request) => request.body.invoice_id === created.id)).toHaveLength(1);
      expect((await events(created.id)).map((event) => event.type)).toEqual(['invoice.created', 'invoice.sent']);
    });

    it("passes credit's refusal through and leaves the invoice unsent", async () => {
      const { principal, merchantId } = merchant();
      world.credit.open(merchantId, 'cus_small', 10_000);
      const tooBig = await create(principal, 'cus_small', 150);
      await expect(world.invoices.send(principal, tooBig.id)).rejects.toMatchObject({ code: 'CREDIT.INSUFFICIENT_CREDIT', kind: 'invalid_request' });
      expect(await world.invoices.get(principal, tooBig.id)).toMatchObject({ sent_at: null });
      expect((await events(tooBig.id)).map((event) => event.type)).toEqual(['invoice.created']);
      const fits = await create(principal, 'cus_small', 60);
      expect((await world.invoices.send(principal, fits.id)).sent_at).toBe(START);
      expect(world.credit.reservedFor(merchantId, 'cus_small', fits.id)).toBe(6_000);
    });

    it('derives the due date of every kind of terms, and the customer default', async () => {
      const { principal, merchantId } = merchant();
      world.credit.open(merchantId, 'cus_terms', 1_000_000, { defaultTerms: 'net60' });
      const byDefault = await create(principal, 'cus_terms', 10);
      expect(byDefault).toMatchObject({ terms: 'net60', invoiced_at: START, due_at: new Date(Date.parse(START) + 60 * DAY_MS).toISOString() });
      const onReceipt = await world.invoices.send(principal, (await create(principal, 'cus_terms', 10, { terms: 'due_upon_receipt' })).id);
      expect(onReceipt.due_at).toBe(onReceipt.sent_at);
      // net10th: the 10th of the month after the sending.
      clock.set('2030-12-20T08:00:00.000Z');
      const tenth = await world.invoices.send(principal, (await create(principal, 'cus_terms', 10, { terms: 'net10th' })).id);
      expect(tenth.due_at?.slice(0, 10)).toBe('2031-01-10');
    });

    it("dates invoices on the merchant's sandbox clock", async () => {
      const { principal, merchantId } = merchant();
      world.credit.open(merchantId, 'cus_clock', 100_000);
      await world.merchantClock.advance(merchantId, 10);
      const dated = await create(principal, 'cus_clock', 10, { terms: 'net30' });
      expect(dated.invoiced_at).toBe(new Date(Date.parse(START) + 10 * DAY_MS).toISOString());
      expect(dated.due_at).toBe(new Date(Date.parse(START) + 40 * DAY_MS).toISOString());
      // Another merchant's time does not move.
      const other = merchant();
      world.credit.open(other.merchantId, 'cus_clock', 100_000);
      expect((await create(other.principal, 'cus_clock', 10)).invoiced_at).toBe(START);
    });
  });

  describe('advances', () => {
    it('names every missing condition at once: PDF, approval and available credit', async () => {
      const { principal, merchantId } = merchant();
      world.credit.open(merchantId, 'cus_unapproved', 0, { creditStatus: null });
      const created = await create(principal, 'cus_unapproved', 500, { advance_requested: true });
      const refused = await world.invoices.send(principal, created.id).catch((error: unknown) => error);
      expect(refused).toMatchObject({ code: 'BILLING.ADVANCE_CONDITIONS_NOT_MET' });
      const { details, message } = refused as { details: Array<{ path: string }>; message: string };
      expect(details.map((detail) => detail.path)).toEqual(['merchant_invoice_url', 'customer_id', 'amount']);
      expect(message).toMatch(/\(b\) the customer is not approved \(credit_status is null\)/);
      expect(message).toMatch(/\(c\) the customer's available credit \(0\.00\) does not cover the invoice amount \(500\.00\)/);
      expect(world.credit.peer.requests(CreditSubjects.reserve).filter((request) => request.body.invoice_id === created.id)).toEqual([]);
    });

    it("advances at the customer's rate, else the configured one, halves up to the cent, and reserves as an advance", async () => {
      const { principal, merchantId } = merchant();
      world.credit.open(merchantId, 'cus_rated', 500_000, { advanceRate: 0.9 });
      world.credit.open(merchantId, 'cus_default', 500_000);
      const rated = await create(principal, 'cus_rated', 1234.56, { advance_requested: true });
      await world.invoices.uploadPdf(principal, rated.id, MERCHANT_PDF);
      // 1234.56 × 0.9 = 1111.104 → 1111.10; fee 1234.56 × 0.02 = 24.6912 → 24.69.
      expect(await world.invoices.send(principal, rated.id)).toMatchObject({
        advanced: true,
        advance_rate: 0.9,
        amount_advance: 1111.1,
        amount_advance_fee: 24.69,
      });
      const plain = await create(principal, 'cus_default', 1000, { advance_requested: true });
      await world.invoices.uploadPdf(principal, plain.id, MERCHANT_PDF);
      expect(await world.invoices.send(principal, plain.id)).toMatchObject({ advanced: true, advance_rate: 0.85, amount_advance: 850, amount_advance_fee: 20 });
      expect(world.credit.peer.requests(CreditSubjects.reserve).find((request) => request.body.invoice_id === plain.id)?.body.purpose).toBe('advance');
      expect((await events(plain.id)).map((event) => event.type)).toEqual(['invoice.created', 'invoice.sent', 'invoice.advanced']);
    });

    it('turns a refusal for credit on the locked row into the third advance condition', async () => {
      const { principal, merchantId } = merchant();
      const line = world.credit.open(merchantId, 'cus_race', 100_000);
      const created = await create(principal, 'cus_race', 800, { advance_requested: true });
      await world.invoices.uploadPdf(principal, created.id, MERCHANT_PDF);
      // The figures say 1,000 available; by the time of the reservation another invoice took 300 of it.
      world.credit.beforeReserve = (reserving) => {
        if (reserving === line) line.reserved.set('inv_elsewhere', 30_000);
      };
      const refused = await world.invoices.send(principal, created.id).catch((error: unknown) => error);
      world.credit.beforeReserve = undefined;
      expect(refused).toMatchObject({ code: 'BILLING.ADVANCE_CONDITIONS_NOT_MET' });
      expect((refused as Error).message).toMatch(/\(c\) insufficient available credit/);
      expect(await world.invoices.get(principal, created.id)).toMatchObject({ sent_at: null, advanced: false });
    });
  });

  describe('void and cancel', () => {
    it('voids only a sent invoice, once, and writes the voided balance', async () => {
      const { principal, merchantId } = merchant();
      world.credit.open(merchantId, 'cus_void', 100_000);
      const draft = await create(principal, 'cus_void', 100);
      await expect(world.invoices.void(principal, draft.id)).rejects.toMatchObject({ code: 'BILLING.INVOICE_NOT_SENT' });
      const sent = await world.invoices.send(principal, draft.id);
      clock.advance(3_600_000);
      const voided = await world.invoices.void(principal, sent.id);
      expect(voided).toMatchObject({ voided: true, voided_at: clock.now().toISOString(), amount_voided: 100, amount_balance: 0, fully_paid: false });
      await expect(world.invoices.void(principal, sent.id)).rejects.toMatchObject({ code: 'BILLING.INVOICE_ALREADY_VOIDED' });
      await expect(world.invoices.cancel(principal, sent.id)).rejects.toMatchObject({ code: 'BILLING.INVOICE_VOIDED' });
      const written = await events(sent.id);
      expect(written.map((event) => event.type)).toEqual(['invoice.created', 'invoice.sent', 'invoice.voided', 'invoice.balance_updated']);
      expect(written[3].data).toMatchObject({ amount_balance: 0 });
    });

    it('cancels the unpaid remainder of a sent invoice, once', async () => {
      const { principal, merchantId } = merchant();
      world.credit.open(merchantId, 'cus_cancel', 100_000);
      const sent = await world.invoices.send(principal, (await create(principal, 'cus_cancel', 400)).id);
      const canceled = await world.invoices.cancel(principal, sent.id);
      expect(canceled).toMatchObject({ canceled: true, amount_canceled: 400, amount_balance: 0 });
      await expect(world.invoices.cancel(principal, sent.id)).rejects.toMatchObject({ code: 'BILLING.INVOICE_ALREADY_CANCELED' });
      await expect(world.invoices.void(principal, sent.id)).rejects.toMatchObject({ code: 'BILLING.INVOICE_CANCELED' });
      await expect(world.invoices.send(principal, sent.id)).rejects.toMatchObject({ code: 'BILLING.INVOICE_CLOSED' });
      expect((await events(sent.id)).map((event) => event.type)).toEqual(['invoice.created', 'invoice.sent', 'invoice.canceled', 'invoice.balance_updated']);
    });

    it("answers 404 for another merchant's invoice on every change", async () => {
      const owner = merchant();
      const stranger = merchant();
      world.credit.open(owner.merchantId, 'cus_owned', 100_000);
      const sent = await world.invoices.send(owner.principal, (await create(owner.principal, 'cus_owned', 50)).id);
      for (const change of [world.invoices.send, world.invoices.void, world.invoices.cancel, world.invoices.get]) {
        await expect(change.call(world.invoices, stranger.principal, sent.id)).rejects.toMatchObject({ kind: 'not_found' });
      }
      expect(await world.invoices.get(owner.principal, sent.id)).toMatchObject({ voided: false, canceled: false });
    });
  });

  it('renders the PDF of a sent invoice with its number, amount, customer and due date', async () => {
    const { principal, merchantId } = merchant();
    world.credit.open(merchantId, 'cus_pdf', 1_000_000);
    const sent = await world.invoices.send(principal, (await create(principal, 'cus_pdf', 4000, { number: 'R334-097', terms: 'net30' })).id);
    await world.documents.drain();
    const rendered = await world.invoices.get(principal, sent.id);
    expect(rendered.resolve_invoice_status).toBe('completed');
    const file = new URL(rendered.resolve_invoice_url as string).pathname.split('/').pop() as string;
    const document = await world.documents.document(file);
    const pdf = await readPdf(Buffer.from(document.body, 'base64'));
    expect(pdf.pages).toHaveLength(1);
    const text = pdf.pages[0].text;
    for (const expected of ['Invoice R334-097', '$4,000.00', 'Globex Wholesale', merchantId, 'Net 30 days', String(sent.due_at).slice(0, 10)])
      expect(text).toContain(expected);
  });
});
