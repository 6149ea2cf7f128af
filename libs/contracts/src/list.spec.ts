import { customerListSpec } from './customers';
import { parseListQuery } from './list';

describe('parseListQuery: paging, filters and sorting', () => {
  it('defaults to limit 25 from the first record', () => {
    const result = parseListQuery({}, customerListSpec);
    expect(result).toEqual({
      ok: true,
      query: expect.objectContaining({ limit: 25, page: 0, offset: 0, filters: [], sort: [{ field: 'created_at', direction: 'desc' }] }),
    });
  });

  it('treats page as a multiplier of limit', () => {
    const result = parseListQuery({ limit: '20', page: '5' }, { ...customerListSpec, limit: { min: 1, max: 100, default: 25 } });
    expect(result.ok && result.query.offset).toBe(100);
  });

  it('rejects a limit outside 25..100 instead of clamping it', () => {
    const result = parseListQuery({ limit: '10' }, customerListSpec);
    expect(result).toEqual({ ok: false, details: [{ path: 'limit', message: '`limit` must be between 25 and 100' }] });
  });

  it('rejects a page that is not a non-negative integer', () => {
    expect(parseListQuery({ page: '-1' }, customerListSpec).ok).toBe(false);
    expect(parseListQuery({ page: 'two' }, customerListSpec).ok).toBe(false);
  });

  it('parses typed filters: money into cents, bare filter as eq, dates normalised', () => {
    const result = parseListQuery(
      {
        'filter[amount_approved][gte]': '1000.50',
        'filter[email]': 'a@b.co',
        'filter[created_at][lt]': '2026-01-01T00:00:00+02:00',
        'filter[archived][ne]': 'true',
      },
      customerListSpec,
    );
    expect(result.ok && result.query.filters).toEqual([
      { field: 'amount_approved', op: 'gte', value: 100050 },
      { field: 'email', op: 'eq', value: 'a@b.co' },
      { field: 'created_at', op: 'lt', value: '2025-12-31T22:00:00.000Z' },
      { field: 'archived', op: 'ne', value: true },
    ]);
  });

  it('rejects unknown fields, operators not allowed for a field, and bad values', () => {
    const result = parseListQuery(
      { 'filter[foo]': '1', 'filter[email][gt]': 'x', 'filter[amount_balance][eq]': '1.234', 'filter[archived]': 'maybe' },
      customerListSpec,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.details.map((detail) => detail.path)).toEqual(['filter.foo', 'filter.email.gt', 'filter.amount_balance', 'filter.archived']);
  });

  it('takes a prefix on text fields that allow it, trimmed, and refuses an empty or a misplaced one', () => {
    const ok = parseListQuery({ 'filter[business_name][prefix]': '  Acme ' }, customerListSpec);
    expect(ok.ok && ok.query.filters).toEqual([{ field: 'business_name', op: 'prefix', value: 'Acme' }]);
    const refused = parseListQuery(
      { 'filter[email][prefix]': ' ', 'filter[amount_balance][prefix]': '10', 'filter[business_name][prefix]': 'x'.repeat(101) },
      customerListSpec,
    );
    expect(!refused.ok && refused.details).toEqual([
      { path: 'filter.email.prefix', message: 'the prefix for `email` must not be empty' },
      { path: 'filter.amount_balance.prefix', message: 'operator `prefix` is not supported for `amount_balance` (allowed: eq, gt, lt, gte, lte)' },
      { path: 'filter.business_name.prefix', message: 'the prefix for `business_name` must be at most 100 characters' },
    ]);
  });

  it('parses multi-field sort and rejects fields outside the allow-list', () => {
    const ok = parseListQuery({ sort: 'business_name,-created_at' }, customerListSpec);
    expect(ok.ok && ok.query.sort).toEqual([
      { field: 'business_name', direction: 'asc' },
      { field: 'created_at', direction: 'desc' },
    ]);
    expect(parseListQuery({ sort: 'email' }, customerListSpec).ok).toBe(false);
  });

  it('rejects unknown query parameters', () => {
    expect(parseListQuery({ cursor: 'x' }, customerListSpec)).toEqual({
      ok: false,
      details: [{ path: 'cursor', message: 'unknown query parameter `cursor`' }],
    });
  });
});
