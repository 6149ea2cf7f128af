import { randomBytes } from 'node:crypto';
import type { components, Netline } from '@netline/sdk';
import type { LostAnswer, WriteAttempt } from './lost-answer';

type Customer = components['schemas']['Customer'];
type Invoice = components['schemas']['Invoice'];
type Payment = components['schemas']['Payment'];
type Payout = components['schemas']['Payout'];
type PayoutTransaction = components['schemas']['PayoutTransaction'];

/** The credit line the sandbox underwriter grants the journey's customer, and the invoice it then buys on. */
const CREDIT_LINE = 50_000;
const ADVANCE_RATE = 0.8;
const INVOICE_AMOUNT = 1_250;

export interface JourneyOptions {
  /** The fault the client's `fetch` goes through: it loses the first answer of the invoice's creation. */
  lostAnswer: LostAnswer;
  /** How many customers the merchant has at least when they are listed; the journey creates the rest (default 250). */
  customers?: number;
  /** How many of those customers are created at once (default 8). */
  concurrency?: number;
  /** How long to wait for what the services do after they answered: a payment applied, a payout transaction booked (default 30 s). */
  settleTimeoutMs?: number;
  /** A tag for this run, in every name and number it writes (default: 6 random hex digits). */
  run?: string;
  /** Where each step is reported as it happens (default: nowhere). */
  log?: (line: string) => void;
}

/** What the journey saw at each step: the API's own objects, so every field is as the API reference types it. */
export interface JourneyReport {
  run: string;
  customer: {
    created: Customer;
    /** After the credit check was requested: pending, waiting for the underwriter. */
    checked: Customer;
    /** After the sandbox underwriter's decision: approved, offered net terms. */
    approved: Customer;
    /** After the customer accepted the offer. */
    enrolled: Customer;
  };
  invoice: {
    created: Invoice;
    /** Every attempt of the invoice's creation that reached the API: the one whose answer was lost, then the retries. */
    attempts: WriteAttempt[];
    /** The customer's invoices with that number, read after the retry: exactly one unless the write was applied twice. */
    withNumber: Invoice[];
    sent: Invoice;
    /** The invoice once billing applied the payment to it. */
    paid: Invoice;
  };
  payment: Payment;
  payout: {
    /** The payment forwarded to the merchant, as a payout transaction, with the payout it went into. */
    transaction: PayoutTransaction;
    /** What the payout run answered: the payouts it made. */
    ran: Payout[];
    /** The payout holding the transaction, once the sandbox bank paid it. */
    paid: Payout;
  };
  customers: {
    target: number;
    /** How many the journey created to reach the target. */
    created: number;
    /** The list's `count` just before it was iterated. */
    count: number;
    /** How many items `list` yielded, across every page. */
    iterated: number;
    /** Ids that came more than once. */
    seenTwice: string[];
    /** Ids the journey created (the journey's customer included) that never came. */
    missing: string[];
  };
}

/**
 * The sandbox journey of a merchant's integration, through `@netline/sdk` alone:
 *
 * 1. a customer is created and its credit checked; the sandbox plays the underwriter (approves a line) and
 *    the customer (accepts the net-terms offer);
 * 2. an invoice is created while the fault in front of the API loses the first answer: the client retries
 *    with the same `Idempotency-Key`, and the customer's invoices with that number are then exactly one;
 * 3. the invoice is sent, the sandbox bank brings the customer's payment (pending, in transit, paid), and
 *    billing applies it to the invoice;
 * 4. the payment, forwarded to the merchant as a payout transaction, goes into a payout that the sandbox
 *    bank pays;
 * 5. customers are created until the merchant has at least `customers` of them, and `list` walks them
 *    all, page after page.
 *
 * Answers what it saw; `journeyProblems` says which of its expectations that breaks. A refusal of the API
 * is thrown as the SDK's typed error.
 */
