import { adminCli, ApiClient, createMerchant, customerInput, sharedStack } from '@netline/testing';
import { accessibilityProblems, hasText, launchChromium, screenshot, signInToDashboard, until } from '@netline/testing/browser';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { newDesktopPage } from './browser';

/**
 * The buyer's side of the relationship in the dashboard, in Debian's Chromium on the shared stack: a
 * dispute opened through the API is found on the Disputes page and resolved there with a credit note (the
 * invoice's balance drops), a buyer user is added on the customer's detail, the statements tab shows the
 * running month, a credit-line request is listed and approved from the sandbox console, a promise to pay
 * is listed on the Collections page; every page and detail it opens passes the accessibility scan.
 */
describe('the buyer relationship in the dashboard', () => {
  const PASSWORD = 'correct horse battery';
  let chromium: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    chromium = await launchChromium();
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await chromium?.close();
  });

  it('resolves a dispute with a credit note, adds a buyer user, shows statements, requests and promises', async () => {
    const stack = await sharedStack();
    const merchant = await createMerchant(stack.env, 'Buyer Relationship Merchant');
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    const suffix = randomUUID().slice(0, 8);
    const email = `owner-${suffix}@buyers.test`;
    const businessName = `Harbor Hardware ${suffix}`;
    const [, created] = await Promise.all([
      adminCli(stack.env, ['user', 'create', merchant.merchant_id, '--email', email, '--password', PASSWORD, '--role', 'admin']),
      api.post('/customers', customerInput({ business_name: businessName })),
    ]);
    expect(created.status).toBe(200);
    const customerId = created.body.id as string;
    expect((await api.post(`/sandbox/customers/${customerId}/credit-decision`, { decision: 'approved', amount: 20_000 })).status).toBe(200);
    const sentInvoice = async (number: string, amount: number) => {
      const invoice = await api.post('/invoices', { customer_id: customerId, number, amount });
      expect(invoice.status).toBe(200);
      expect((await api.put(`/invoices/${invoice.body.id}/send`)).status).toBe(200);
      return invoice.body.id as string;
    };
    const [disputedId, promisedId] = await Promise.all([sentInvoice(`INV-BR-${suffix}-1`, 1000), sentInvoice(`INV-BR-${suffix}-2`, 400)]);
    const dispute = await api.post(`/invoices/${disputedId}/disputes`, { reason: 'goods_damaged', amount: 200, message: 'Two crates arrived crushed' });
    expect(dispute.status).toBe(200);
    const lineRequest = await api.post(`/customers/${customerId}/credit-line-requests`, { amount: 30_000, reason: 'Busy season ahead' });
    expect(lineRequest.status).toBe(200);
    const promisedFor = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect((await api.post('/promises-to-pay', { invoice_ids: [promisedId], amount: 400, promised_for: promisedFor })).status).toBe(200);

    const opened = await newDesktopPage(chromium);
    context = opened.context;
    const page = opened.page;
    await signInToDashboard(page, stack.apiUrl.replace(/\/api$/, ''), email, PASSWORD);

    // The Disputes page: the customer named, the invoice by its number.
    await page.getByRole('link', { name: 'Disputes' }).click();
    const row = page.getByRole('table', { name: 'Disputes' }).getByRole('row', { name: new RegExp(`INV-BR-${suffix}-1`) });
    await hasText(row, businessName);
    // The status filter's options are labels over visually hidden radio buttons: click what a person sees.
    const status = (name: string) => page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
    await status('resolved').click();
    await page.getByText('No resolved dispute.').waitFor();
    await status('open').click();
    await hasText(row, 'open');
    await screenshot(page, 'disputes');
    expect(await accessibilityProblems(page)).toEqual([]);

    // Its detail: the thread, then a credit note of $150 resolves it.
    await row.getByRole('button', { name: 'goods damaged' }).click();
    const detail = page.getByRole('dialog', { name: 'Dispute' });
    await hasText(detail.getByRole('region', { name: 'Thread' }), 'Two crates arrived crushed');
    await hasText(detail, 'Invoice balance $1,000.00');
    await screenshot(page, 'dispute');
    expect(await accessibilityProblems(page)).toEqual([]);
    const resolve = detail.getByRole('form', { name: 'Resolve with a credit note' });
    await resolve.getByLabel('Amount (USD)').fill('150');
    await resolve.getByLabel('Message (optional)').fill('Credited the two crates');
    await resolve.getByRole('button', { name: 'Resolve with a credit note' }).click();
    await hasText(detail, 'Invoice balance $850.00');
    await hasText(detail.getByRole('region', { name: 'Thread' }), 'Credited the two crates');
    expect(await detail.getByRole('form', { name: 'Reject' }).count()).toBe(0);
    expect((await api.get(`/disputes/${dispute.body.id}`)).body).toMatchObject({ status: 'resolved', resolution: 'credited', amount_credited: 150 });
    expect((await api.get(`/invoices/${disputedId}`)).body).toMatchObject({ amount_balance: 850, amount_credited: 150, dispute_id: null });

    // The invoice's detail, through the dispute's link: the lower balance, no open dispute, the credit note.
    await detail.getByRole('link', { name: `Invoice INV-BR-${suffix}-1` }).click();
    const invoice = page.getByRole('dialog', { name: `Invoice INV-BR-${suffix}-1` });
    await invoice.getByText('Balance $850.00', { exact: true }).waitFor();
    await hasText(invoice.getByRole('table', { name: 'Credit notes' }), '$150.00');
    expect(await invoice.getByText('Disputed.').count()).toBe(0);
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // The customer's detail: statements, the credit-line request, a buyer user added.
    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('button', { name: businessName }).click();
    const customer = page.getByRole('dialog', { name: businessName });
    await customer.getByRole('tab', { name: 'Statements' }).click();
    const running = customer.getByRole('table', { name: 'Statements' }).getByRole('row', { name: /so far/ });
    await hasText(running, '$1,250.00');
    await screenshot(page, 'customer-statements');
    expect(await accessibilityProblems(page)).toEqual([]);
    await customer.getByRole('tab', { name: 'Credit-line requests' }).click();
    await hasText(customer.getByRole('table', { name: 'Credit-line requests' }).getByRole('row', { name: /Busy season ahead/ }), 'pending');
    await customer.getByRole('tab', { name: 'Buyer users' }).click();
    // The list loaded first: its loader and its empty state differ in height, so a click while it loads
    // can land where the button was a moment before.
    await customer.getByText('No buyer users yet.', { exact: false }).waitFor();
    const add = customer.getByRole('form', { name: 'Add a buyer user' });
    await add.getByLabel('Email').fill('not an address');
    await add.getByRole('button', { name: 'Add buyer user' }).click();
    await hasText(add.getByRole('alert'), 'Email');
    await add.getByLabel('Email').fill(`Clerk-${suffix}@Harbor.example`);
    await add.getByRole('button', { name: 'Add buyer user' }).click();
    await hasText(customer.getByRole('table', { name: 'Buyer users' }), `clerk-${suffix}@harbor.example`);
    expect(await add.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'customer-buyer-users');
    expect(await accessibilityProblems(page)).toEqual([]);
    const buyers = await api.get(`/customers/${customerId}/buyer-users`);
    expect(buyers.body.results).toEqual([expect.objectContaining({ email: `clerk-${suffix}@harbor.example`, created_by: 'merchant', deactivated_at: null })]);
    await page.keyboard.press('Escape');

    // The sandbox console approves the pending request as the underwriter would.
    await page.getByRole('link', { name: 'Sandbox console' }).click();
    const card = page.getByRole('region', { name: 'Credit-line requests' });
    await card.getByLabel('Pending request').click();
    await page.getByRole('option', { name: new RegExp(businessName) }).click();
    await card.getByRole('button', { name: 'Approve the line' }).click();
    await until(async () => (await api.get(`/credit-line-requests/${lineRequest.body.id}`)).body.status === 'approved', 'the request approved');
    expect((await api.get(`/customers/${customerId}`)).body.amount_approved).toBe(30_000);

    // The Collections page lists the open promise with its invoice.
    await page.getByRole('link', { name: 'Collections' }).click();
    const promises = page.getByRole('region', { name: 'Promises to pay' });
    const promise = promises.getByRole('table', { name: 'Promises to pay' }).getByRole('row', { name: new RegExp(`INV-BR-${suffix}-2`) });
    await hasText(promise, businessName);
    await promises
      .locator('label')
      .filter({ hasText: /^broken$/ })
      .click();
    await promises.getByText('No broken promise to pay.').waitFor();
    await promises
      .locator('label')
      .filter({ hasText: /^open$/ })
      .click();
    await hasText(promise, '$400.00');
    await screenshot(page, 'collections-promises');
    expect(await accessibilityProblems(page)).toEqual([]);

    expect(opened.consoleErrors).toEqual([]);
  });
});
