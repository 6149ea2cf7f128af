import { refusal, useWebhookWorld, WEBHOOK_MEDIUM_START } from '../webhook-dispatcher.medium-fixture';

const MAX_ENDPOINTS = 3;

/**
 * Webhook subscriptions in one process: the real SubscriptionsService and repository against real
 * PostgreSQL (as the dispatcher's runtime role), with a clock the test moves. Upsert semantics, what is
 * listed and in which order, deletion and the per-account endpoint limit are the dispatcher's own rules;
 * the end-to-end suite keeps one subscribe, list and delete through the gateway.
 */
describe('webhook subscriptions (medium)', () => {
  const world = useWebhookWorld({ WEBHOOK_MAX_ENDPOINTS: String(MAX_ENDPOINTS) });
  const { clock } = world;

  const topics = (rows: Array<{ topic: { name: string } }>) => rows.map((row) => row.topic.name);

  it('lists nothing at first, in the exact envelope', async () => {
    const { principal } = world.merchant();
    expect(await world.subscriptions.list(principal, world.listQuery())).toEqual({ count: 0, page: 0, limit: 25, results: [] });
  });

  it('upserts by URL: true subscribes, false unsubscribes, omitted flags stay', async () => {
    const { merchantId, principal } = world.merchant();
    const url = world.receiver.url('/subscriptions');
    const created = await world.upsert(principal, url, { 'payout.created': true, 'invoice.created': true });
    // Rows created in one request come in the order of the topic list, whatever the order of the flags.
    expect(created).toEqual([
      {
        id: expect.stringMatching(/^whe_/),
        merchant_id: merchantId,
        endpoint_url: url,
        topic: { name: 'invoice.created', description: 'A new invoice record is created' },
        created_at: WEBHOOK_MEDIUM_START,
        updated_at: WEBHOOK_MEDIUM_START,
      },
      expect.objectContaining({ topic: expect.objectContaining({ name: 'payout.created' }) }),
    ]);

    const later = clock.advance(60_000).toISOString();
    const updated = await world.upsert(principal, url, { 'payout.created': false, 'payment.created': true });
    expect(topics(updated)).toEqual(['invoice.created', 'payment.created']);
    // The omitted flag stayed: the same row, untouched.
    expect(updated[0]).toEqual(created[0]);
    expect(updated[1]).toMatchObject({ created_at: later, updated_at: later });

    // Subscribing again to a topic already on keeps its row and id.
    const again = await world.upsert(principal, url, { 'invoice.created': true });
    expect(again.map((row) => row.id)).toEqual(updated.map((row) => row.id));

    const listed = await world.subscriptions.list(principal, world.listQuery());
    expect(listed).toMatchObject({ count: 2, page: 0, limit: 25 });
    expect(topics(listed.results)).toEqual(['invoice.created', 'payment.created']);

    await world.subscriptions.delete(principal, url);
    expect(await world.subscriptions.list(principal, world.listQuery())).toMatchObject({ count: 0, results: [] });
    expect(await world.subscriptionsRepository.findEndpoint(merchantId, url)).toBeNull();
    // Deleting a URL that was never registered is not an error.
    await expect(world.subscriptions.delete(principal, 'https://unknown.example.com/hook')).resolves.toBeUndefined();
  });

  it('writes an event for each endpoint created, changed and deleted, and none for a change that moved nothing', async () => {
    const { merchantId, principal } = world.merchant();
    const url = world.receiver.url('/audited');
    await world.upsert(principal, url, { 'invoice.created': true });
    const registered = await world.subscriptionsRepository.findEndpoint(merchantId, url);
    await world.upsert(principal, url, { 'payment.created': true });
    await world.upsert(principal, url, { 'invoice.created': true });
    await world.subscriptions.delete(principal, url);
    await world.subscriptions.delete(principal, url);

    const endpoint = { id: registered!.id, url };
    expect(await world.events(merchantId)).toEqual([
      expect.objectContaining({ type: 'webhook_endpoint.created', data: { ...endpoint, topics: ['invoice.created'] } }),
      expect.objectContaining({ type: 'webhook_endpoint.updated', data: { ...endpoint, topics: ['invoice.created', 'payment.created'] } }),
      expect.objectContaining({ type: 'webhook_endpoint.deleted', data: { ...endpoint, topics: [] } }),
    ]);
  });

  it('keeps an endpoint with every flag off registered: it answers [] and can still receive a test event', async () => {
    const { merchantId, principal } = world.merchant();
    const url = world.receiver.url('/all-off');
    await world.upsert(principal, url, { 'customer.created': true });
    expect(await world.upsert(principal, url, { 'customer.created': false })).toEqual([]);
    expect(await world.subscriptionsRepository.findEndpoint(merchantId, url)).toMatchObject({ merchant_id: merchantId, url });
    expect(await world.deliveries.test(principal, { endpoint_url: url })).toMatchObject({ event_type: 'webhook.test', endpoint_url: url });
  });

  it('limits endpoints per account; an endpoint already registered can still be changed, and another account is unaffected', async () => {
    const { merchantId, principal } = world.merchant();
    for (let index = 0; index < MAX_ENDPOINTS; index++) {
      await world.upsert(principal, world.receiver.url(`/limited-${index}`), { 'customer.created': index === 0 });
    }
    expect(await refusal(world.upsert(principal, world.receiver.url(`/limited-${MAX_ENDPOINTS}`), { 'customer.created': true }))).toMatchObject({
      status: 400,
      type: 'validation_error',
      details: [{ path: 'endpoint_url', message: expect.stringContaining(`at most ${MAX_ENDPOINTS}`) }],
    });
    expect(await world.subscriptionsRepository.findEndpoint(merchantId, world.receiver.url(`/limited-${MAX_ENDPOINTS}`))).toBeNull();

    expect(topics(await world.upsert(principal, world.receiver.url('/limited-1'), { 'customer.created': true }))).toEqual(['customer.created']);
    expect(await world.upsert(principal, world.receiver.url('/limited-0'), { 'customer.created': false })).toEqual([]);
    // A deleted endpoint frees its place.
    await world.subscriptions.delete(principal, world.receiver.url('/limited-2'));
    expect(await world.upsert(principal, world.receiver.url(`/limited-${MAX_ENDPOINTS}`), { 'invoice.created': true })).toHaveLength(1);

    const other = world.merchant();
    expect(await world.upsert(other.principal, world.receiver.url('/limited-0'), { 'customer.created': true })).toHaveLength(1);
  });

  it('keeps one merchant out of another merchant’s endpoints', async () => {
    const owner = world.merchant();
    const other = world.merchant();
    const url = world.receiver.url('/owned');
    const [row] = await world.upsert(owner.principal, url, { 'customer.created': true });
    expect(await world.subscriptionsRepository.findEndpoint(other.merchantId, url)).toBeNull();
    expect(await world.subscriptions.list(other.principal, world.listQuery())).toMatchObject({ count: 0, results: [] });
    // The same URL registered by another merchant is an endpoint of its own; deleting it leaves the first.
    const [theirs] = await world.upsert(other.principal, url, { 'customer.created': true });
    expect(theirs.endpoint_url).toBe(url);
    expect(theirs.id).not.toBe(row.id);
    await world.subscriptions.delete(other.principal, url);
    expect((await world.subscriptions.list(owner.principal, world.listQuery())).results).toEqual([row]);
  });
});
