import {
  ApiError,
  DomainError,
  IdentitySubjects,
  ListQuery,
  NotFoundError,
  parseListQuery,
  Principal,
  RawQuery,
  toApiError,
  upsertWebhookSchema,
  webhookDeliveryListSpec,
  WebhookDeliveryWithAttempts,
  WebhookEndpoint,
  webhookListSpec,
} from '@netline/contracts';
import { messagingMigrations, OutboxWriter, RpcClient, TypedEvent } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { IdGenerator } from '@netline/persistence';
import { ManualClock, provisionTestDatabase, ProvisionedDatabase, waitFor, WebhookReceiver } from '@netline/testing';
import { FakePeer, mediumMerchant, unitOfWorkWithoutRelay, WrittenEvent, writtenEvents } from '@netline/testing/medium';
import { Job } from 'bullmq';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { Registry } from 'prom-client';
import { WEBHOOK_DISPATCHER_ENTITIES } from './app.module';
import { loadWebhookDispatcherConfig, WebhookDispatcherConfig } from './config';
import { DeliveriesRepository } from './deliveries/deliveries.repository';
import { DeliveriesService } from './delivery-log/delivery-log.service';
import { deliveryJobId } from './deliveries/delivery.entity';
import { DeliverWebhookProcessor } from './dispatch/deliver-webhook.processor';
import { DeliverWebhookJob, DeliveryQueue, queuePrefix } from './dispatch/delivery-queue';
import { EndpointGuard } from './subscriptions/endpoint-guard';
import { EventIntake } from './dispatch/event-intake';
import { EventsRepository } from './events/events.repository';
import { EventsService } from './events-api/events.service';
import { WebhookAccounts } from './dispatch/webhook-accounts';
import { WebhookMetrics } from './dispatch/webhook-metrics';
import { WebhookSecretsCache } from './dispatch/webhook-secrets';
import { WebhookSender } from './dispatch/webhook-sender';
import { WEBHOOK_DISPATCHER_MIGRATIONS } from './migrations';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository';
import { SubscriptionsService } from './subscriptions/subscriptions.service';

/** Where every dispatcher medium suite's clock starts, and is set back to before each test. */
export const WEBHOOK_MEDIUM_START = '2030-03-04T10:00:00.000Z';

/**
 * The webhook dispatcher wired as its module wires it, in the test's process: the real subscriptions and
 * deliveries services, their repositories, the event intake, the delivery queue and the BullMQ worker
 * against a fresh database (as the dispatcher's runtime role) and Redis under a key prefix of its own; the
 * real sender posting over HTTPS to a local receiver whose self-signed certificate it trusts; identity
 * faked over real NATS (each merchant's signing secret, and no partners). The services' clock is one the
 * test moves. The stream consumer does not run: a test hands events to the intake as the consumer would
 * (`event`). A retry is not waited out: a test reads the delay BullMQ scheduled it with, then promotes it.
 */
export interface WebhookWorld {
  config: WebhookDispatcherConfig;
  clock: ManualClock;
  database: ProvisionedDatabase;
  receiver: WebhookReceiver;
  identity: FakePeer;
  metrics: Registry;
  subscriptionsRepository: SubscriptionsRepository;
  subscriptions: SubscriptionsService;
  deliveriesRepository: DeliveriesRepository;
  deliveries: DeliveriesService;
  eventsRepository: EventsRepository;
  /** The events API (list, fetch, redeliver, the live stream's pages). */
  eventsApi: EventsService;
  queue: DeliveryQueue;
  /** A merchant of its own (its secret at the fake identity is `secretOf(merchantId)`). */
  merchant(): { merchantId: string; principal: Principal };
  secretOf(merchantId: string): string;
  /** `POST /webhooks` as the gateway forwards it (the body parsed by the contract's schema). */
  upsert(principal: Principal, endpointUrl: string, events: Record<string, boolean>): Promise<WebhookEndpoint[]>;
  /** The domain events the dispatcher wrote to its outbox for `merchantId` (the relay does not run), oldest first. */
  events(merchantId: string): Promise<WrittenEvent[]>;
  /** A list query as the gateway parses it from the query string. */
  listQuery(raw?: RawQuery, deliveries?: boolean): ListQuery;
  /**
   * An event of `merchantId` about a new record, fanned out and queued as the stream consumer does it
   * (the fan-out in one transaction, the enqueue after its commit); the event.
   */
  event(merchantId: string, type?: string): Promise<TypedEvent>;
  /** The BullMQ job of a delivery. */
  job(delivery: { id: string; event_id: string; endpoint_id: string; resend_of: string | null }): Promise<Job<DeliverWebhookJob>>;
  /** Polls the delivery (with its attempts) until `done` holds; returns the last read. */
  delivery(principal: Principal, id: string, done: (delivery: WebhookDeliveryWithAttempts) => boolean): Promise<WebhookDeliveryWithAttempts>;
}

