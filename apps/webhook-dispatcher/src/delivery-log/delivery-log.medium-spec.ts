import { DomainError, Principal, toApiError, WebhookDelivery, WebhookDeliveryWithAttempts } from '@netline/contracts';
import { waitFor } from '@netline/testing';
import { createHmac } from 'node:crypto';
import { standardSigningKey } from '../dispatch/signer';
import { RETRY_DELAYS_SECONDS } from '../dispatch/backoff';
import { refusal, useWebhookWorld } from '../webhook-dispatcher.medium-fixture';

const RESENDS_PER_MINUTE = 3;

/**
 * Deliveries in one process: the real intake, queue, BullMQ worker and sender against real PostgreSQL,
 * Redis and a local HTTPS receiver, identity faked over NATS. The retry schedule runs at its production
 * scale: each retry's delay is read from the job BullMQ scheduled (the custom backoff computed it), then
 * the job is promoted instead of waited for. The end-to-end suite keeps an event of another service
 * reaching a merchant's endpoint, signed with the secret identity holds.
 */
describe('webhook deliveries (medium)', () => {
  const world = useWebhookWorld({ WEBHOOK_RESENDS_PER_MINUTE: String(RESENDS_PER_MINUTE), WEBHOOK_BACKOFF_SCALE: '1' });
  const { clock } = world;

  /** The one delivery of an event to `url`. */
  async function deliveryOf(principal: Principal, eventId: string, url: string): Promise<WebhookDelivery> {
    const { results } = await world.deliveries.list(principal, world.listQuery({ 'filter[event_id]': eventId, 'filter[endpoint_url]': url }, true));
    expect(results).toHaveLength(1);
    return results[0];
  }

  /**
   * Waits until the delivery's job has made `made` attempts and sits delayed for its next one, and returns
   * the delay BullMQ scheduled that retry with, then promotes the job so the next attempt runs now.
   */
  async function retryDelay(delivery: WebhookDelivery, made: number): Promise<number> {
    const { job, state } = await waitFor(
      async () => {
        const job = await world.job(delivery);
        return { job, state: await job.getState() };
      },
      (read) => read.state === 'delayed' && read.job.attemptsMade === made,
    );
    expect({ state, made: job.attemptsMade }).toEqual({ state: 'delayed', made });
    const delay = job.delay;
    await job.promote();
    return delay;
  }

  /** Waits until the delivery's job has finished for good (completed or failed); its state. */
  async function finalState(delivery: WebhookDelivery): Promise<string> {
    const state = await waitFor(
      async () => (await world.job(delivery)).getState(),
      (read) => read === 'completed' || read === 'failed',
    );
    return state;
  }

  const forEvent = (path: string, eventId: string) => world.receiver.requestsTo(path).filter((request) => request.json?.id === eventId);

  it('delivers an event once to each endpoint subscribed to its type, signed with the merchant’s secret', async () => {
    const { merchantId, principal } = world.merchant();
    world.receiver.script('/signed', { kind: 'ok' });
    await world.upsert(principal, world.receiver.url('/signed'), { 'customer.created': true });
    await world.upsert(principal, world.receiver.url('/not-subscribed'), { 'invoice.created': true });
    const event = await world.event(merchantId, 'customer.created');
    const delivery = await deliveryOf(principal, event.id, world.receiver.url('/signed'));
    expect(await finalState(delivery)).toBe('completed');

    const [request, ...more] = forEvent('/signed', event.id);
    expect(more).toEqual([]);
    expect(forEvent('/not-subscribed', event.id)).toEqual([]);
    expect(request.json).toEqual({ id: event.id, object: 'customer', type: 'customer.created', occurred_at: event.occurred_at, data: { id: event.data.id } });
    const secret = world.secretOf(merchantId);
    expect(request.headers['x-webhook-signature']).toBe(createHmac('sha256', secret).update(request.body).digest('hex'));
    const timestamp = request.headers['webhook-timestamp'] as string;
    expect(request.headers['webhook-id']).toBe(event.id);
    expect(request.headers['webhook-signature']).toBe(
      `v1,${createHmac('sha256', standardSigningKey(secret)).update(`${event.id}.${timestamp}.${request.body}`).digest('base64')}`,
    );
    expect(await world.deliveries.get(principal, delivery.id)).toMatchObject({
      status: 'succeeded',
      attempt_count: 1,
      last_status_code: 200,
      next_attempt_at: null,
      event_type: 'customer.created',
      completed_at: expect.any(String),
    });
  });

  it('retries a failing endpoint 30, 90 and 270 s after its failed attempts, until the first 200', async () => {
    const { merchantId, principal } = world.merchant();
    world.receiver.script('/flaky', { kind: 'fail-then-ok', failures: 3, status: 503 });
    await world.upsert(principal, world.receiver.url('/flaky'), { 'customer.created': true });
    const event = await world.event(merchantId);
    const delivery = await deliveryOf(principal, event.id, world.receiver.url('/flaky'));

    const delays = [];
    for (let made = 1; made <= 3; made++) delays.push(await retryDelay(delivery, made));
    expect(delays).toEqual([30_000, 90_000, 270_000]);
    expect(await finalState(delivery)).toBe('completed');

    // The job is done: no attempt is under way or still to come, and there were exactly four.
    const attempts = forEvent('/flaky', event.id);
    expect(attempts.map((request) => request.status)).toEqual([503, 503, 503, 200]);
    expect(new Set(attempts.map((request) => request.body)).size).toBe(1);
    const detail = await world.deliveries.get(principal, delivery.id);
    expect(detail).toMatchObject({ status: 'succeeded', attempt_count: 4, last_status_code: 200, next_attempt_at: null });
    expect(detail.attempts.map((attempt) => [attempt.number, attempt.status_code])).toEqual([
      [1, 503],
      [2, 503],
      [3, 503],
      [4, 200],
    ]);
    expectPlannedRetries(detail, [30_000, 90_000, 270_000]);
    expect(detail.attempts[3]).toMatchObject({ error: null, next_attempt_at: null });
  });

  it('gives up after six attempts, logs each, never makes a seventh, and resends the same event as a new delivery', async () => {
    const { merchantId, principal } = world.merchant();
    world.receiver.script('/broken', { kind: 'always', status: 500 });
    await world.upsert(principal, world.receiver.url('/broken'), { 'customer.created': true });
    const event = await world.event(merchantId);
    const delivery = await deliveryOf(principal, event.id, world.receiver.url('/broken'));
    const failedBefore = await outcomeCount('failed');

    const delays = [];
    for (let made = 1; made <= 5; made++) delays.push(await retryDelay(delivery, made));
    expect(delays).toEqual(RETRY_DELAYS_SECONDS.map((seconds) => seconds * 1000));
    // The sixth failed attempt fails the job for good: nothing is left to run it again.
    expect(await finalState(delivery)).toBe('failed');
    const sent = forEvent('/broken', event.id);
    expect(sent.map((request) => request.status)).toEqual([500, 500, 500, 500, 500, 500]);
    expect(new Set(sent.map((request) => request.body)).size).toBe(1);

    const failed = await world.deliveries.get(principal, delivery.id);
    expect(failed).toMatchObject({ event_id: event.id, status: 'failed', attempt_count: 6, last_status_code: 500, next_attempt_at: null });
    expect(failed.attempts).toHaveLength(6);
    expect(failed.attempts[0]).toEqual({
      number: 1,
      attempted_at: expect.any(String),
      status_code: 500,
      duration_ms: expect.any(Number),
      error: 'endpoint answered 500',
      next_attempt_at: expect.any(String),
    });
    expect(failed.attempts.map((attempt) => attempt.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expectPlannedRetries(
      failed,
      RETRY_DELAYS_SECONDS.map((seconds) => seconds * 1000),
    );
    expect(failed.attempts[5].next_attempt_at).toBeNull();
    const listedFailed = await world.deliveries.list(principal, world.listQuery({ 'filter[status]': 'failed' }, true));
    expect(listedFailed.results.map((row) => row.id)).toEqual([delivery.id]);
    expect(await outcomeCount('failed')).toBe(failedBefore + 1);

    // Once the receiver is fixed, a resend is a new delivery of the same event: same id, same body bytes.
    world.receiver.script('/broken', { kind: 'ok' });
    clock.advance(60_000);
    const resent = await world.deliveries.resend(principal, delivery.id);
    expect(resent).toMatchObject({ event_id: event.id, resend_of: delivery.id, status: 'pending', attempt_count: 0, created_at: clock.now().toISOString() });
    expect(resent.id).not.toBe(delivery.id);
    expect(await finalState(resent)).toBe('completed');
    const afterResend = forEvent('/broken', event.id);
    expect(afterResend).toHaveLength(7);
    expect(afterResend[6]).toMatchObject({ status: 200, body: sent[0].body });
    expect(await world.deliveries.get(principal, resent.id)).toMatchObject({ status: 'succeeded', attempt_count: 1, last_status_code: 200 });
    expect((await world.deliveries.get(principal, delivery.id)).status).toBe('failed');
    // A resend of a resend names the original delivery.
    expect(await world.deliveries.resend(principal, resent.id)).toMatchObject({ event_id: event.id, resend_of: delivery.id });
  });

  it('limits resends per account to a sliding minute, at its exact edge; another account is unaffected', async () => {
    const { merchantId, principal } = world.merchant();
    await world.upsert(principal, world.receiver.url('/resends'), { 'customer.created': true });
    const event = await world.event(merchantId);
    const delivery = await deliveryOf(principal, event.id, world.receiver.url('/resends'));
    const start = clock.now().getTime();
    const resendAt = async (offsetMs: number) => {
      clock.set(new Date(start + offsetMs));
      return world.deliveries.resend(principal, delivery.id).then(
        () => 'resent',
        (error: DomainError) => toApiError(error),
      );
    };

    expect([await resendAt(0), await resendAt(10_000), await resendAt(20_000)]).toEqual(['resent', 'resent', 'resent']);
    const refused = await resendAt(30_000);
    expect(refused).toMatchObject({ status: 429, type: 'rate_limit_error', message: expect.stringContaining(`${RESENDS_PER_MINUTE} resends per minute`) });
    // The first resend counts until a full minute has passed since it, then its place is free.
    expect(await resendAt(59_999)).toMatchObject({ status: 429 });
    expect(await resendAt(60_000)).toBe('resent');
    expect(await resendAt(60_000)).toMatchObject({ status: 429 });

    const other = world.merchant();
    await world.upsert(other.principal, world.receiver.url('/resends'), { 'customer.created': true });
    const theirs = await deliveryOf(other.principal, (await world.event(other.merchantId)).id, world.receiver.url('/resends'));
    await expect(world.deliveries.resend(other.principal, theirs.id)).resolves.toMatchObject({ resend_of: theirs.id });
  });

  it('refuses a resend to a deleted endpoint, and answers an unknown delivery not found', async () => {
    const { merchantId, principal } = world.merchant();
    const url = world.receiver.url('/deleted');
    await world.upsert(principal, url, { 'customer.created': true });
    const delivery = await deliveryOf(principal, (await world.event(merchantId)).id, url);
    await world.subscriptions.delete(principal, url);
    // The delivery outlives its endpoint, URL included.
    expect(await world.deliveries.get(principal, delivery.id)).toMatchObject({ id: delivery.id, endpoint_url: url });
    expect(await refusal(world.deliveries.resend(principal, delivery.id))).toMatchObject({
      status: 400,
      type: 'invalid_request',
    });
    // Registered again, the URL is another endpoint: the old delivery's is still gone.
    await world.upsert(principal, url, { 'customer.created': true });
    expect(await refusal(world.deliveries.resend(principal, delivery.id))).toMatchObject({ status: 400 });
    expect(await refusal(world.deliveries.get(principal, 'whd_unknown'))).toMatchObject({
      status: 404,
      type: 'not_found_error',
    });
  });

  it('sends a signed webhook.test event to a registered endpoint and answers an unknown one not found', async () => {
    const { merchantId, principal } = world.merchant();
    world.receiver.script('/test-event', { kind: 'ok' });
    await world.upsert(principal, world.receiver.url('/test-event'), { 'invoice.created': true });
    const endpoint = await world.subscriptionsRepository.findEndpoint(merchantId, world.receiver.url('/test-event'));
    const sent = await world.deliveries.test(principal, { endpoint_url: world.receiver.url('/test-event') });
    expect(sent).toMatchObject({ event_type: 'webhook.test', object: 'webhook_endpoint', status: 'pending', endpoint_id: endpoint?.id });
    expect(await finalState(sent)).toBe('completed');
    const [request] = forEvent('/test-event', sent.event_id);
    expect(request.json).toEqual({
      id: sent.event_id,
      object: 'webhook_endpoint',
      type: 'webhook.test',
      occurred_at: clock.now().toISOString(),
      data: { id: sent.endpoint_id },
    });
    expect(request.headers['x-webhook-signature']).toBe(createHmac('sha256', world.secretOf(merchantId)).update(request.body).digest('hex'));
    expect(await refusal(world.deliveries.test(principal, { endpoint_url: world.receiver.url('/never-registered') }))).toMatchObject({
      status: 404,
      type: 'not_found_error',
    });
  });

  it('keeps one merchant out of another merchant’s deliveries, down to the repository', async () => {
    const owner = world.merchant();
    const other = world.merchant();
    const url = world.receiver.url('/isolated');
    await world.upsert(owner.principal, url, { 'customer.created': true });
    // The other merchant has an endpoint at the same URL, but is not subscribed to the owner's events.
    await world.upsert(other.principal, url, { 'customer.created': true });
    const delivery = await deliveryOf(owner.principal, (await world.event(owner.merchantId)).id, url);
    expect(await finalState(delivery)).toBe('completed');

    expect(await world.deliveriesRepository.find(other.merchantId, delivery.id)).toBeNull();
    expect(await world.deliveriesRepository.attempts(other.merchantId, delivery.id)).toEqual([]);
    expect(await world.deliveriesRepository.statusOf(other.merchantId, delivery.id)).toBeNull();
    expect(await world.deliveriesRepository.list(other.merchantId, world.listQuery({}, true))).toEqual({ count: 0, items: [] });
    const notFound = { status: 404, type: 'not_found_error' };
    expect(await refusal(world.deliveries.get(other.principal, delivery.id))).toMatchObject(notFound);
    expect(await refusal(world.deliveries.resend(other.principal, delivery.id))).toMatchObject(notFound);
    expect(await world.deliveries.list(other.principal, world.listQuery({}, true))).toMatchObject({ count: 0, results: [] });
    // The owner's log is whole, and the other merchant's attempts at resending left nothing in it.
    expect(await world.deliveries.list(owner.principal, world.listQuery({}, true))).toMatchObject({ count: 1, results: [{ id: delivery.id }] });
  });

  /** Each failed attempt but the last planned its retry the scheduled delay after it ended. */
  function expectPlannedRetries(delivery: WebhookDeliveryWithAttempts, delays: number[]): void {
    delays.forEach((delay, index) => {
      const attempt = delivery.attempts[index];
      const planned = Date.parse(attempt.next_attempt_at as string) - Date.parse(attempt.attempted_at);
      // Planned from the end of the attempt: never sooner than the delay, and later only by the attempt's
      // own work besides the POST (the secret lookup and signing), which `duration_ms` excludes.
      expect(planned).toBeGreaterThanOrEqual(delay);
      expect(planned - attempt.duration_ms).toBeLessThan(delay + 250);
    });
  }

  async function outcomeCount(outcome: string): Promise<number> {
    const metric = await world.metrics.getSingleMetric('webhook_delivery_attempts_total')?.get();
    return metric?.values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
  }
});
