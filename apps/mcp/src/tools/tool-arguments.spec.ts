import { OPERATIONS } from '@netline/catalogue';
import { argumentDetails, splitArguments } from './tool-arguments';
import { ToolCatalogue } from './tool-catalogue';

const catalogue = new ToolCatalogue('merchant', OPERATIONS, 'sandbox');
const tool = (name: string) => catalogue.get(name)!;

describe('splitArguments', () => {
  it('turns list arguments into the query the REST API reads', () => {
    const split = splitArguments(tool('list_customers'), {
      limit: 50,
      page: 1,
      sort: '-created_at',
      filter: { business_name: 'Acme', created_at: { gte: '2025-01-01T00:00:00Z', lt: '2026-01-01T00:00:00Z' } },
    });
    expect(split).toEqual({
      ok: true,
      input: {
        params: {},
        query: {
          limit: '50',
          page: '1',
          sort: '-created_at',
          'filter[business_name]': 'Acme',
          'filter[created_at][gte]': '2025-01-01T00:00:00Z',
          'filter[created_at][lt]': '2026-01-01T00:00:00Z',
        },
        body: undefined,
      },
    });
  });

  it("keeps a list's plain parameters as query parameters", () => {
    const split = splitArguments(tool('list_charges'), { search: 'INV-7', order: '-amount' });
    expect(split.ok && split.input.query).toEqual({ search: 'INV-7', order: '-amount' });
  });

  it("sends an operation's plain query parameters as URL text, and refuses one given as an object", () => {
    expect(splitArguments(tool('get_ar_aging_history'), { days: 90, interval: 'week' })).toEqual({
      ok: true,
      input: { params: {}, query: { days: '90', interval: 'week' }, body: undefined },
    });
    expect(splitArguments(tool('get_ar_aging_history'), { days: { max: 3 } })).toMatchObject({ ok: false, details: [{ path: 'days' }] });
    expect(splitArguments(tool('get_ar_aging_history'), { weeks: 3 })).toMatchObject({ ok: false, details: [{ path: 'weeks' }] });
  });

  it('sorts path parameters, body fields and the idempotency key apart', () => {
    expect(splitArguments(tool('update_invoice'), { invoice_id: 'inv_1', notes: 'n', idempotency_key: 'key-1' })).toEqual({
      ok: true,
      input: { params: { invoice_id: 'inv_1' }, query: {}, body: { notes: 'n' } },
      idempotencyKey: 'key-1',
    });
  });

  it('sends a required body even when empty, so validation names the missing fields, and leaves an optional one out', () => {
    expect(splitArguments(tool('create_customer'), {})).toMatchObject({ ok: true, input: { body: {} } });
    expect(splitArguments(tool('capture_charge'), { charge_id: 'ch_1' })).toMatchObject({
      ok: true,
      input: { params: { charge_id: 'ch_1' }, body: undefined },
    });
  });

  it('names arguments that fit nowhere or have the wrong shape', () => {
    expect(splitArguments(tool('fetch_customer'), { customer_id: 'cus_1', colour: 'red' })).toEqual({
      ok: false,
      details: [{ path: 'colour', message: 'unknown argument `colour`' }],
    });
    expect(splitArguments(tool('fetch_customer'), { customer_id: 'cus_1', idempotency_key: 'k' })).toMatchObject({
      ok: false,
      details: [{ path: 'idempotency_key' }],
    });
    expect(splitArguments(tool('create_customer'), { idempotency_key: 'not ascii ✓' })).toMatchObject({ ok: false, details: [{ path: 'idempotency_key' }] });
    expect(splitArguments(tool('list_invoices'), { filter: 'status=sent' })).toMatchObject({ ok: false, details: [{ path: 'filter' }] });
    expect(splitArguments(tool('list_invoices'), { filter: { amount: { gt: [1, 2] } } })).toMatchObject({ ok: false, details: [{ path: 'filter.amount.gt' }] });
    expect(splitArguments(tool('list_invoices'), { limit: { max: 3 } })).toMatchObject({ ok: false, details: [{ path: 'limit' }] });
    expect(splitArguments(tool('list_invoices'), ['limit'])).toMatchObject({ ok: false, details: [{ path: 'arguments' }] });
  });

  it('names a path parameter as the argument the caller sent', () => {
    expect(
      argumentDetails([
        { path: 'params.customer_id', message: 'm' },
        { path: 'amount', message: 'n' },
      ]),
    ).toEqual([
      { path: 'customer_id', message: 'm' },
      { path: 'amount', message: 'n' },
    ]);
  });
});