/** The contract's error a service call was refused with (as its NATS reply carries it); fails if it was not refused. */
export async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected a refusal, got ${JSON.stringify(outcome.value)}`);
  if (!(outcome.error instanceof DomainError)) throw outcome.error;
  return toApiError(outcome.error);
}

/** How long a poll on the worker may take: attempts to a local receiver finish in milliseconds. */
const WORKER_TIMEOUT_MS = 15_000;

/**
 * Registers the hooks that build the world before the suite and take it down after it, and returns it;
 * its members are there from `beforeAll` on. `env` overrides the dispatcher's configuration (by default
 * it may reach the local receiver: WEBHOOK_ALLOW_PRIVATE_TARGETS=true).
 */
export function useWebhookWorld(env: Record<string, string> = {}): WebhookWorld {
  const namespace = `m${randomBytes(5).toString('hex')}`;
  const logger = createLogger('webhook-dispatcher', 'silent');
  const clock = new ManualClock(WEBHOOK_MEDIUM_START);
  const world = { clock } as WebhookWorld;
  const ids = new IdGenerator();
  let rpc: RpcClient | undefined;
  let sender: WebhookSender | undefined;
  let processor: DeliverWebhookProcessor | undefined;
  let intake: EventIntake;

  beforeAll(async () => {
    world.receiver = await WebhookReceiver.start();
    const config = loadWebhookDispatcherConfig({
      ...process.env,
      NETLINE_NAMESPACE: namespace,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_CA_FILE: world.receiver.certificate.certFile,
      LOG_LEVEL: 'silent',
      ...env,
    });
    world.config = config;
    world.database = await provisionTestDatabase({
      config,
      service: 'webhook-dispatcher',
      entities: WEBHOOK_DISPATCHER_ENTITIES,
      migrations: [...WEBHOOK_DISPATCHER_MIGRATIONS, ...messagingMigrations],
    });
    const dataSource = world.database.dataSource;
    world.identity = await FakePeer.start(config, 'fake-identity');
    await world.identity.answer(IdentitySubjects.webhookSecrets, ({ body }) => ({
      merchant_id: body.merchant_id,
      secrets: [world.secretOf(body.merchant_id)],
    }));
    // No merchant here is a partner's or a partner: identity knows none of them, so each is its own account.
    await world.identity.answer(IdentitySubjects.getMerchant, () => {
      throw new NotFoundError('Merchant');
    });
    rpc = new RpcClient(config, 'webhook-dispatcher-medium');
    const guard = new EndpointGuard(config);
    world.queue = new DeliveryQueue(config);
    world.metrics = new Registry();
    world.subscriptionsRepository = new SubscriptionsRepository(dataSource);
    world.deliveriesRepository = new DeliveriesRepository(dataSource);
    world.subscriptions = new SubscriptionsService(
      world.subscriptionsRepository,
      unitOfWorkWithoutRelay(dataSource, new OutboxWriter(clock), logger),
      guard,
      clock,
      ids,
      config,
    );
    world.deliveries = new DeliveriesService(world.deliveriesRepository, world.subscriptionsRepository, world.queue, guard, dataSource, clock, ids, config);
    world.eventsRepository = new EventsRepository(dataSource);
    world.eventsApi = new EventsService(
      world.eventsRepository,
      world.deliveriesRepository,
      world.subscriptionsRepository,
      world.queue,
      dataSource,
      clock,
      ids,
      config,
    );
    intake = new EventIntake(world.subscriptionsRepository, world.deliveriesRepository, world.queue, new WebhookAccounts(rpc), ids, world.eventsRepository);
    sender = new WebhookSender({
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      allowPrivateTargets: config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
      caFile: config.WEBHOOK_CA_FILE,
    });
    processor = new DeliverWebhookProcessor(
      config,
      world.deliveriesRepository,
      new WebhookSecretsCache(rpc, config),
      sender,
      new WebhookMetrics(world.metrics, world.queue),
      logger,
    );
    processor.onApplicationBootstrap();
  });

  afterAll(async () => {
    await processor?.beforeApplicationShutdown();
    await world.queue?.beforeApplicationShutdown();
    sender?.close();
    await rpc?.close();
    await world.identity?.close();
    await world.receiver?.stop();
    if (world.config) {
      // The queue's keys are this suite's alone (its namespace's prefix).
      const redis = new IORedis(world.config.REDIS_URL);
      const keys = await redis.keys(`${queuePrefix(world.config)}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
    await world.database?.drop();
  });

  beforeEach(() => clock.set(WEBHOOK_MEDIUM_START));

  world.merchant = mediumMerchant;
  world.secretOf = (merchantId) => `whsec_medium_${merchantId}`;
  world.events = (merchantId) => writtenEvents(world.database.dataSource, "payload->>'merchant_id' = $1", merchantId);

  world.upsert = (principal, endpointUrl, events) => world.subscriptions.upsert(principal, upsertWebhookSchema.parse({ endpoint_url: endpointUrl, events }));

  world.listQuery = (raw = {}, deliveries = false) => {
    const parsed = parseListQuery(raw, deliveries ? webhookDeliveryListSpec : webhookListSpec);
    if (!parsed.ok) throw new Error(`the list query does not parse: ${JSON.stringify(parsed.details)}`);
    return parsed.query;
  };

  world.event = async (merchantId, type = 'customer.created') => {
    const event = {
      id: ids.next('evt'),
      type,
      object: type.split('.')[0],
      merchant_id: merchantId,
      occurred_at: clock.now().toISOString(),
      data: { id: ids.next('cus') },
    } as unknown as TypedEvent;
    await world.database.dataSource.transaction((manager) => intake.fanOut([event] as Parameters<EventIntake['fanOut']>[0], manager));
    await intake.enqueue([event]);
    return event;
  };

  world.job = async (delivery) => {
    const job = await world.queue.queue.getJob(deliveryJobId(delivery));
    if (!job) throw new Error(`no job for delivery ${delivery.id}`);
    return job;
  };

  world.delivery = (principal, id, done) => waitFor(() => world.deliveries.get(principal, id), done, WORKER_TIMEOUT_MS);

  return world;
}
