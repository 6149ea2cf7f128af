import type { ListEnvelope, WebhookDelivery } from '@netline/contracts';
import { ApiClient, createMerchant, customerInput, MerchantCredentials, Stack, waitFor, WebhookReceiver } from '@netline/testing';
import { deliveriesDrained, startWebhookStack } from './webhook-stack';

interface PublicEvent {
  id: string;
  object: string;
  type: string;
  occurred_at: string;
  data: { id: string };
}

interface StreamedEvent {
  id?: string;
  event?: string;
  data?: string;
}

const STREAMS_PER_ACCOUNT = 2;

/**
 * A live event stream read as a client reads it: `fetch` with the merchant's credentials, the answer's
 * body parsed into Server-Sent Events (comment lines kept apart). `next` waits for the first event not
 * yet taken that satisfies `match`.
 */
async function openStream(url: string, merchant: MerchantCredentials, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { authorization: `Basic ${Buffer.from(`${merchant.merchant_id}:${merchant.secret_key}`).toString('base64')}`, ...headers },
    signal: abort.signal,
  });
  const events: StreamedEvent[] = [];
  const comments: string[] = [];
  let buffer = '';
  const reading = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamedEvent = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else {
              const colon = line.indexOf(':');
              (event as Record<string, string>)[line.slice(0, colon)] = line.slice(colon + 1).replace(/^ /, '');
            }
          }
          if (event.data !== undefined || event.id !== undefined) events.push(event);
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  let taken = 0;
  return {
    response,
    events,
    comments,
    async next(match: (event: StreamedEvent) => boolean, timeoutMs = 15_000): Promise<StreamedEvent> {
      const found = await waitFor(
        async () => events.slice(taken).find(match),
        (event) => event !== undefined,
        timeoutMs,
      );
      taken = events.indexOf(found!) + 1;
      return found!;
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}

/**
 * The events API end to end: events made by credit reach the dispatcher's store through the streams and
 * are read, filtered and redelivered through the gateway, a redelivery reaches a real HTTPS receiver, and
 * the live stream delivers an event created after it opened and resumes after Last-Event-ID with nothing
 * lost. Retention, paging and the stream's ordering under concurrent commits: src/events-api/events.medium-spec.ts.
 */
describe('events API end to end', () => {
  let stack: Stack;
  let receiver: WebhookReceiver;
  let merchant: MerchantCredentials;
  let api: ApiClient;

  beforeAll(async () => {
    ({ stack, receiver } = await startWebhookStack('0.005', {}, { EVENT_STREAMS_PER_ACCOUNT: String(STREAMS_PER_ACCOUNT) }));
    merchant = await createMerchant(stack.env, 'Events Merchant');
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
  });

  afterAll(async () => {
    await stack?.stop();
    await receiver?.stop();
  });

  /** The merchant's events about `objectId`, once the dispatcher has stored one. */
  const eventsOf = async (client: ApiClient, objectId: string) =>
    (
      await waitFor(
        () => client.get<ListEnvelope<PublicEvent>>(`/events?filter[object_id]=${objectId}`),
        // The rows, not the count: the two are read side by side and may straddle the commit.
        (response) => response.status === 200 && response.body.results.length > 0,
        30_000,
      )
    ).body.results;

  it('lists events newest first with filters, fetches one, and keeps them from another merchant', async () => {
    // Newest first in the order stored: the second customer is made once the first one's event is in.
    const first = (await api.post('/customers', customerInput())).body;
    const [firstEvent] = await eventsOf(api, first.id);
    const second = (await api.post('/customers', customerInput())).body;
    const [secondEvent] = await eventsOf(api, second.id);
    expect(firstEvent).toEqual({
      id: expect.stringMatching(/^evt_/),
      object: 'customer',
      type: 'customer.created',
      occurred_at: expect.any(String),
      data: { id: first.id },
    });

    const listed = await api.get<ListEnvelope<PublicEvent>>('/events?filter[type]=customer.created&limit=100');
    expect(listed.status).toBe(200);
    const ids = listed.body.results.map((event) => event.id);
    expect(ids.indexOf(secondEvent.id)).toBeLessThan(ids.indexOf(firstEvent.id));
    expect((await api.get(`/events?filter[type]=invoice.created`)).body).toMatchObject({ count: 0, results: [] });
    const window = await api.get<ListEnvelope<PublicEvent>>(
      `/events?filter[occurred_at][gte]=${encodeURIComponent(firstEvent.occurred_at)}&filter[occurred_at][lte]=${encodeURIComponent(firstEvent.occurred_at)}`,
    );
    expect(window.body.results.map((event) => event.id)).toContain(firstEvent.id);
    expect((await api.get(`/events/${firstEvent.id}`)).body).toEqual(firstEvent);
    expect((await api.get('/events?filter[occurred_at][gte]=yesterday')).status).toBe(400);

    const stranger = await createMerchant(stack.env, 'Stranger Merchant');
    const theirs = ApiClient.basic(stack.apiUrl, stranger.merchant_id, stranger.secret_key);
    const hidden = await theirs.get(`/events/${firstEvent.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ error: { type: 'not_found_error', code: 'WEBHOOKS.EVENT_NOT_FOUND' } });
    expect((await theirs.post(`/events/${firstEvent.id}/redeliver`, {})).status).toBe(404);
    expect((await theirs.get(`/events?filter[object_id]=${first.id}`)).body).toMatchObject({ count: 0, results: [] });
  });

  it('redelivers an event to an endpoint registered after it, which receives the same body', async () => {
    const customer = (await api.post('/customers', customerInput())).body;
    const [event] = await eventsOf(api, customer.id);
    const path = '/redelivered';
    receiver.script(path, { kind: 'ok' });
    await api.post('/webhooks', { endpoint_url: receiver.url(path), events: { 'customer.created': true } });

    const redelivered = await api.post<ListEnvelope<WebhookDelivery>>(`/events/${event.id}/redeliver`, {});
    expect(redelivered.status).toBe(200);
    expect(redelivered.body).toMatchObject({ count: 1, results: [{ event_id: event.id, endpoint_url: receiver.url(path), status: 'pending' }] });
    await receiver.waitFor(() => receiver.requestsTo(path).some((request) => request.json?.id === event.id));
    await deliveriesDrained(stack);
    const [request] = receiver.requestsTo(path).filter((received) => received.json?.id === event.id);
    expect(request.json).toEqual(event);

    const unknown = await api.post(`/events/${event.id}/redeliver`, { endpoint_id: 'wep_unknown' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { type: 'not_found_error', code: 'WEBHOOKS.ENDPOINT_NOT_FOUND' } });
    expect((await api.post(`/events/${event.id}/redeliver`, { endpoint_id: 7 })).status).toBe(400);
  });

  it('streams an event created after connecting, and resumes after Last-Event-ID with nothing lost', async () => {
    const url = `${stack.apiUrl}/events/stream`;
    const stream = await openStream(url, merchant);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await waitFor(
      async () => stream.comments.includes('connected'),
      (open) => open,
    );
    const customer = (await api.post('/customers', customerInput())).body;
    const streamed = await stream.next((event) => JSON.parse(event.data ?? '{}').data?.id === customer.id, 30_000);
    expect(streamed.event).toBe('customer.created');
    const body = JSON.parse(streamed.data!) as PublicEvent;
    expect(streamed.id).toBe(body.id);
    expect((await api.get(`/events/${body.id}`)).body).toEqual(body);
    await stream.close();

    // While no stream is open, two more events are stored; a reconnect after the last one seen gets both, in order.
    const missed: Array<{ id: string }> = [];
    for (let index = 0; index < 2; index++) {
      missed.push((await api.post('/customers', customerInput())).body);
      await eventsOf(api, missed[index].id);
    }
    const resumed = await openStream(url, merchant, { 'last-event-id': streamed.id! });
    expect(resumed.response.status).toBe(200);
    const first = await resumed.next((event) => JSON.parse(event.data ?? '{}').data?.id === missed[0].id, 30_000);
    const second = await resumed.next((event) => JSON.parse(event.data ?? '{}').data?.id === missed[1].id, 30_000);
    expect(resumed.events.indexOf(first)).toBeLessThan(resumed.events.indexOf(second));
    expect(resumed.events.map((event) => event.id)).not.toContain(streamed.id);

    // `?types=` keeps the named types only; `?after=` resumes like the header.
    const typed = await openStream(`${url}?types=invoice.created&after=${streamed.id}`, merchant);
    expect(typed.response.status).toBe(200);
    // The two streams open are this account's limit: a third is refused in the contract's shape.
    const third = await fetch(url, {
      headers: { authorization: `Basic ${Buffer.from(`${merchant.merchant_id}:${merchant.secret_key}`).toString('base64')}` },
    });
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({
      error: { type: 'rate_limit_error', message: expect.stringContaining(`At most ${STREAMS_PER_ACCOUNT} event streams`) },
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(typed.events).toEqual([]);
    await typed.close();
    await resumed.close();

    // Refusals before the stream opens: credentials, an unknown type, an event that is not the merchant's.
    expect((await fetch(url)).status).toBe(401);
    const badType = await openStream(`${url}?types=no.such_type`, merchant);
    expect(badType.response.status).toBe(400);
    await badType.close();
    const unknownAfter = await openStream(url, merchant, { 'last-event-id': 'evt_not_mine' });
    expect(unknownAfter.response.status).toBe(404);
    await unknownAfter.close();
  });
});
