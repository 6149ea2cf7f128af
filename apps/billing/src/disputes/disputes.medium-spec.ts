import { createInvoiceSchema, DomainError, openDisputeSchema, Principal, rejectDisputeSchema, resolveDisputeSchema } from '@netline/contracts';
import { IdGenerator } from '@netline/persistence';
import { mediumMerchant, writtenEvents } from '@netline/testing/medium';
import { randomBytes } from 'node:crypto';
import { useBillingWorld } from '../billing.medium-fixture';
import { CollectionsJobs } from '../collections/collections-jobs.service';
import { CollectionsService } from '../collections/collections.service';
import { CreditNotesRepository } from '../credit-notes/credit-notes.repository';
import { CreditNotesService } from '../credit-notes/credit-notes.service';
import { DisputesRepository } from './disputes.repository';
import { DisputesService, merchantSide } from './disputes.service';

const DAY_MS = 86_400_000;
const START = '2030-07-01T09:00:00.000Z';

/**
 * Disputes in one process: billing's real disputes, credit notes, invoices and collections pass against
 * real PostgreSQL, a fake credit over real NATS, and a clock the test moves. While a dispute is open no
 * reminder goes (scheduled or on request); once closed the schedule continues from the step due; a
 * resolution is a real credit note, applied in the same transaction; the events are read from the outbox.
 */
