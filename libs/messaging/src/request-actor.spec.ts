import { Principal } from '@netline/contracts';
import { runWithRequestId } from '@netline/observability';
import { Clock } from '@netline/persistence';
import { actorOfRequest } from './nats-transport';
import { OutboxWriter } from './outbox';

/** Who a request's changes are by (docs/security.md, "Audit trail"), and how the outbox writes it into each event. */
describe('the actor of a request', () => {
  const partner: Principal = {
    merchant_id: 'ptr_1',
    actor: { type: 'access_key', id: 'ci_agent' },
    scopes: ['marketplace_partner:write'],
    partner: { type: 'marketplace', merchant_ids: ['mer_sub'] },
    via: { channel: 'mcp', client_id: 'ci_agent', client_name: 'Books assistant' },
  };

  it("takes an edge's principal, with its door, its client and the partner that acted", () => {
    expect(actorOfRequest({ principal: partner, request_id: 'req_1' })).toEqual({
      type: 'access_key',
      id: 'ci_agent',
      channel: 'mcp',
      partner_id: 'ptr_1',
      client_id: 'ci_agent',
      client_name: 'Books assistant',
    });
    const dashboard: Principal = { merchant_id: 'mer_1', actor: { type: 'user', id: 'usr_1' }, scopes: [], via: { channel: 'dashboard' } };
    expect(actorOfRequest({ principal: dashboard })).toEqual({ type: 'user', id: 'usr_1', channel: 'dashboard' });
  });

  it("prefers the edge's principal to an actor the envelope carries", () => {
    const carried = { type: 'operator', id: 'mallory', channel: 'cli' };
    expect(actorOfRequest({ principal: partner, actor: carried })).toMatchObject({ type: 'access_key', channel: 'mcp' });
  });

  it("takes the actor a sender carried (an operator's command, a service working for someone), if well formed", () => {
    expect(actorOfRequest({ request_id: 'req_cli', actor: { type: 'operator', id: 'ops-alice', channel: 'cli' }, body: {} })).toEqual({
      type: 'operator',
      id: 'ops-alice',
      channel: 'cli',
    });
    const service: Principal = { merchant_id: 'mer_1', actor: { type: 'operator', id: 'billing' }, scopes: [] };
    const forUser = { type: 'user', id: 'usr_1', channel: 'dashboard' };
    expect(actorOfRequest({ principal: service, actor: forUser })).toEqual(forUser);
    // A malformed one is ignored: the principal, or nobody.
    expect(actorOfRequest({ principal: service, actor: { type: 'user', id: 'usr_1', channel: 'telepathy' } })).toEqual({
      type: 'operator',
      id: 'billing',
      channel: 'system',
    });
    expect(actorOfRequest({ request_id: 'req_x', body: {} })).toBeUndefined();
    expect(actorOfRequest('not an envelope')).toBeUndefined();
  });

  it('is written into every event the outbox builds in the request, and not outside one', () => {
    const writer = new OutboxWriter(new Clock());
    const event = { type: 'customer.created', object: 'customer', merchant_id: 'mer_1', data: { id: 'cus_1' } };
    const actor = { type: 'secret_key', id: 'mer_1', channel: 'api' };
    const inRequest = runWithRequestId('req_7', () => writer.envelope(event), actor);
    expect(inRequest).toMatchObject({ request_id: 'req_7', actor });
    expect(writer.envelope(event)).not.toHaveProperty('actor');
  });
});
