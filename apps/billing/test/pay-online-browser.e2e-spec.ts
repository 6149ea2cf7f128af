import { ApiClient, createMerchant, customerInput, SharedStack, sharedStack } from '@netline/testing';
import { accessibilityProblems, launchChromium, screenshot } from '@netline/testing/browser';
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';

/**
 * The payment page's "Pay online" form in Chromium: the browser reads the page under its content security
 * policy (no script, the style by hash, forms to this origin only), the buyer types a card and presses the
 * button, and the answer is the browser's own navigation. A decline shows its reason above a fresh form;
 * the test card pays. The HTTP-level rules are pay-online.e2e-spec.ts.
 */
describe('paying online from the payment page in a browser', () => {
  let stack: SharedStack;
  let chromium: Browser;

  beforeAll(async () => {
    // The browser first: it fails at once when Chromium is missing, before a stack is running.
    chromium = await launchChromium();
    stack = await sharedStack();
  });

  afterAll(async () => {
    await chromium?.close();
  });

  it('pays with a card after a decline, with no policy violation and no serious accessibility problem', async () => {
    const merchant = await createMerchant(stack.env, `Browser Pay ${randomUUID().slice(0, 6)}`);
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    const customer = (await api.post('/customers', customerInput())).body;
    expect((await api.post(`/customers/${customer.id}/credit-check`, { amount_requested: 20_000, has_purchase_history: false })).status).toBe(204);
    const number = `INV-${randomUUID().slice(0, 6)}`;
    const invoice = (await api.post('/invoices', { customer_id: customer.id, number, amount: 640 })).body;
    const sent = (await api.put(`/invoices/${invoice.id}/send`)).body;

    const context = await chromium.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(sent.invoice_payment_url!);
    await page.getByRole('heading', { name: `Invoice ${number}` }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'payment-page');

    const card = page.locator('form[data-method="card"]');
    await card.getByLabel('Card number').fill('4000 0000 0000 0002');
    await card.getByLabel('Expiry (MM/YY)').fill('12/39');
    await card.getByLabel('Security code').fill('123');
    await card.getByRole('button', { name: 'Pay by card' }).click();
    await page.getByRole('alert').filter({ hasText: 'The payment was declined' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('The card was declined.');
    expect(await page.locator('[data-field="amount_balance"]').textContent()).toBe('$640.00');

    await card.getByLabel('Card number').fill('4242 4242 4242 4242');
    await card.getByLabel('Expiry (MM/YY)').fill('12/39');
    await card.getByLabel('Security code').fill('123');
    await card.getByRole('button', { name: 'Pay by card' }).click();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    expect(await page.locator('[data-field="status"]').textContent()).toBe('Paid in full');
    expect(await page.locator('[data-field="paid_with"]').textContent()).toBe('card ending 4242');
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'payment-receipt');
    expect((await api.get(`/invoices/${invoice.id}`)).body).toMatchObject({ amount_balance: 0, fully_paid: true });

    // The decline's page is answered 402, which the browser logs; nothing else (no policy violation).
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 402 (Payment Required)']);
    await context.close();
  });
});
