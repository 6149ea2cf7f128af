import { CustomerSubjects, InvoiceSubjects, PaymentSubjects, PUBLIC_TOPIC_NAMES } from '@netline/contracts';
import {
  adminCli,
  ApiClient,
  createMerchant,
  createTestCertificate,
  customerInput,
  MerchantCredentials,
  Stack,
  StackProcess,
  waitFor,
  WebhookReceiver,
} from '@netline/testing';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import IORedis from 'ioredis';
import { Client } from 'pg';
import { CollectionsConsumer } from '../apps/billing/src/collections/collections.consumer';
import { EnrollmentOffersConsumer } from '../apps/billing/src/mail/enrollment-offers.consumer';
import { PaymentsConsumer } from '../apps/billing/src/payments/payments.consumer';
import { LedgerConsumer } from '../apps/credit/src/ledger/ledger.consumer';
import { TreasuryConsumer } from '../apps/treasury/src/jobs/treasury.consumer';
import { EventIntake } from '../apps/webhook-dispatcher/src/dispatch/event-intake';
import { domainEventTypesOf } from '@netline/messaging';
import { K8S_DIR, render } from './deploy/manifest-rules';
import { exposedMetrics, monitoredMetrics } from './deploy/monitoring-rules';

/**
 * The whole stack with two replicas of every app, as the cluster runs it: a merchant's customers, credit,
 * invoices with advances, payments, payouts and webhooks, driven through both gateways in turn. Then,
 * counted at the source: each API request was handled by exactly one replica; each event was recorded
 * exactly once by each consumer group and left nothing pending or dead-lettered; each effect (advance
 * booked, payment applied, ledger moved) happened once; each webhook reached the HTTPS receiver exactly
 * once (duplicates counted: none). Two more gateways show the per-merchant rate limit exact across
 * replicas. Finally, every metric the alert rules and dashboard read, and every signal the KEDA
 * ScaledObjects scale on, is on the apps' /metrics.
 */
const INVOICE_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const CUSTOMERS = 4;
const RATE_LIMIT = 40;
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SOURCE_APPS = ['identity', 'credit', 'billing', 'treasury', 'fulfillment'];
/** Each consumer group, the streams it reads and the database its inbox is in. */
/** Each consumer group, where it keeps its inbox, what it reads, and the types it applies (the rest it acknowledges without an inbox row). */
const GROUPS = [
  { group: 'credit', database: 'credit', streams: ['billing', 'treasury'], applies: domainEventTypesOf(LedgerConsumer) },
  {
    group: 'billing',
    database: 'billing',
    streams: ['treasury', 'credit'],
    applies: [...domainEventTypesOf(PaymentsConsumer), ...domainEventTypesOf(CollectionsConsumer), ...domainEventTypesOf(EnrollmentOffersConsumer)],
  },
  { group: 'treasury', database: 'treasury', streams: ['billing', 'credit'], applies: domainEventTypesOf(TreasuryConsumer) },
  { group: 'webhook-dispatcher', database: 'webhook-dispatcher', streams: SOURCE_APPS, applies: domainEventTypesOf(EventIntake) },
];

interface StreamEvent {
  id: string;
  type: string;
  merchant_id: string;
  data: { id: string };
}

