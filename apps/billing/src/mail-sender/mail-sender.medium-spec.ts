import { createInvoiceSchema, Principal } from '@netline/contracts';
import { IdGenerator } from '@netline/persistence';
import { MailSink, readPdf } from '@netline/testing';
import { mediumMerchant } from '@netline/testing/medium';
import { randomBytes } from 'node:crypto';
import { useBillingWorld } from '../billing.medium-fixture';
import { Email } from '../mail/email.entity';
import { MailOutbox } from '../mail/mail-outbox.service';
import { MailSender } from './mail-sender.service';

const START = '2030-05-04T10:00:00.000Z';
const RETRY_MS = 1_000;

/**
 * The mail path in one process: billing's real invoices service writing messages in its transactions,
 * the real sender and nodemailer talking SMTP to a real SMTP server (`MailSink`, the smtp-server package)
 * that the test stops, restarts and has refuse recipients, against real PostgreSQL; credit is a fake over
 * real NATS, and the sender's clock is one the test moves, so retries fall due when the test says.
 */
describe('the mail path (billing, SMTP)', () => {
  let sink: MailSink;
  let sender: MailSender;
  let capturing: MailSender;

  // The mail server first: billing's settings name it.
  beforeAll(async () => {
    sink = await MailSink.start();
  });

  const world = useBillingWorld({
    start: START,
    rpcName: 'billing-mail-medium',
    merchantName: 'Acme Tools',
    env: () => ({
      SMTP_URL: sink.url,
      MAIL_FROM: 'invoices@netline.test',
      MAIL_RETRY_BASE_MS: String(RETRY_MS),
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_TIMEOUT_MS: '5000',
    }),
  });
  const { clock } = world;

  beforeAll(() => {
    const { emails, settings, repository, documents, creditClient, unitOfWork, merchantClock, config, logger } = world;
    // The senders hear of new messages through an outbox of their own, which nothing writes to: here each
    // pass runs when the test drains, never on a write's kick.
    const quiet = new MailOutbox(emails, settings, new IdGenerator(), clock);
    const parts = [emails, quiet, repository, settings, documents, creditClient, unitOfWork, clock, merchantClock] as const;
    sender = new MailSender(...parts, config, logger);
    capturing = new MailSender(...parts, { ...config, SMTP_URL: undefined }, logger);
    world.closeFirst(() => sender.onApplicationShutdown());
    world.closeFirst(() => capturing.onApplicationShutdown());
    world.closeFirst(() => sink.stop());
  });

  /** A merchant and an approved customer of its own, with mailboxes of its own. */
  const customer = (addresses: { apEmail?: string; email?: string } = {}) => {
    const { principal, merchantId } = mediumMerchant();
    const tag = randomBytes(4).toString('hex');
    const customerId = `cus_${tag}`;
    const ap = addresses.apEmail ?? `ap-${tag}@buyer.example`;
    world.credit.open(merchantId, customerId, 1_000_000, { apEmail: ap, email: addresses.email ?? ap });
    return { principal, merchantId, customerId, ap };
  };

  /** Creates and sends an invoice, and renders its PDF (which the invoice message waits for). */
  const sendInvoice = async (principal: Principal, customerId: string) => {
    const created = await world.invoices.create(
      principal,
      createInvoiceSchema.parse({ customer_id: customerId, number: `N-${randomBytes(3).toString('hex')}`, amount: 120 }),
    );
    await world.invoices.send(principal, created.id);
    await world.documents.drain();
    return created;
  };

  const messageOf = async (merchantId: string, invoiceId: string): Promise<Email> => {
    const { items } = await world.emails.list(merchantId, {
      page: 0,
      limit: 10,
      offset: 0,
      filters: [{ field: 'invoice_id', op: 'eq', value: invoiceId }],
      sort: [],
      params: {},
    });
    expect(items).toHaveLength(1);
    return items[0];
  };

  it('sends the invoice once, with the PDF attached, from Netline under the merchant name', async () => {
    const { principal, merchantId, customerId, ap } = customer();
    const invoice = await sendInvoice(principal, customerId);

    expect(await sender.drain()).toBe(1);
    expect(await sender.drain()).toBe(0);

    const [mail] = await sink.waitFor(ap);
    expect(mail.from).toBe('invoices@netline.test');
    expect(mail.parsed.from?.value).toEqual([{ address: 'invoices@netline.test', name: 'Acme Tools' }]);
    expect(mail.parsed.messageId).toMatch(/^<eml_[A-Za-z0-9]+@netline\.test>$/);
    const pdf = await readPdf(mail.parsed.attachments[0].content);
    expect(pdf.text).toContain(`Invoice ${invoice.number}`);
    expect(await messageOf(merchantId, invoice.id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, toAddresses: [ap] });
    expect(sink.to(ap)).toHaveLength(1);
  });

  it('keeps messages through a mail server outage and sends each exactly once when it returns', async () => {
    const { principal, merchantId, customerId, ap } = customer();
    await sink.pause();
    const first = await sendInvoice(principal, customerId);
    const second = await sendInvoice(principal, customerId);

    expect(await sender.drain()).toBe(2);
    for (const invoice of [first, second]) {
      const email = await messageOf(merchantId, invoice.id);
      expect(email).toMatchObject({ status: 'queued', attempts: 1 });
      expect(email.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
      expect(email.nextAttemptAt!.getTime()).toBe(clock.now().getTime() + RETRY_MS);
    }
    // Not due before its time: nothing is tried.
    expect(await sender.drain()).toBe(0);

    await sink.resume();
    clock.advance(RETRY_MS);
    expect(await sender.drain()).toBe(2);
    clock.advance(60 * RETRY_MS);
    expect(await sender.drain()).toBe(0);

    // One message per invoice, whichever went first.
    const numbers = sink.to(ap).map((mail) => /^Invoice (\S+) from Acme Tools/.exec(mail.parsed.subject ?? '')?.[1]);
    expect(numbers.sort()).toEqual([first.number, second.number].sort());
    for (const invoice of [first, second]) expect(await messageOf(merchantId, invoice.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('records a permanent refusal and never retries it', async () => {
    const refused = `gone-${randomBytes(4).toString('hex')}@buyer.example`;
    sink.refused.add(refused);
    const { principal, merchantId, customerId } = customer({ apEmail: refused });
    const invoice = await sendInvoice(principal, customerId);

    expect(await sender.drain()).toBe(1);
    const email = await messageOf(merchantId, invoice.id);
    expect(email).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
    expect(email.lastError).toMatch(/^refused: 550 .*recipient unknown/);
    clock.advance(3_600_000);
    expect(await sender.drain()).toBe(0);
  });

  it('gives a message up after MAIL_MAX_ATTEMPTS temporary failures, saying so', async () => {
    const { principal, merchantId, customerId } = customer();
    await sink.pause();
    try {
      const invoice = await sendInvoice(principal, customerId);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect(await sender.drain()).toBe(1);
        clock.advance(4 * RETRY_MS);
      }
      const email = await messageOf(merchantId, invoice.id);
      expect(email).toMatchObject({ status: 'failed', attempts: 3 });
      expect(email.lastError).toMatch(/^gave up after 3 attempts: /);
      expect(await sender.drain()).toBe(0);
    } finally {
      await sink.resume();
    }
  });

  it('without a mail server keeps the composed message as captured, and sends nothing', async () => {
    const { principal, merchantId, customerId, ap } = customer();
    const invoice = await sendInvoice(principal, customerId);

    expect(await capturing.drain()).toBe(1);
    const email = await messageOf(merchantId, invoice.id);
    expect(email).toMatchObject({ status: 'captured', attempts: 0, lastError: null, toAddresses: [ap] });
    expect(email.subject).toContain(`Invoice ${invoice.number} from Acme Tools`);
    expect(email.textBody).toContain('View and pay: ');
    expect(sink.to(ap)).toHaveLength(0);
  });

  it('sends the invoice of a customer without an address, and the log says why nothing was mailed', async () => {
    const { principal, merchantId, customerId } = customer({ apEmail: '', email: '' });
    const invoice = await sendInvoice(principal, customerId);
    expect((await world.invoices.get(principal, invoice.id)).sent_at).not.toBeNull();

    expect(await sender.drain()).toBe(1);
    expect(await messageOf(merchantId, invoice.id)).toMatchObject({
      status: 'failed',
      toAddresses: [],
      lastError: 'the customer has no email address (business_ap_email or email): nothing was mailed',
    });
  });

  it('writes no message of a kind the merchant switched off', async () => {
    const { principal, merchantId, customerId } = customer();
    await world.database.dataSource.transaction((manager) =>
      world.settings.put(
        manager,
        merchantId,
        {
          remindersEnabled: true,
          reminderSchedule: [0],
          replyTo: null,
          emails: { invoice: false, reminder: true, receipt: true, enrollment_offer: true, statement: true },
          updatedAt: null,
        },
        clock.now(),
      ),
    );
    const invoice = await sendInvoice(principal, customerId);
    const { items } = await world.emails.list(merchantId, {
      page: 0,
      limit: 10,
      offset: 0,
      filters: [{ field: 'invoice_id', op: 'eq', value: invoice.id }],
      sort: [],
      params: {},
    });
    expect(items).toEqual([]);
  });
});
