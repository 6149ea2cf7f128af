import { generateWebhookSecret, signWebhook, verifyWebhook, WEBHOOK_TEST_EVENT, type WebhookEvent, type WebhookEventOf } from '../src';

/** The API collection of each object the merchant topics concern. */
const COLLECTIONS = {
  invoice: 'invoices',
  dispute: 'disputes',
  promise_to_pay: 'promises-to-pay',
  customer: 'customers',
  payment: 'payments',
  payout: 'payouts',
} as const;

/**
 * Where a receiver reads what an event is about: the API path of its object (null for the test event, whose
 * endpoint has no path of its own). Written as a receiver writes it, a `switch` over every type, so it is
 * also the check of the types: it compiles only while every `case` names a type the SDK knows, each case
 * narrows `object` and `data` to its events', and every type has a case. A topic renamed or removed in the
 * event catalogue therefore fails `npm run typecheck:tests` here once `npm run generate` has run, and a
 * topic added asks for its case.
 */
function pathOf(event: WebhookEvent): string | null {
  switch (event.type) {
    // @ts-expect-error: no event has this type, so a case naming it does not compile
    case 'invoice.paid':
      return null;
    case 'invoice.created':
    case 'invoice.balance_updated':
    case 'invoice.overdue':
    case 'invoice.dispute_opened':
    case 'invoice.dispute_resolved':
    case 'invoice.promise_to_pay_created':
    case 'invoice.promise_to_pay_broken':
    case 'customer.created':
    case 'customer.status_updated':
    case 'customer.line_amount_updated':
    case 'customer.advance_rate_updated':
    case 'customer.credit_decision_created':
    case 'customer.credit_line_requested':
    case 'payment.created':
    case 'payment.status_changed':
    case 'payout.created':
    case 'payout.status_changed':
      // `object` is narrowed to these topics' objects: indexing with a plain string would not compile.
      return `/${COLLECTIONS[event.object]}/${event.data.id}`;
    case 'merchant.created':
    case 'merchant.underwriting_completed':
    case 'merchant.more_info_needed':
    case 'merchant.mal_updated':
      // Only partners receive these, and a partner's deliveries always name the sub-merchant: not optional here.
      return `/merchants/${event.data.merchant_id satisfies string}`;
    case 'webhook.test':
      return null;
    default: {
      // Every type has its case, so nothing is left: a topic the cases miss makes this an event, not `never`.
      const unhandled: never = event;
      throw new Error(`No case for ${(unhandled as WebhookEvent).type}`);
    }
  }
}

describe('typed webhook events', () => {
  const secret = generateWebhookSecret();
  const deliver = (event: Record<string, unknown>) => {
    const body = JSON.stringify({ id: 'evt_1', occurred_at: '2026-01-05T10:00:00.000Z', ...event });
    return verifyWebhook(body, signWebhook(body, secret), secret);
  };

  it('verifyWebhook answers an event that narrows by its type', () => {
    expect(pathOf(deliver({ object: 'invoice', type: 'invoice.balance_updated', data: { id: 'inv_1' } }))).toBe('/invoices/inv_1');
    expect(pathOf(deliver({ object: 'dispute', type: 'invoice.dispute_opened', data: { id: 'dsp_1' } }))).toBe('/disputes/dsp_1');
    expect(pathOf(deliver({ object: 'promise_to_pay', type: 'invoice.promise_to_pay_broken', data: { id: 'ptp_1' } }))).toBe('/promises-to-pay/ptp_1');
    expect(pathOf(deliver({ object: 'merchant', type: 'merchant.created', data: { id: 'mer_2', merchant_id: 'mer_2' } }))).toBe('/merchants/mer_2');
    expect(pathOf(deliver({ ...WEBHOOK_TEST_EVENT, data: { id: 'wep_1' } }))).toBeNull();
  });

  it("types one type's event, and narrows a list by comparing types (no type guard needed)", () => {
    const created: WebhookEventOf<'invoice.created'> = {
      id: 'evt_1',
      object: 'invoice',
      type: 'invoice.created',
      occurred_at: '2026-01-05T10:00:00.000Z',
      data: { id: 'inv_1' },
    };
    // @ts-expect-error: an invoice event's object is `invoice`
    const _misfiled: WebhookEventOf<'invoice.created'> = { ...created, object: 'customer' };
    const events: WebhookEvent[] = [created, { ...created, id: 'evt_2', object: 'payment', type: 'payment.created' }];
    const invoices: Array<WebhookEventOf<'invoice.created'>> = events.filter((event) => event.type === 'invoice.created');
    expect(invoices).toEqual([created]);
  });
});