describe('disputes (billing)', () => {
  const world = useBillingWorld({ start: START, rpcName: 'billing-disputes-medium', merchantName: 'Acme Tools' });
  const { clock } = world;
  let jobs: CollectionsJobs;
  let collections: CollectionsService;
  let disputes: DisputesService;
  let creditNotes: CreditNotesService;

  beforeAll(() => {
    const { repository, settings, promises, emails, outbox, unitOfWork, database, merchantClock, creditClient, config, logger } = world;
    jobs = new CollectionsJobs(repository, settings, promises, outbox, unitOfWork, clock, merchantClock, config, logger);
    collections = new CollectionsService(settings, emails, repository, outbox, creditClient, unitOfWork, merchantClock);
    creditNotes = new CreditNotesService(new CreditNotesRepository(database.dataSource), repository, unitOfWork, merchantClock, new IdGenerator());
    disputes = new DisputesService(new DisputesRepository(database.dataSource), repository, creditNotes, unitOfWork, merchantClock, new IdGenerator());
  });

  const sent = async (principal: Principal, merchantId: string) => {
    const customerId = `cus_${randomBytes(4).toString('hex')}`;
    world.credit.open(merchantId, customerId, 1_000_000);
    const created = await world.invoices.create(
      principal,
      createInvoiceSchema.parse({ customer_id: customerId, number: `N-${randomBytes(3).toString('hex')}`, amount: 500, terms: 'net30' }),
    );
    await world.invoices.send(principal, created.id);
    return created.id;
  };
  const open = (principal: Principal, invoiceId: string, amount = 200) =>
    disputes.open(merchantSide(principal), invoiceId, openDisputeSchema.parse({ reason: 'goods_damaged', amount, message: 'Two boxes arrived crushed' }));
  const reminderSteps = async (invoiceId: string) =>
    (
      await world.database.dataSource.query<Array<{ reminder_offset_days: number }>>(
        "SELECT reminder_offset_days FROM emails WHERE invoice_id = $1 AND kind = 'reminder' AND reminder_offset_days IS NOT NULL ORDER BY created_at",
        [invoiceId],
      )
    ).map((row) => row.reminder_offset_days);
  const runFor = async (merchantId: string) => (await jobs.runAll()).find((run) => run.merchant_id === merchantId);
  const refusal = async (call: Promise<unknown>) => {
    try {
      await call;
    } catch (error) {
      if (error instanceof DomainError) return { code: error.code, kind: error.kind };
      throw error;
    }
    throw new Error('the call was not refused');
  };

  it('holds back every reminder while the dispute is open, and continues from the step due once it is rejected', async () => {
    const { principal, merchantId } = mediumMerchant();
    const invoiceId = await sent(principal, merchantId);
    const dispute = await open(principal, invoiceId);
    expect(dispute).toMatchObject({
      status: 'open',
      amount: 200,
      reason: 'goods_damaged',
      messages: [{ author: 'merchant', text: 'Two boxes arrived crushed' }],
    });
    expect(await world.invoices.get(principal, invoiceId)).toMatchObject({ dispute_id: dispute.id });

    // Three days before the due date the first step falls due: the pass does not even read the invoice.
    clock.advance(27 * DAY_MS);
    expect(await runFor(merchantId)).toMatchObject({ examined: 0, reminders: 0 });
    expect(await reminderSteps(invoiceId)).toEqual([]);
    expect(await refusal(collections.remind(principal, invoiceId))).toEqual({ code: 'BILLING.INVOICE_DISPUTED', kind: 'invalid_request' });

    const rejected = await disputes.reject(merchantSide(principal), dispute.id, rejectDisputeSchema.parse({ message: 'Delivery note signed without remarks' }));
    expect(rejected).toMatchObject({
      status: 'rejected',
      resolution: 'rejected',
      credit_note_id: null,
      amount_credited: 0,
      closed_at: clock.now().toISOString(),
    });
    expect(rejected.messages.map((message) => message.author)).toEqual(['merchant', 'merchant']);
    expect(await world.invoices.get(principal, invoiceId)).toMatchObject({ dispute_id: null, amount_balance: 500 });

    // The step that fell due while it was open goes on the next run.
    expect(await runFor(merchantId)).toMatchObject({ examined: 1, reminders: 1 });
    expect(await reminderSteps(invoiceId)).toEqual([-3]);
    const events = await writtenEvents(world.database.dataSource, "type LIKE 'invoice.dispute_%' AND payload->'data'->>'id' = $1", dispute.id);
    expect(events.map((event) => [event.type, event.data.resolution ?? null])).toEqual([
      ['invoice.dispute_opened', null],
      ['invoice.dispute_resolved', 'rejected'],
    ]);
  });

  it('resolves with a real credit note in the same transaction: the balance drops and the events are written', async () => {
    const { principal, merchantId } = mediumMerchant();
    const invoiceId = await sent(principal, merchantId);
    const dispute = await open(principal, invoiceId, 200);
    expect(await refusal(open(principal, invoiceId, 10))).toEqual({ code: 'BILLING.DISPUTE_ALREADY_OPEN', kind: 'conflict' });
    expect(await refusal(disputes.resolve(merchantSide(principal), dispute.id, resolveDisputeSchema.parse({ amount: 200.01 })))).toEqual({
      code: 'BILLING.RESOLUTION_EXCEEDS_DISPUTE',
      kind: 'invalid_request',
    });

    clock.advance(DAY_MS);
    const resolved = await disputes.resolve(
      merchantSide(principal),
      dispute.id,
      resolveDisputeSchema.parse({ amount: 150, message: 'Credited the two boxes' }),
    );
    expect(resolved).toMatchObject({ status: 'resolved', resolution: 'credited', amount_credited: 150, credit_note_id: expect.stringMatching(/^cn_/) });
    expect(resolved.messages.map((message) => [message.author, message.text])).toEqual([
      ['merchant', 'Two boxes arrived crushed'],
      ['merchant', 'Credited the two boxes'],
    ]);
    const note = await creditNotes.get(principal, resolved.credit_note_id!);
    expect(note).toMatchObject({ invoice_id: invoiceId, amount: 150, amount_paid: 150, reason_code: 'other', voided: false });
    expect(await world.invoices.get(principal, invoiceId)).toMatchObject({ amount_balance: 350, amount_credited: 150, dispute_id: null });

    // A closed dispute is final, and the invoice takes a new one.
    expect(await refusal(disputes.reject(merchantSide(principal), dispute.id, rejectDisputeSchema.parse({ message: 'no' })))).toEqual({
      code: 'BILLING.DISPUTE_CLOSED',
      kind: 'invalid_request',
    });
    expect(await open(principal, invoiceId, 350)).toMatchObject({ status: 'open' });
    expect(await refusal(open(principal, invoiceId, 1))).toMatchObject({ code: 'BILLING.DISPUTE_ALREADY_OPEN' });

    const events = await writtenEvents(
      world.database.dataSource,
      "(payload->'data'->>'id' IN ($1, $2) OR payload->'data'->>'invoice_id' = $3) AND type <> 'invoice.created' AND type <> 'invoice.sent'",
      dispute.id,
      invoiceId,
      invoiceId,
    );
    const resolvedAt = clock.now().toISOString();
    expect(events.slice(0, 4).map((event) => [event.type, event.occurred_at])).toEqual([
      ['invoice.dispute_opened', START],
      ['credit_note.applied', resolvedAt],
      ['invoice.balance_updated', resolvedAt],
      ['invoice.dispute_resolved', resolvedAt],
    ]);
    expect(events[0].data).toEqual({ id: dispute.id, invoice_id: invoiceId, customer_id: resolved.customer_id, reason: 'goods_damaged', amount: 20_000 });
    expect(events[3].data).toEqual({
      id: dispute.id,
      invoice_id: invoiceId,
      customer_id: resolved.customer_id,
      resolution: 'credited',
      credit_note_id: resolved.credit_note_id,
      amount_credited: 15_000,
    });
  });

  it("refuses a dispute over the balance or on an unsent invoice, and never shows another merchant's", async () => {
    const { principal, merchantId } = mediumMerchant();
    const invoiceId = await sent(principal, merchantId);
    expect(await refusal(open(principal, invoiceId, 500.01))).toEqual({ code: 'BILLING.DISPUTE_EXCEEDS_BALANCE', kind: 'invalid_request' });
    const customerId = `cus_${randomBytes(4).toString('hex')}`;
    world.credit.open(merchantId, customerId, 1_000_000);
    const draft = await world.invoices.create(principal, createInvoiceSchema.parse({ customer_id: customerId, number: 'DRAFT-1', amount: 100 }));
    expect(await refusal(open(principal, draft.id, 10))).toEqual({ code: 'BILLING.INVOICE_NOT_SENT', kind: 'invalid_request' });

    const dispute = await open(principal, invoiceId, 10);
    const other = mediumMerchant();
    expect(await refusal(disputes.get(merchantSide(other.principal), dispute.id))).toEqual({ code: 'BILLING.DISPUTE_NOT_FOUND', kind: 'not_found' });
    expect(await refusal(open(other.principal, invoiceId, 10))).toEqual({ code: 'BILLING.INVOICE_NOT_FOUND', kind: 'not_found' });
    // A buyer's side adds to the thread but cannot close the dispute.
    const buyer = { ...merchantSide(principal), side: 'buyer' as const, customerId: dispute.customer_id };
    expect((await disputes.addMessage(buyer, dispute.id, { message: 'Photos attached' })).messages.at(-1)).toMatchObject({
      author: 'buyer',
      text: 'Photos attached',
    });
    // The message is an event of its own, naming its author, for the merchant's audit trail.
    const added = await writtenEvents(world.database.dataSource, "type = 'dispute.message_added' AND payload->'data'->>'id' = $1", dispute.id);
    expect(added.map((event) => event.data)).toEqual([
      { id: dispute.id, invoice_id: invoiceId, customer_id: dispute.customer_id, author: 'buyer', message_number: 2 },
    ]);
    expect(await refusal(disputes.reject(buyer, dispute.id, { message: 'no' }))).toEqual({ code: 'BILLING.DISPUTE_MERCHANT_ONLY', kind: 'forbidden' });
    expect(await refusal(disputes.get({ ...buyer, customerId: 'cus_other' }, dispute.id))).toMatchObject({ code: 'BILLING.DISPUTE_NOT_FOUND' });
  });
});
