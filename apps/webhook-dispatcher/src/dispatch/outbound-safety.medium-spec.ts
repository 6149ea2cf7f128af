import { waitForQueueDrained } from '@netline/testing';
import IORedis from 'ioredis';
import { refusal, useWebhookWorld } from '../webhook-dispatcher.medium-fixture';
import { QueueName, queuePrefix } from './delivery-queue';

/**
 * Outbound safety as production runs it (WEBHOOK_ALLOW_PRIVATE_TARGETS unset): the real
 * SubscriptionsService and EndpointGuard refuse loopback, private and metadata addresses, and names that
 * resolve to loopback, at registration, and an event then reaches none of them. (Connect-time refusal
 * after DNS is covered against real sockets in webhook-sender.int-spec.ts.)
 */
describe('outbound safety (medium, WEBHOOK_ALLOW_PRIVATE_TARGETS unset)', () => {
  const world = useWebhookWorld({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' });
  const account = world.merchant();

  it.each([
    ['loopback', () => world.receiver.url('/hook')],
    ['private', () => 'https://10.0.0.1/hook'],
    ['metadata', () => 'https://169.254.169.254/latest/meta-data'],
    ['IPv6 loopback', () => `https://[::1]:${world.receiver.port}/hook`],
    ['IPv4-compatible IPv6 loopback', () => `https://[::7f00:1]:${world.receiver.port}/hook`],
    ['6to4 loopback', () => 'https://[2002:7f00:1::]/hook'],
    ['IPv4-mapped IPv6', () => 'https://[::ffff:8.8.8.8]/hook'],
    ['a name resolving to loopback', () => world.receiver.url('/hook', 'localhost')],
  ])('refuses a %s endpoint as a validation error on endpoint_url', async (_kind, url) => {
    const body = await refusal(world.upsert(account.principal, url(), { 'customer.created': true }));
    expect(body).toMatchObject({ status: 400, type: 'validation_error', details: [expect.objectContaining({ path: 'endpoint_url' })] });
    expect(body.details?.[0].message).toMatch(/public address|loopback/);
    expect(await world.subscriptionsRepository.findEndpoint(account.merchantId, url())).toBeNull();
  });

  it('stores none of them, and an event then makes no delivery and opens no connection', async () => {
    expect(await world.subscriptions.list(account.principal, world.listQuery())).toEqual({ count: 0, page: 0, limit: 25, results: [] });
    await world.event(account.merchantId, 'customer.created');
    // Anything the event queued has run: nothing more can come of it.
    const redis = new IORedis(world.config.REDIS_URL);
    try {
      await waitForQueueDrained(redis, queuePrefix(world.config), QueueName.WebhookDeliveries);
    } finally {
      redis.disconnect();
    }
    expect(await world.deliveries.list(account.principal, world.listQuery({}, true))).toMatchObject({ count: 0, results: [] });
    expect(world.receiver.connections).toBe(0);
    expect(world.receiver.requests).toHaveLength(0);
  });
});
