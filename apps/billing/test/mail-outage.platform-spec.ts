import { ApiClient, ApiResponse, createMerchant, customerInput, MailSink, Stack, waitFor } from '@netline/testing';
import { randomUUID } from 'node:crypto';

interface LoggedEmail {
  status: string;
  attempts: number;
  last_error: string | null;
  invoice_id: string | null;
}

/**
 * The mail server down while invoices are sent, end to end through HTTP: billing keeps each message in
 * its outbox, tries it again with a doubling wait while the server refuses connections, and once the
 * server is back every message arrives exactly once. A stack of its own, with a mail server of its own:
 * the shared stacks share one mail server, which this suite takes down. The outage lasts as long as it
 * takes to see every message tried more than once (the waits start at 200 ms here), which is the point
 * a longer one would make too (docs/collections.md, "The mail path").
 */
describe('mail through a mail server outage', () => {
  let stack: Stack;
  let sink: MailSink;

  beforeAll(async () => {
    sink = await MailSink.start();
    stack = await Stack.start({
      apps: ['identity', 'credit', 'billing', 'gateway'],
      namespace: 'random',
      logDir: 'var/test-logs',
      appEnv: { billing: { SMTP_URL: sink.url, MAIL_SWEEP_INTERVAL_MS: '500', MAIL_RETRY_BASE_MS: '200', COLLECTIONS_INTERVAL_MS: '0' } },
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await sink?.stop();
  });

  it('keeps the invoices mailed during the outage, and sends each once when the server returns', async () => {
    const merchant = await createMerchant(stack.env, `Outage ${randomUUID().slice(0, 6)}`);
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    const ap = `ap-${randomUUID().slice(0, 8)}@buyer.example`;
    const customer = await api.post('/customers', customerInput({ business_ap_email: ap, email: ap }));
    expect(customer.status).toBe(200);
    const check = { amount_requested: 20_000, has_purchase_history: false };
    expect((await api.post(`/customers/${customer.body.id}/credit-check`, check)).status).toBe(204);
    // The net-terms offer arrives while the server is up.
    await sink.waitFor(ap, 1);

    await sink.pause();
    const numbers = ['A', 'B', 'C'].map((letter) => `INV-OUTAGE-${letter}-${randomUUID().slice(0, 4)}`);
    const invoiceIds: string[] = [];
    for (const number of numbers) {
      const created = await api.post('/invoices', { customer_id: customer.body.id, number, amount: 300 });
      expect(created.status).toBe(200);
      expect((await api.put(`/invoices/${created.body.id}/send`)).status).toBe(200);
      invoiceIds.push(created.body.id as string);
    }
    const invoiceEmails = async () => (await api.get('/emails?filter[kind]=invoice')) as ApiResponse<{ results: LoggedEmail[] }>;
    // Each message tried more than once and kept, with the reason, while nothing answers.
    const tried = await waitFor(
      invoiceEmails,
      (response) => response.body.results.length === 3 && response.body.results.every((email) => email.attempts >= 2),
      30_000,
    );
    expect(tried.body.results.map((email) => email.status)).toEqual(['queued', 'queued', 'queued']);
    expect(tried.body.results.every((email) => typeof email.last_error === 'string' && email.last_error.length > 0)).toBe(true);
    expect(sink.to(ap)).toHaveLength(1);

    await sink.resume();
    const sent = await waitFor(invoiceEmails, (response) => response.body.results.every((email) => email.status === 'sent'), 60_000);
    expect(sent.body.results.map((email) => email.status)).toEqual(['sent', 'sent', 'sent']);
    expect(sent.body.results.map((email) => email.invoice_id).sort()).toEqual([...invoiceIds].sort());
    // Every message is settled in the log, so nothing more is on its way: one message per invoice.
    const subjects = sink
      .to(ap)
      .slice(1)
      .map((message) => message.parsed.subject ?? '');
    expect(numbers.map((number) => subjects.filter((subject) => subject.includes(number)).length)).toEqual([1, 1, 1]);
    expect(subjects).toHaveLength(3);
  });
});