describe('two replicas of every app', () => {
  let stack: Stack;
  let receiver: WebhookReceiver;
  let redis: IORedis;
  let merchant: MerchantCredentials;
  /** One client per gateway replica; requests alternate between them. */
  let gateways: ApiClient[];
  let turn = 0;
  const api = () => gateways[turn++ % gateways.length];

  beforeAll(async () => {
    const certificate = await createTestCertificate();
    receiver = await WebhookReceiver.start(certificate);
    stack = await Stack.start({
      namespace: 'random',
      logDir: 'var/test-logs',
      env: {
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        WEBHOOK_CA_FILE: certificate.certFile,
        WEBHOOK_BACKOFF_SCALE: '0.01',
        OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true',
      },
      // Payouts are run by the test alone.
      appEnv: { treasury: { TREASURY_JOBS_INTERVAL_MS: '0' } },
    });
    for (const app of [...new Set(stack.processes.map((entry) => entry.app))]) await stack.launch(app, `${app}-2`);
    redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
    merchant = await createMerchant(stack.env, 'Replicated Merchant');
    gateways = replicas('gateway').map((gateway) => ApiClient.basic(`${gateway.url}/api`, merchant.merchant_id, merchant.secret_key));
  }, 300_000);

  afterAll(async () => {
    redis?.disconnect();
    await stack?.stop();
    await receiver?.stop();
  });

  const replicas = (app: string): StackProcess[] => stack.processes.filter((entry) => entry.app === app && entry.child.exitCode === null);
  const metricsOf = async (entry: StackProcess) => (await fetch(`${entry.url}/metrics`)).text();

  /** rpc_requests_handled_total for one subject, per replica of the app that serves it. */
  const handled = async (app: string, subject: string): Promise<number[]> =>
    Promise.all(
      replicas(app).map(async (entry) => {
        const line = (await metricsOf(entry))
          .split('\n')
          .find(
            (row) => row.startsWith('rpc_requests_handled_total{') && row.includes(`subject="${stack.namespace}.${subject}"`) && row.includes('outcome="ok"'),
          );
        return line ? Number(line.split(' ').pop()) : 0;
      }),
    );
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

  const streamEvents = async (app: string): Promise<StreamEvent[]> => {
    const entries = await redis.xrange(`${stack.namespace}:events:${app}`, '-', '+');
    const events = entries.map(([, fields]) => JSON.parse(fields[fields.indexOf('event') + 1]) as StreamEvent);
    // The relay may publish a row twice if it dies between XADD and marking it sent: the id is the identity.
    return [...new Map(events.map((event) => [event.id, event])).values()];
  };

  const query = async <T>(service: string, sql: string, values: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: DATABASE_URL.replace(/\/[^/]*$/, `/netline_${stack.namespace}_${service}`) });
    await client.connect();
    try {
      return (await client.query(sql, values)).rows as T[];
    } finally {
      await client.end();
    }
  };

  it("runs a merchant's month once: each request, event, effect and webhook exactly once", async () => {
    expect(replicas('gateway')).toHaveLength(2);
    for (const app of ['identity', 'credit', 'billing', 'treasury', 'fulfillment', 'webhook-dispatcher']) expect([app, replicas(app).length]).toEqual([app, 2]);

    receiver.script('/events', { kind: 'ok' });
    const subscribed = await api().post('/webhooks', {
      endpoint_url: receiver.url('/events'),
      events: Object.fromEntries(PUBLIC_TOPIC_NAMES.map((topic) => [topic, true])),
    });
    expect(subscribed.status).toBe(200);

    // Customers, approved with a line and an advance rate.
    const customers: string[] = [];
    for (let index = 0; index < CUSTOMERS; index += 1) {
      const created = await api().post('/customers', customerInput());
      expect(created.status).toBe(200);
      customers.push(created.body.id);
      const decided = await api().post(`/sandbox/customers/${created.body.id}/credit-decision`, { decision: 'approved', amount: 20_000, advance_rate: 0.8 });
      expect(decided.status).toBe(200);
    }

    // Two invoices each, one of them advanced; every invoice sent with its PDF.
    const invoices: Array<{ id: string; customer: string; amount: number; advanced: boolean }> = [];
    for (const customer of customers) {
      for (const [amount, advanced] of [
        [1000, true],
        [2500, false],
      ] as const) {
        const created = await api().post('/invoices', {
          customer_id: customer,
          number: `INV-${randomUUID().slice(0, 8)}`,
          amount,
          advance_requested: advanced,
        });
        expect(created.status).toBe(200);
        const client = api();
        const uploaded = await fetch(`${client.baseUrl}/invoices/${created.body.id}/pdf`, {
          method: 'PUT',
          headers: {
            authorization: `Basic ${Buffer.from(`${merchant.merchant_id}:${merchant.secret_key}`).toString('base64')}`,
            'content-type': 'application/pdf',
          },
          body: new Uint8Array(INVOICE_PDF),
        });
        expect(uploaded.status).toBe(200);
        const sent = await api().put(`/invoices/${created.body.id}/send`);
        expect(sent.status).toBe(200);
        expect(sent.body.advanced).toBe(advanced);
        invoices.push({ id: created.body.id, customer, amount, advanced });
      }
    }

    // Each customer pays its advanced invoice in full.
    const payments: string[] = [];
    for (const invoice of invoices.filter((entry) => entry.advanced)) {
      const created = await api().post('/sandbox/payments', {
        customer_id: invoice.customer,
        amount: invoice.amount,
        method: 'ach_debit',
        links: [{ invoice_id: invoice.id, amount: invoice.amount }],
      });
      expect(created.status).toBe(200);
      payments.push(created.body.id);
      expect((await api().post(`/sandbox/payments/${created.body.id}/status`, { status: 'in_transit' })).status).toBe(200);
      expect((await api().post(`/sandbox/payments/${created.body.id}/status`, { status: 'paid' })).body.status).toBe('paid');
    }

    // Billing applies each payment (from treasury's event) exactly once: paid, never twice.
    for (const invoice of invoices) {
      const expectedPaid = invoice.advanced ? invoice.amount : 0;
      const seen = await waitFor(
        () => api().get(`/invoices/${invoice.id}`),
        (response) => response.body.amount_paid === expectedPaid,
        30_000,
      );
      expect(seen.body).toMatchObject({ amount_paid: expectedPaid, amount_balance: invoice.amount - expectedPaid });
    }

    // Treasury books each advance once; one payout run pays them out.
    const booked = await waitFor(
      async () => ((await api().get('/payout-transactions?limit=100')).body.results ?? []) as Array<{ type: string; invoice_id: string | null }>,
      (list) => list.filter((entry) => entry.type === 'advance').length >= CUSTOMERS,
      30_000,
    );
    const advances = booked
      .filter((entry) => entry.type === 'advance')
      .map((entry) => entry.invoice_id)
      .sort();
    expect(advances).toEqual(
      invoices
        .filter((entry) => entry.advanced)
        .map((entry) => entry.id)
        .sort(),
    );
    const run = await api().post('/sandbox/payouts/run');
    expect(run.status).toBe(200);
    expect(run.body.payouts.length).toBeGreaterThanOrEqual(1);
    for (const payout of run.body.payouts as Array<{ id: string }>) {
      expect((await api().post(`/sandbox/payouts/${payout.id}/status`, { status: 'in_transit' })).body.status).toBe('in_transit');
      expect((await api().post(`/sandbox/payouts/${payout.id}/status`, { status: 'paid' })).body.status).toBe('paid');
    }

    // Credit's ledger, moved by billing's and treasury's events, equals billing's balances.
    for (const customer of customers) {
      const open = invoices.filter((entry) => entry.customer === customer && !entry.advanced).reduce((total, entry) => total + entry.amount, 0);
      const seen = await waitFor(
        () => api().get(`/customers/${customer}`),
        (response) => response.body.amount_balance === open,
        30_000,
      );
      expect(seen.body).toMatchObject({ amount_balance: open, amount_available: 20_000 - open });
    }
    expect(await adminCli(stack.env, ['reconcile', '--merchant', merchant.merchant_id])).toMatchObject({ ok: true, differences: [] });

    // Each request handled by exactly one replica: the replicas' counts add up to what was sent.
    const creates = await handled('credit', CustomerSubjects.create);
    expect(sum(creates)).toBe(CUSTOMERS);
    expect(sum(await handled('billing', InvoiceSubjects.create))).toBe(invoices.length);
    expect(sum(await handled('billing', InvoiceSubjects.send))).toBe(invoices.length);
    expect(sum(await handled('treasury', PaymentSubjects.sandboxCreate))).toBe(payments.length);
    // Both replicas of the busiest services took a share of the work.
    for (const app of ['credit', 'billing', 'treasury']) {
      const perReplica = await Promise.all(
        replicas(app).map(async (entry) =>
          sum(
            (await metricsOf(entry))
              .split('\n')
              .filter((row) => row.startsWith('rpc_requests_handled_total{'))
              .map((row) => Number(row.split(' ').pop())),
          ),
        ),
      );
      expect([app, perReplica.every((count) => count > 0)]).toEqual([app, true]);
    }

    // Each event recorded once by each consumer group, once every group has caught up: its inbox holds
    // exactly the distinct events of the streams it reads, and nothing is pending or dead-lettered.
    for (const { group, streams } of GROUPS) {
      await waitFor(
        async () => {
          const infos = await Promise.all(streams.map((app) => redis.xinfo('GROUPS', `${stack.namespace}:events:${app}`).catch(() => [])));
          return infos.flatMap((info) =>
            (info as Array<Array<string | number>>)
              .filter((fields) => fields[1] === group)
              .map((fields) => [fields[fields.indexOf('lag') + 1], fields[fields.indexOf('pending') + 1]]),
          );
        },
        (figures) => figures.length === streams.length && figures.every(([lag, pending]) => lag === 0 && pending === 0),
        30_000,
      );
    }
    for (const { group, database, streams, applies } of GROUPS) {
      const events = (await Promise.all(streams.map(streamEvents))).flat().filter((event) => (applies as string[]).includes(event.type));
      expect([group, events.length > 0]).toEqual([group, true]);
      const [inbox] = await query<{ rows: string; distinct_events: string }>(
        database,
        'SELECT count(*) AS rows, count(DISTINCT event_id) AS distinct_events FROM inbox WHERE consumer = $1',
        [group],
      );
      const recorded = await query<{ event_id: string }>(database, 'SELECT event_id FROM inbox WHERE consumer = $1', [group]);
      expect([group, Number(inbox.rows), Number(inbox.distinct_events)]).toEqual([group, events.length, events.length]);
      expect(new Set(recorded.map((row) => row.event_id))).toEqual(new Set(events.map((event) => event.id)));
      for (const app of streams) expect([group, app, await redis.xlen(`${stack.namespace}:events:${app}:dead`)]).toEqual([group, app, 0]);
    }

    // Each public event of the merchant reached the receiver exactly once.
    const published = (await Promise.all(SOURCE_APPS.map(streamEvents)))
      .flat()
      .filter((event) => event.merchant_id === merchant.merchant_id && PUBLIC_TOPIC_NAMES.includes(event.type as never));
    expect(published.length).toBeGreaterThan(CUSTOMERS * 5);
    await receiver.waitFor(
      () => {
        const seen = new Set(receiver.requestsTo('/events').map((request) => request.json?.id));
        return published.every((event) => seen.has(event.id));
      },
      60_000,
      `${published.length} webhook deliveries`,
    );
    const perEvent = new Map<string, number>();
    for (const request of receiver.requestsTo('/events')) perEvent.set(request.json.id, (perEvent.get(request.json.id) ?? 0) + 1);
    const duplicates = [...perEvent.entries()].filter(([, count]) => count > 1);
    expect(duplicates).toEqual([]);
    expect(perEvent.size).toBe(published.length);
  });

  it('holds a merchant to its rate limit exactly across two gateways', async () => {
    const limited = await Promise.all(
      [1, 2].map((index) => stack.launch('gateway', `gateway-limited-${index}`, { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) })),
    );
    const other = await createMerchant(stack.env, 'Rate Limited Merchant');
    const clients = limited.map((gateway) => ApiClient.basic(`${gateway.url}/api`, other.merchant_id, other.secret_key));
    // 30 requests through each gateway at once: under the limit for either alone, so only one window
    // shared by both (in Redis) can refuse any, and an exact one lets 40 through, not 39 or 41.
    const responses = await Promise.all(Array.from({ length: RATE_LIMIT + 20 }, (_, index) => clients[index % 2].get('/customers')));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    for (const gateway of limited) await stack.kill(gateway, 'SIGTERM');
  });

  it('exports every metric the alert rules and the dashboard read, and every signal KEDA scales on', async () => {
    const byApp = new Map<string, string[]>();
    for (const entry of stack.processes.filter((process) => process.child.exitCode === null && process.child.signalCode === null)) {
      byApp.set(entry.app, [...(byApp.get(entry.app) ?? []), await metricsOf(entry)]);
    }
    const exported = new Set([...byApp.values()].flat().flatMap((text) => [...exposedMetrics(text)]));
    expect(monitoredMetrics().filter((metric) => !exported.has(metric))).toEqual([]);

    // The streams and groups each ScaledObject watches are the ones the app reports lag for, both ways.
    const lagSeries = (text: string) =>
      new Set(
        text
          .split('\n')
          .filter((row) => row.startsWith('stream_consumer_group_lag{'))
          .map((row) => `${/stream="([^"]+)"/.exec(row)![1].replace(`${stack.namespace}:`, '')} ${/group="([^"]+)"/.exec(row)![1]}`),
      );
    const scaledObjects = render(join(K8S_DIR, 'overlays', 'production')).filter((object) => object.kind === 'ScaledObject');
    expect(scaledObjects.map((scaled) => scaled.spec!.scaleTargetRef!.name).sort()).toEqual([
      'billing',
      'credit',
      'insights',
      'treasury',
      'webhook-dispatcher',
    ]);
    for (const scaled of scaledObjects) {
      const app = scaled.spec!.scaleTargetRef!.name;
      const watched = scaled
        .spec!.triggers!.filter((trigger) => trigger.type === 'redis-streams')
        .map((trigger) => `${trigger.metadata!.stream} ${trigger.metadata!.consumerGroup}`);
      for (const text of byApp.get(app) ?? []) expect([app, [...lagSeries(text)].sort()]).toEqual([app, watched.sort()]);
    }
    for (const text of byApp.get('webhook-dispatcher') ?? []) expect(text).toMatch(/^webhook_queue_jobs\{state="waiting"/m);
    // Apps without a ScaledObject consume no stream.
    for (const app of ['gateway', 'identity', 'fulfillment']) for (const text of byApp.get(app) ?? []) expect([app, lagSeries(text).size]).toEqual([app, 0]);
  });
});
