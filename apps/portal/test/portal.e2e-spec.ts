import { ApiClient, createMerchant, customerInput, SharedStack, sharedStack, waitFor } from '@netline/testing';
import { accessibilityProblems, hasText, launchChromium, screenshot, until } from '@netline/testing/browser';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * The buyer portal (apps/portal) in Debian's Chromium on the shared stack, set up through the merchant
 * API: a merchant, an approved customer whose AP mailbox is this test's, two sent invoices (and another
 * customer's invoice the buyer must not see). The buyer asks for a link on the portal's page, follows it
 * from the real SMTP server's copy, sees exactly their invoices and balances, downloads this month's
 * statement, disputes invoice 1 (the sandbox clock then passes a reminder step: invoice 2 is reminded,
 * invoice 1 is not), sees the merchant's credit note resolve it and lower the balance, promises to pay
 * invoice 2, asks for a higher line, and signs out. Every page passes the accessibility scan.
 */
describe('the buyer portal', () => {
  let stack: SharedStack;
  let chromium: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    chromium = await launchChromium();
    stack = await sharedStack();
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await chromium?.close();
  });

  /** An approved customer of the merchant; the sandbox underwriter approves a credit check at once. */
  const approvedCustomer = async (api: ApiClient, name: string, ap: string) => {
    const created = await api.post('/customers', customerInput({ business_name: name, business_ap_email: ap, email: ap }));
    expect(created.status).toBe(200);
    const check = { amount_requested: 20_000, has_purchase_history: false, business_description: 'Wholesale' };
    expect((await api.post(`/customers/${created.body.id}/credit-check`, check)).status).toBe(204);
    return created.body.id as string;
  };

  const sentInvoice = async (api: ApiClient, customerId: string, number: string, amount: number) => {
    const created = await api.post('/invoices', { customer_id: customerId, number, amount, terms: 'net30' });
    expect(created.status).toBe(200);
    expect((await api.put(`/invoices/${created.body.id}/send`)).status).toBe(200);
    return created.body.id as string;
  };

  /** A desktop page in the viewer's own zone, reduced motion, collecting console errors and failed loads. */
  const openPage = async (): Promise<{ page: Page; problems: string[] }> => {
    context = await chromium.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'America/Chicago', locale: 'en-US', reducedMotion: 'reduce' });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on('pageerror', (error) => problems.push(String(error)));
    return { page, problems };
  };

  const scanned: Record<string, string[]> = {};
  const scan = async (page: Page, name: string) => {
    scanned[name] = await accessibilityProblems(page);
    await screenshot(page, `portal-${name}`);
  };

  it('signs a buyer in by email and shows, disputes, promises and asks for more, on their own invoices only', async () => {
    const tag = randomUUID().slice(0, 8);
    const merchant = await createMerchant(stack.env, `Portal Seller ${tag}`);
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    // The clock moves below; a month end's statement email would only add noise to the mailbox.
    expect((await api.put('/collections/settings', { emails: { statement: false } })).status).toBe(200);
    const ap = `ap-${tag}@buyer.example`;
    const customerId = await approvedCustomer(api, `Initech ${tag}`, ap);
    const stranger = await approvedCustomer(api, `Globex ${tag}`, `ap-other-${tag}@buyer.example`);
    const [number1, number2] = [`P1-${tag}`, `P2-${tag}`];
    const invoice1 = await sentInvoice(api, customerId, number1, 1200);
    const invoice2 = await sentInvoice(api, customerId, number2, 800);
    await sentInvoice(api, stranger, `PX-${tag}`, 500);
    const origin = new URL(stack.apiUrl).origin;

    // Sign-in: the email on the portal's page, the link from the real SMTP server, its page's button.
    const { page, problems } = await openPage();
    await page.goto(`${origin}/portal/`);
    await page.getByLabel('Email').fill(ap);
    await scan(page, 'sign-in');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await hasText(page.getByRole('status'), 'a sign-in link is on its way');
    const link = await waitFor(
      async () => (await stack.mail(ap)).find((message) => message.parsed.subject === 'Your Netline sign-in link'),
      (message) => message !== undefined,
    );
    const token = /\/portal\/sign-in\?token=([A-Za-z0-9_-]{43})/.exec(link?.parsed.text ?? '')?.[1];
    expect(token).toBeDefined();
    await page.goto(`${origin}/portal/sign-in?token=${token}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(new RegExp(`/portal/customers/${customerId}$`));

    // The overview: the line, and exactly this customer's two open invoices with their balances.
    const open = page.getByRole('table', { name: 'Open invoices' });
    await hasText(open.getByRole('row', { name: new RegExp(number1) }), '$1,200.00');
    await hasText(open.getByRole('row', { name: new RegExp(number2) }), '$800.00');
    expect(await open.locator('tbody tr').count()).toBe(2);
    expect(await page.getByText(`PX-${tag}`).count()).toBe(0);
    await hasText(page.getByTestId('credit-outstanding'), '$2,000.00');
    await scan(page, 'overview');

    // This month's statement, as a PDF.
    await page.getByRole('link', { name: 'Statements', exact: true }).click();
    await hasText(page.getByTestId('statement-closing'), '$2,000.00');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: "Download the PDF of this month's statement" }).click(),
    ]);
    // Checked at the end, so that one missing document does not hide what the later steps would show.
    const statementPdf = await download.path().then(
      (file) => readFileSync(file!).subarray(0, 5).toString(),
      (error: unknown) => `not downloaded (${String(error)}; ${download.url()})`,
    );
    await scan(page, 'statements');

    // A dispute on invoice 1, from its page.
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    await open.getByRole('link', { name: number1, exact: true }).click();
    await hasText(page.getByTestId('invoice-balance'), '$1,200.00');
    await page.getByRole('button', { name: 'Dispute', exact: true }).click();
    await page.getByLabel('Reason').selectOption('goods_damaged');
    await page.getByLabel('Amount disputed (USD)').fill('');
    await page.getByRole('button', { name: 'Open dispute' }).click();
    // Checked by the API's own rules before anything is sent.
    await hasText(page.getByRole('alert'), 'amount');
    await page.getByLabel('Amount disputed (USD)').fill('200');
    await page.getByLabel(/^Message/).fill('Four of the crates arrived crushed.');
    await page.getByRole('button', { name: 'Open dispute' }).click();
    await hasText(page.getByTestId('dispute-outcome'), 'Open');
    await hasText(page.getByRole('list', { name: 'Messages' }), 'Four of the crates arrived crushed.');
    const dispute = await waitFor(
      async () => (await api.get(`/disputes?filter[invoice_id][eq]=${invoice1}`)).body.results?.[0],
      (found) => found !== undefined,
    );
    expect(dispute).toMatchObject({ status: 'open', reason: 'goods_damaged', amount: 200, customer_id: customerId });
    await page.getByLabel('Your message').fill('Photos are with the driver.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await hasText(page.getByRole('list', { name: 'Messages' }), 'Photos are with the driver.');
    await scan(page, 'invoice');

    // 27 days on: the step three days before the due date. Invoice 2 is reminded; disputed invoice 1 is not.
    expect((await api.post('/sandbox/clock/advance', { days: 27 })).status).toBe(200);
    const reminders = (invoiceId: string) => api.get(`/emails?filter[invoice_id]=${invoiceId}&filter[kind]=reminder`);
    await waitFor(
      async () => (await reminders(invoice2)).body.results,
      (results: unknown[]) => results.length === 1,
    );
    expect((await reminders(invoice1)).body.results).toEqual([]);
    await waitFor(
      async () => (await stack.mail(ap)).filter((message) => /^Reminder: /.test(message.parsed.subject ?? '')),
      (messages) => messages.length > 0,
    );
    const remindedFor = (await stack.mail(ap)).filter((message) => /^Reminder: /.test(message.parsed.subject ?? '')).map((message) => message.parsed.subject);
    expect(remindedFor).toEqual([expect.stringContaining(number2)]);

    // The merchant credits the dispute; the buyer sees it resolved and the balance lower.
    const resolved = await api.post(`/disputes/${dispute.id}/resolve`, { amount: 200, message: 'Credited the four crates.' });
    expect(resolved.status).toBe(200);
    await page.reload();
    await hasText(page.getByTestId('dispute-outcome'), 'the merchant credited $200.00');
    await hasText(page.getByTestId('invoice-balance'), '$1,000.00');
    await hasText(page.getByTestId('invoice-credited'), '$200.00');
    await hasText(page.getByRole('list', { name: 'Messages' }), 'Credited the four crates.');

    // A promise to pay invoice 2, picked on the overview, for a day after the merchant's clock.
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    await hasText(open.getByRole('row', { name: new RegExp(number1) }), '$1,000.00');
    await open.getByRole('checkbox', { name: `Select invoice ${number2}` }).check();
    await page.getByRole('button', { name: 'Promise to pay (1)' }).click();
    const promisedFor = new Date(Date.now() + 32 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Pay by').fill(promisedFor);
    await page.getByRole('button', { name: 'Send promise' }).click();
    await hasText(page.getByRole('status').filter({ hasText: 'Promise sent' }), '$800.00');
    const promises = (await api.get(`/promises-to-pay?filter[customer_id][eq]=${customerId}`)).body.results;
    expect(promises).toEqual([expect.objectContaining({ invoice_ids: [invoice2], amount: 800, promised_for: promisedFor, status: 'open' })]);

    await page.getByRole('link', { name: 'Disputes and promises', exact: true }).click();
    await hasText(page.getByRole('table', { name: 'Disputes' }).getByRole('row', { name: new RegExp(number1) }), 'resolved');
    await hasText(page.getByRole('table', { name: 'Promises to pay' }).getByRole('row', { name: new RegExp(number2) }), 'open');
    await scan(page, 'activity');

    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await hasText(page.getByRole('main'), 'No payment has been applied yet.');
    await scan(page, 'payments');

    // A higher line: the request is pending, and the merchant sees it.
    await page.getByRole('link', { name: 'Credit line', exact: true }).click();
    const line = (await api.get(`/customers/${customerId}`)).body.amount_approved as number;
    await page.getByLabel('New credit line (USD)').fill(String(line + 5000));
    await page.getByLabel('Reason').fill('Seasonal orders double in spring.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await hasText(page.getByTestId('pending-request'), 'Seasonal orders double in spring.');
    const requests = (await api.get(`/credit-line-requests?filter[customer_id][eq]=${customerId}`)).body.results;
    expect(requests).toEqual([expect.objectContaining({ amount: line + 5000, status: 'pending' })]);
    await scan(page, 'credit');

    // Signing out ends the session: the sign-in page again.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await until(async () => (await page.getByRole('button', { name: 'Email me a sign-in link' }).count()) === 1, 'the sign-in page');
    const after = await page.evaluate(async () => (await fetch('/portal/session')).json());
    expect(after).toEqual({ signed_in: false });

    for (const [name, found] of Object.entries(scanned)) expect({ page: name, problems: found }).toEqual({ page: name, problems: [] });
    expect({ statementPdf, problems }).toEqual({ statementPdf: '%PDF-', problems: [] });
  });
});
