import { eventListSpec, parseListQuery, Principal, RawQuery, redeliverEventSchema, WebhookDelivery } from '@netline/contracts';
import { RetentionSweeper, TypedEvent } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { waitFor } from '@netline/testing';
import { eventRetentionRule } from '../app.module';
import { webhookBody } from '../dispatch/event-intake';
import { refusal, useWebhookWorld } from '../webhook-dispatcher.medium-fixture';

const RESENDS_PER_MINUTE = 5;

/**
 * The events API in one process: the real intake storing events in its fan-out transaction, the events
 * service (list, fetch, redeliver, the live stream's pages), the deliveries it creates reaching a local
 * HTTPS receiver through the real queue and worker, and the retention sweep, against real PostgreSQL and
 * Redis. The end-to-end suite (test/events.e2e-spec.ts) takes the same path through the gateway.
 */
describe('events API (medium)', () => {
  const world = useWebhookWorld({ WEBHOOK_RESENDS_PER_MINUTE: String(RESENDS_PER_MINUTE), EVENTS_RETENTION_DAYS: '30' });
  const { clock } = world;

  const query = (raw: RawQuery = {}) => {
    const parsed = parseListQuery(raw, eventListSpec);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.details));
    return parsed.query;
  };
  const ids = async (principal: Principal, raw: RawQuery = {}) => (await world.eventsApi.list(principal, query(raw))).results.map((event) => event.id);
  const bodyOf = (event: TypedEvent) => JSON.parse(webhookBody(event)) as unknown;

  it('keeps every event the account may receive, with or without endpoints, once, as its webhook body', async () => {
    const { merchantId, principal } = world.merchant();
    const customer = await world.event(merchantId, 'customer.created');
    clock.advance(1_000);
    const invoice = await world.event(merchantId, 'invoice.created');
    // Not a merchant topic: no webhook, so no event either.
    await world.event(merchantId, 'merchant.created');

    expect((await world.eventsApi.list(principal, query())).results).toEqual([bodyOf(invoice), bodyOf(customer)]);
    expect(await world.eventsApi.get(principal, customer.id)).toEqual({
      id: customer.id,
      object: 'customer',
      type: 'customer.created',
      occurred_at: customer.occurred_at,
      data: { id: (customer.data as { id: string }).id },
    });
    // A redelivered stream entry (a crash after the commit) stores nothing twice.
    await world.database.dataSource.transaction((manager) =>
      world.eventsRepository.insert(manager, [
        {
          account_id: merchantId,
          id: customer.id,
          type: 'customer.created',
          object: 'customer',
          object_id: 'cus_other',
          occurred_at: new Date(customer.occurred_at),
          body: '{}',
        },
      ]),
    );
    expect(await ids(principal)).toEqual([invoice.id, customer.id]);
    expect(await world.eventsApi.get(principal, customer.id)).toEqual(bodyOf(customer));
  });

  it('lists newest first and filters by type, object id and occurred_at range, page by page', async () => {
    const { merchantId, principal } = world.merchant();
    const events: TypedEvent[] = [];
    for (const type of ['customer.created', 'invoice.created', 'customer.created', 'invoice.created']) {
      events.push(await world.event(merchantId, type));
      clock.advance(60_000);
    }
    const [first, second, third, fourth] = events;
    expect(await ids(principal)).toEqual([fourth.id, third.id, second.id, first.id]);
    expect(await ids(principal, { 'filter[type]': 'customer.created' })).toEqual([third.id, first.id]);
    expect(await ids(principal, { 'filter[object_id]': (second.data as { id: string }).id })).toEqual([second.id]);
    expect(await ids(principal, { 'filter[occurred_at][gte]': second.occurred_at, 'filter[occurred_at][lte]': third.occurred_at })).toEqual([
      third.id,
      second.id,
    ]);
    expect(await ids(principal, { 'filter[occurred_at][gt]': third.occurred_at })).toEqual([fourth.id]);
    const page = await world.eventsApi.list(principal, query({ limit: '25', page: '1' }));
    expect(page).toMatchObject({ count: 4, page: 1, limit: 25, results: [] });
  });

  it('answers another account’s event not found, and lists none of it', async () => {
    const owner = world.merchant();
    const other = world.merchant();
    const event = await world.event(owner.merchantId);
    expect(await refusal(world.eventsApi.get(other.principal, event.id))).toMatchObject({
      status: 404,
      type: 'not_found_error',
      code: 'WEBHOOKS.EVENT_NOT_FOUND',
    });
    expect(await refusal(world.eventsApi.redeliver(other.principal, event.id, undefined))).toMatchObject({ status: 404 });
    expect(await refusal(world.eventsApi.streamPage(other.principal, { after_event_id: event.id }))).toMatchObject({ status: 404 });
    expect(await world.eventsApi.list(other.principal, query())).toMatchObject({ count: 0, results: [] });
    expect(await world.eventsRepository.find(other.merchantId, event.id, null)).toBeNull();
  });

  it('stops answering an event once older than the retention, and the sweep deletes it', async () => {
    const { merchantId, principal } = world.merchant();
    const old = await world.event(merchantId);
    clock.advance(2 * 86_400_000);
    const recent = await world.event(merchantId);
    clock.advance(29 * 86_400_000);

    expect(await ids(principal)).toEqual([recent.id]);
    expect(await refusal(world.eventsApi.get(principal, old.id))).toMatchObject({ status: 404 });
    expect(await refusal(world.eventsApi.redeliver(principal, old.id, undefined))).toMatchObject({ status: 404 });
    // Still stored until the sweep runs; then gone.
    expect(await world.eventsRepository.find(merchantId, old.id, null)).not.toBeNull();
    const sweeper = new RetentionSweeper(world.database.dataSource, createLogger('webhook-dispatcher', 'silent'), [eventRetentionRule(world.config)], 0, () =>
      clock.now(),
    );
    const { account_events: deleted } = await sweeper.sweep();
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await world.eventsRepository.find(merchantId, old.id, null)).toBeNull();
    expect(await world.eventsRepository.find(merchantId, recent.id, null)).not.toBeNull();
  });

  it('redelivers to every subscribed endpoint (a resend where it was delivered) or to one endpoint, and the receiver gets the same body', async () => {
    const { merchantId, principal } = world.merchant();
    const subscribed = world.receiver.url('/events-subscribed');
    const later = world.receiver.url('/events-later');
    world.receiver.script('/events-subscribed', { kind: 'ok' });
    world.receiver.script('/events-later', { kind: 'ok' });
    await world.upsert(principal, subscribed, { 'customer.created': true });
    const event = await world.event(merchantId, 'customer.created');
    const [original] = (await world.deliveries.list(principal, world.listQuery({ 'filter[event_id]': event.id }, true))).results;
    await world.delivery(principal, original.id, (delivery) => delivery.status === 'succeeded');

    // Registered after the event, for another type: reached only when named.
    await world.upsert(principal, later, { 'invoice.created': true });
    const laterEndpoint = await world.subscriptionsRepository.findEndpoint(merchantId, later);

    const toAll = await world.eventsApi.redeliver(principal, event.id, redeliverEventSchema.parse({}));
    expect(toAll).toMatchObject({ count: 1, page: 0, results: [{ event_id: event.id, endpoint_url: subscribed, resend_of: original.id, status: 'pending' }] });
    const toOne = await world.eventsApi.redeliver(principal, event.id, { endpoint_id: laterEndpoint!.id });
    expect(toOne).toMatchObject({ count: 1, results: [{ event_id: event.id, endpoint_id: laterEndpoint!.id, resend_of: null }] });

    for (const delivery of [...toAll.results, ...toOne.results] as WebhookDelivery[]) {
      await world.delivery(principal, delivery.id, (read) => read.status === 'succeeded');
    }
    const received = (path: string) => world.receiver.requestsTo(path).filter((request) => request.json?.id === event.id);
    await waitFor(
      async () => received('/events-later').length,
      (count) => count === 1,
    );
    expect(received('/events-subscribed').map((request) => request.body)).toEqual([webhookBody(event), webhookBody(event)]);
    expect(received('/events-later')[0].body).toBe(webhookBody(event));

    // A second redelivery to the named endpoint is a resend of its first.
    const again = await world.eventsApi.redeliver(principal, event.id, { endpoint_id: laterEndpoint!.id });
    expect(again.results[0].resend_of).toBe(toOne.results[0].id);
  });

  it('refuses an unknown or foreign endpoint, and more resends than the minute allows', async () => {
    const owner = world.merchant();
    const other = world.merchant();
    await world.upsert(other.principal, world.receiver.url('/events-foreign'), { 'customer.created': true });
    const foreign = await world.subscriptionsRepository.findEndpoint(other.merchantId, world.receiver.url('/events-foreign'));
    const event = await world.event(owner.merchantId);
    for (const endpointId of ['wep_unknown', foreign!.id]) {
      expect(await refusal(world.eventsApi.redeliver(owner.principal, event.id, { endpoint_id: endpointId }))).toMatchObject({
        status: 404,
        code: 'WEBHOOKS.ENDPOINT_NOT_FOUND',
      });
    }
    // No endpoint subscribed: nothing to deliver, nothing created.
    expect(await world.eventsApi.redeliver(owner.principal, event.id, undefined)).toMatchObject({ count: 0, results: [] });

    await world.upsert(owner.principal, world.receiver.url('/events-limited'), { 'customer.created': true });
    const limited = await world.subscriptionsRepository.findEndpoint(owner.merchantId, world.receiver.url('/events-limited'));
    // The first delivery to the endpoint is not a resend; each one after it is.
    await world.eventsApi.redeliver(owner.principal, event.id, { endpoint_id: limited!.id });
    for (let index = 0; index < RESENDS_PER_MINUTE; index++) await world.eventsApi.redeliver(owner.principal, event.id, undefined);
    expect(await refusal(world.eventsApi.redeliver(owner.principal, event.id, undefined))).toMatchObject({ status: 429, type: 'rate_limit_error' });
  });

  it('pages the live stream oldest first from a cursor, an event id or the newest event, filtered by type', async () => {
    const { merchantId, principal } = world.merchant();
    const before = await world.event(merchantId, 'customer.created');
    // An event joins the stream once every transaction older than its own has ended: on a busy database
    // server a moment after its commit. The newest event is the stream's start only once it has.
    await waitFor(
      () => world.eventsApi.streamPage(principal, { cursor: '0.0' }),
      (read) => read.events.some((event) => event.id === before.id),
    );
    const start = await world.eventsApi.streamPage(principal, {});
    expect(start.events).toEqual([]);

    const a = await world.event(merchantId, 'invoice.created');
    const b = await world.event(merchantId, 'customer.created');
    const page = await waitFor(
      () => world.eventsApi.streamPage(principal, { cursor: start.cursor }),
      (read) => read.events.length === 2,
    );
    expect(page.events).toEqual([
      { id: a.id, type: 'invoice.created', body: webhookBody(a) },
      { id: b.id, type: 'customer.created', body: webhookBody(b) },
    ]);
    expect((await world.eventsApi.streamPage(principal, { cursor: page.cursor })).events).toEqual([]);
    // Resuming after an event id: everything stored since, in order.
    expect((await world.eventsApi.streamPage(principal, { after_event_id: before.id })).events.map((event) => event.id)).toEqual([a.id, b.id]);
    const filtered = await world.eventsApi.streamPage(principal, { after_event_id: before.id, types: ['customer.created'] });
    expect(filtered.events.map((event) => event.id)).toEqual([b.id]);
    // The cursor moved past the event left out too.
    expect(filtered.cursor).toBe(page.cursor);
    expect(await refusal(world.eventsApi.streamPage(principal, { cursor: 'nonsense' }))).toMatchObject({ status: 400, type: 'validation_error' });
  });

  it('never hands out an event ahead of one still being stored: a later commit with an earlier place is not skipped', async () => {
    const { merchantId, principal } = world.merchant();
    const start = await world.eventsApi.streamPage(principal, {});
    const runner = world.database.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      // Stored first (the smaller sequence), committed last.
      await world.eventsRepository.insert(runner.manager, [
        {
          account_id: merchantId,
          id: 'evt_slow',
          type: 'customer.created',
          object: 'customer',
          object_id: 'cus_slow',
          occurred_at: clock.now(),
          body: '{"id":"evt_slow"}',
        },
      ]);
      const fast = await world.event(merchantId, 'customer.created');
      // The fast event committed, but an older transaction is still open: nothing is handed out yet.
      expect((await world.eventsApi.streamPage(principal, { cursor: start.cursor })).events).toEqual([]);
      await runner.commitTransaction();
      const page = await waitFor(
        () => world.eventsApi.streamPage(principal, { cursor: start.cursor }),
        (read) => read.events.length === 2,
      );
      expect(page.events.map((event) => event.id)).toEqual(['evt_slow', fast.id]);
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