export async function runJourney(netline: Netline, options: JourneyOptions): Promise<JourneyReport> {
  const run = options.run ?? randomBytes(3).toString('hex');
  const log = options.log ?? (() => undefined);
  const settleMs = options.settleTimeoutMs ?? 30_000;
  const target = options.customers ?? 250;

  // 1. The customer, and its credit. The sandbox underwriter reads markers in the business name: with
  // "pending" in it the check waits for a decision, which the journey then records as the underwriter would.
  const created = await netline.unwrap(
    netline.api.POST('/customers', {
      body: {
        business_name: `Journey ${run} Pending Supply`,
        business_address: '200 Congress Ave',
        business_city: 'Austin',
        business_state: 'TX',
        business_zip: '78701',
        business_country: 'US',
        email: `owner-${run}@journey.example`,
        business_ap_email: `ap-${run}@journey.example`,
        default_terms: 'net30',
      },
    }),
  );
  const customerPath = { path: { customer_id: created.id } };
  log(`customer ${created.id} created: ${created.business_name}`);
  await netline.unwrap(
    netline.api.POST('/customers/{customer_id}/credit-check', {
      params: customerPath,
      body: { amount_requested: CREDIT_LINE, has_purchase_history: true, has_purchase_terms_history: false },
    }),
  );
  const checked = await netline.unwrap(netline.api.GET('/customers/{customer_id}', { params: customerPath }));
  log(`credit check requested: credit_status ${checked.credit_status}`);
  const approved = await netline.unwrap(
    netline.api.POST('/sandbox/customers/{customer_id}/credit-decision', {
      params: customerPath,
      body: { decision: 'approved', amount: CREDIT_LINE, advance_rate: ADVANCE_RATE },
    }),
  );
  log(
    `underwriter approved a line of ${dollars(approved.amount_approved)}: credit_status ${approved.credit_status}, net_terms_status ${approved.net_terms_status}`,
  );
  const enrolled = await netline.unwrap(netline.api.POST('/sandbox/customers/{customer_id}/enroll', { params: customerPath }));
  log(`customer accepted the net-terms offer: net_terms_status ${enrolled.net_terms_status}`);

  // 2. The invoice, whose first answer is lost after the API applied it.
  const number = `JRN-${run}`;
  options.lostAnswer.arm('POST', `${netline.baseUrl}/invoices`);
  let attempts: WriteAttempt[] = [];
  let invoice: Invoice;
  try {
    invoice = await netline.unwrap(
      netline.api.POST('/invoices', { body: { customer_id: created.id, number, amount: INVOICE_AMOUNT, terms: 'net30', order_number: `ORD-${run}` } }),
    );
  } finally {
    attempts = options.lostAnswer.disarm();
  }
  log(
    `invoice ${invoice.number} created (${invoice.id}) after ${attempts.length} attempts: ` +
      attempts.map((attempt) => `${attempt.status}${attempt.lost ? ' (answer lost, the client saw 503)' : ''} key ${attempt.idempotencyKey}`).join('; '),
  );
  const withNumber = await collect(netline.list('/invoices', { query: { 'filter[customer_id][eq]': created.id, 'filter[number][eq]': number } }));
  log(`invoices of the customer numbered ${number}: ${withNumber.length}`);

  // 3. Sent, paid by the customer, applied by billing.
  const invoicePath = { path: { invoice_id: invoice.id } };
  const sent = await netline.unwrap(netline.api.PUT('/invoices/{invoice_id}/send', { params: invoicePath }));
  log(`invoice sent at ${sent.sent_at}: ${dollars(sent.amount_balance)} owed`);
  const arrived = await netline.unwrap(
    netline.api.POST('/sandbox/payments', {
      body: { customer_id: created.id, amount: sent.amount_balance, method: 'ach_debit', links: [{ invoice_id: invoice.id, amount: sent.amount_balance }] },
    }),
  );
  const paymentPath = { path: { payment_id: arrived.id } };
  await netline.unwrap(netline.api.POST('/sandbox/payments/{payment_id}/status', { params: paymentPath, body: { status: 'in_transit' } }));
  const payment = await netline.unwrap(netline.api.POST('/sandbox/payments/{payment_id}/status', { params: paymentPath, body: { status: 'paid' } }));
  log(`payment ${payment.id} of ${dollars(payment.amount)}: ${payment.status}`);
  // Billing applies a payment when it reads treasury's event, a moment after treasury answered.
  const paid = await until(
    'billing to apply the payment to the invoice',
    settleMs,
    () => netline.unwrap(netline.api.GET('/invoices/{invoice_id}', { params: invoicePath })),
    (read) => read.fully_paid,
  );
  log(`invoice fully paid: ${dollars(paid.amount_paid)} paid, ${dollars(paid.amount_balance)} owed`);

  // 4. The payout. Treasury books the forwarded payment as a payout transaction; a payout run takes every
  // transaction not yet paid out. Where treasury's daily job runs (a local `npm start`), the job may have
  // taken it first, so the payout is found from the transaction rather than from the run's answer.
  const booked = await until(
    'treasury to book the forwarded payment',
    settleMs,
    () => first(netline.list('/payout-transactions', { query: { 'filter[invoice_id][eq]': invoice.id, 'filter[type][eq]': 'payment' } })),
    (transaction): transaction is PayoutTransaction => transaction !== undefined,
  );
  const ran = (await netline.unwrap(netline.api.POST('/sandbox/payouts/run', {}))).payouts;
  const transaction = await netline.unwrap(
    netline.api.GET('/payout_transactions/{payout_transaction_id}', { params: { path: { payout_transaction_id: booked.id } } }),
  );
  if (transaction.payout_id === null) throw new Error(`The payout run left the payout transaction ${transaction.id} unpaid out`);
  const payoutPath = { path: { payout_id: transaction.payout_id } };
  let payout = await netline.unwrap(netline.api.GET('/payouts/{payout_id}', { params: payoutPath }));
  log(`payout ${payout.id} (${ran.length} made by the run): net ${dollars(payout.amount_net)}, ${payout.status}`);
  // The sandbox bank moves it on as a bank would: sent, then arrived.
  const movePayout = (status: 'in_transit' | 'paid') =>
    netline.unwrap(netline.api.POST('/sandbox/payouts/{payout_id}/status', { params: payoutPath, body: { status } }));
  if (payout.status === 'pending') payout = await movePayout('in_transit');
  if (payout.status === 'in_transit') payout = await movePayout('paid');
  const observed = await netline.unwrap(netline.api.GET('/payouts/{payout_id}', { params: payoutPath }));
  log(`payout ${observed.id}: ${observed.status} at ${observed.paid_at}`);

  // 5. Enough customers, then every one of them through `list`.
  const before = (await netline.unwrap(netline.api.GET('/customers', { params: { query: { limit: 25 } } }))).count;
  const toCreate = Math.max(0, target - before);
  log(`the merchant has ${before} customer${before === 1 ? '' : 's'}; creating ${toCreate}, ${options.concurrency ?? 8} at a time`);
  const createdIds = await bounded(toCreate, options.concurrency ?? 8, async (index) => {
    const customer = await netline.unwrap(
      netline.api.POST('/customers', {
        body: {
          business_name: `Journey ${run} Buyer ${index + 1}`,
          business_address: `${index + 1} Lavaca St`,
          business_city: 'Austin',
          business_state: 'TX',
          business_zip: '78701',
          business_country: 'US',
          email: `buyer-${index + 1}-${run}@journey.example`,
          business_ap_email: `ap-${index + 1}-${run}@journey.example`,
        },
      }),
    );
    if ((index + 1) % 50 === 0) log(`  ${index + 1} of ${toCreate} created`);
    return customer.id;
  });
  const count = (await netline.unwrap(netline.api.GET('/customers', { params: { query: { limit: 25 } } }))).count;
  const seen = new Map<string, number>();
  let iterated = 0;
  // Oldest first: a customer created while the pages are read joins the end of the list instead of
  // pushing the ones not yet read onto a page already read.
  for await (const customer of netline.list('/customers', { query: { limit: 100, sort: 'created_at' } })) {
    iterated += 1;
    seen.set(customer.id, (seen.get(customer.id) ?? 0) + 1);
  }
  const seenTwice = [...seen].filter(([, times]) => times > 1).map(([id]) => id);
  const missing = [created.id, ...createdIds].filter((id) => !seen.has(id));
  log(`listed ${iterated} customers (count ${count}): ${seen.size} distinct, ${seenTwice.length} seen twice, ${missing.length} missing`);

  return {
    run,
    customer: { created, checked, approved, enrolled },
    invoice: { created: invoice, attempts, withNumber, sent, paid },
    payment,
    payout: { transaction, ran, paid: observed },
    customers: { target, created: createdIds.length, count, iterated, seenTwice, missing },
  };
}

