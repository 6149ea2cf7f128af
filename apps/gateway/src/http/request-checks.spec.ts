import { ErrorType, Principal } from '@netline/contracts';
import { Operation } from '@netline/catalogue';
import type { FastifyRequest } from 'fastify';
import { chooseVersion } from './api-version';
import { entityOf, RouteTable } from './route-table';
import { unsupportedBodyType, validationError } from './validate';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;
const merchant = { merchant_id: 'mer_1' } as Principal;
const partner = { merchant_id: 'par_1', partner: { type: 'marketplace', merchant_ids: [] } } as unknown as Principal;
const operation = (fields: Partial<Operation>) => ({ method: 'POST', path: '/customers', auth: 'basic', access: 'write', ...fields }) as Operation;

describe('the request checks the router composes', () => {
  it('chooseVersion: each caller names its own API version or none; anything else is a 400 naming what to send', () => {
    expect(chooseVersion(request({}), merchant)).toEqual({ version: 'V5' });
    expect(chooseVersion(request({ 'x-api-version': 'v6' }), merchant)).toEqual({ version: 'V6' });
    expect(chooseVersion(request({ 'resolve-api-version': 'partner-v1' }), partner)).toEqual({ version: null });
    expect(chooseVersion(request({}), partner)).toEqual({ version: null });
    expect(chooseVersion(request({ 'x-api-version': 'partners-v1' }), null)).toEqual({ version: 'V5' });
    expect(chooseVersion(request({ 'x-api-version': 'V6' }), null)).toEqual({ version: 'V6' });
    expect(chooseVersion(request({ 'x-api-version': 'V4' }), merchant)).toEqual({
      problem: {
        status: 400,
        type: ErrorType.InvalidRequest,
        message: 'x-api-version: V4 is not a version of this API; send V5, V6 or leave the header out',
        details: [{ path: 'x-api-version', message: 'supported versions: V5, V6' }],
      },
    });
    expect(chooseVersion(request({ 'x-api-version': 'V5' }), partner)).toHaveProperty('problem.status', 400);
  });

  it("chooseVersion: without a header, the key's or account's pin answers; a header overrides it", () => {
    const pinned = { ...merchant, api_version: 'V6' } as Principal;
    expect(chooseVersion(request({}), pinned)).toEqual({ version: 'V6' });
    expect(chooseVersion(request({ 'x-api-version': 'V5' }), pinned)).toEqual({ version: 'V5' });
  });

  it('unsupportedBodyType: a JSON operation refuses a body of another type, not a missing body or a +json type', () => {
    const json = operation({ body: {} as Operation['body'] });
    expect(unsupportedBodyType(json, request({ 'content-length': '2', 'content-type': 'text/plain' }))).toBe(true);
    expect(unsupportedBodyType(json, request({ 'content-length': '2', 'content-type': 'application/merge-patch+json' }))).toBe(false);
    expect(unsupportedBodyType(json, request({ 'content-length': '0', 'content-type': 'text/plain' }))).toBe(false);
    expect(unsupportedBodyType(operation({}), request({ 'content-length': '2', 'content-type': 'text/plain' }))).toBe(false);
    expect(
      unsupportedBodyType(
        operation({ body: {} as Operation['body'], auth: 'public' }),
        request({ 'content-length': '2', 'content-type': 'application/x-www-form-urlencoded' }),
      ),
    ).toBe(false);
  });

  it('validationError: a path parameter no id can have is a 404 for the object; other problems a 400 with details', () => {
    const route = operation({ path: '/credit_notes/:credit_note_id' });
    expect(validationError(route, [{ path: 'params.credit_note_id', message: 'too long' }])).toEqual({
      status: 404,
      type: ErrorType.NotFound,
      message: 'Credit note not found',
    });
    const details = [{ path: 'body.amount', message: 'Required' }];
    expect(validationError(route, details)).toEqual({ status: 400, type: ErrorType.Validation, message: 'Validation error', details });
    expect(entityOf('/invoices/:invoice_id/send')).toBe('Invoice');
  });

  it('RouteTable: merges both APIs per method and path, refusing a route public in only one of them', () => {
    const table = new RouteTable(
      { merchant: [operation({ method: 'GET' })], partner: [operation({ method: 'GET' }), operation({ method: 'GET', path: '/merchants' })] },
      'production',
      '/api',
    );
    expect([...table.byPath.keys()]).toEqual(['GET /customers', 'GET /merchants']);
    expect(table.byPath.get('GET /merchants')?.merchant).toBeUndefined();
    expect(() => new RouteTable({ merchant: [operation({ auth: 'public' })], partner: [operation({})] }, 'production', '/api')).toThrow(
      'POST /customers is public in one API only',
    );
    expect(new RouteTable({ merchant: [operation({ sandboxOnly: true })], partner: [] }, 'production', '/api').byPath.size).toBe(0);
  });
});