/** The journey's expectations that its report breaks; none when the integration works end to end. */
export function journeyProblems(report: JourneyReport): string[] {
  const problems: string[] = [];
  const expectThat = (holds: boolean, problem: string) => {
    if (!holds) problems.push(problem);
  };
  const { customer, invoice, payment, payout, customers } = report;
  expectThat(customer.checked.credit_status === 'pending', `after the credit check the customer is ${customer.checked.credit_status}, not pending`);
  expectThat(
    customer.approved.credit_status === 'approved' && customer.approved.amount_approved === CREDIT_LINE,
    `the underwriter's decision left the customer ${customer.approved.credit_status} with a line of ${customer.approved.amount_approved}`,
  );
  expectThat(customer.enrolled.net_terms_status === 'enrolled', `after enrolling the customer is ${customer.enrolled.net_terms_status}`);

  const [lost, ...retries] = invoice.attempts;
  expectThat(lost?.lost === true && lost.status === 200, 'the first attempt of the invoice was not applied and then lost');
  expectThat(retries.length > 0 && retries[retries.length - 1].status === 200, 'the invoice was not retried to success');
  expectThat(
    lost?.idempotencyKey != null && invoice.attempts.every((attempt) => attempt.idempotencyKey === lost.idempotencyKey),
    `the attempts carried different Idempotency-Keys: ${invoice.attempts.map((attempt) => attempt.idempotencyKey).join(', ')}`,
  );
  expectThat(
    invoice.withNumber.length === 1 && invoice.withNumber[0].id === invoice.created.id,
    `${invoice.withNumber.length} invoices numbered ${invoice.created.number}, where one was created`,
  );
  expectThat(invoice.sent.sent_at !== null, 'the invoice was not sent');
  expectThat(payment.status === 'paid', `the payment is ${payment.status}`);
  expectThat(
    invoice.paid.fully_paid && invoice.paid.amount_paid === INVOICE_AMOUNT && invoice.paid.amount_balance === 0,
    `the invoice has ${invoice.paid.amount_paid} paid and ${invoice.paid.amount_balance} owed`,
  );
  expectThat(payout.transaction.payment_id === payment.id, 'the payout transaction is not the payment forwarded');
  expectThat(payout.paid.id === payout.transaction.payout_id && payout.paid.status === 'paid', `the payout is ${payout.paid.status}`);

  expectThat(customers.iterated >= customers.target, `list yielded ${customers.iterated} customers, fewer than ${customers.target}`);
  expectThat(customers.iterated >= customers.count, `list yielded ${customers.iterated} customers where the count said ${customers.count}`);
  expectThat(customers.seenTwice.length === 0, `customers listed twice: ${customers.seenTwice.join(', ')}`);
  expectThat(customers.missing.length === 0, `customers never listed: ${customers.missing.join(', ')}`);
  return problems;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function dollars(amount: number): string {
  return usd.format(amount);
}

/** Reads until `done` holds, twice a second; throws once `timeoutMs` has passed without it. */
async function until<T, S extends T>(what: string, timeoutMs: number, read: () => Promise<T>, done: (value: T) => value is S): Promise<S>;
async function until<T>(what: string, timeoutMs: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<T>;
async function until<T>(what: string, timeoutMs: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() >= deadline) throw new Error(`Gave up waiting ${timeoutMs / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** `make(0)` … `make(count - 1)` with at most `concurrency` of them running, their results in order; stops starting new ones after a failure. */
async function bounded<T>(count: number, concurrency: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && next < count) {
      const index = next;
      next += 1;
      try {
        results[index] = await make(index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

async function first<T>(items: AsyncIterable<T>): Promise<T | undefined> {
  for await (const item of items) return item;
  return undefined;
}
