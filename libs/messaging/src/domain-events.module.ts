import { BeforeApplicationShutdown, DynamicModule, Inject, Injectable, Module, OnApplicationBootstrap, Optional, Type } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { redisKey } from '@netline/config';
import { Logger } from '@netline/observability';
import type { Redis } from 'ioredis';
import { hostname } from 'node:os';
import { DataSource } from 'typeorm';
import {
  DOMAIN_EVENT_HANDLER,
  DOMAIN_EVENTS_COMMITTED,
  DomainEventBatchMethod,
  DomainEventHandlerMetadata,
  DomainEventMethod,
  DomainEventRoute,
  DomainEventRouter,
  DomainEventsCommittedMethod,
  TypedEvent,
} from './domain-events';
import { EventType } from '@netline/contracts';
import { OutboxRelay } from './outbox';
import { createRedis, RedisSettings } from './redis';
import { CONFIG, InjectLogger } from './service-core.module';
import { StreamConsumer } from './stream-consumer';

/** How one consumer group runs, read from the service's config when the app boots. */
export interface DomainEventConsumerSettings {
  /** The streams read, unprefixed (`events:billing`); the namespace's Redis key prefix is applied. */
  streams: readonly string[];
  /** False leaves the group unstarted (a process that must not consume); true unless given. */
  enabled?: boolean;
  /** Consumers of this process in the group (each entry still goes to exactly one); 1 unless given. */
  consumers?: number;
  claimIdleMs?: number;
  batchSize?: number;
  maxDeliveries?: number;
  blockMs?: number;
}

interface ConsumerConfig extends RedisSettings {
  NETLINE_NAMESPACE: string;
}

export interface DomainEventConsumerOptions<C extends ConsumerConfig = ConsumerConfig> {
  /** The consumer group, also the inbox's consumer name: one per consuming app (or role of an app). */
  group: string;
  /** Providers (declared in any module of the app) whose `@OnDomainEvent…` methods this group runs. */
  handlers: Array<Type<unknown>>;
  /** The streams and tuning, from the service config (the `CONFIG` provider). */
  settings: (config: C) => DomainEventConsumerSettings;
}

const DOMAIN_EVENT_CONSUMER_OPTIONS = Symbol('DOMAIN_EVENT_CONSUMER_OPTIONS');

/**
 * Hosts one consumer group: finds the handler methods of the listed providers (Nest's DiscoveryService and
 * Reflector), starts the group's StreamConsumers when the app has booted, and stops them before the app
 * shuts down (each finishes the entry in hand; what is unacknowledged is redelivered).
 */
@Injectable()
export class DomainEventConsumerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly running: Array<{ consumer: StreamConsumer<TypedEvent>; connection: Redis }> = [];
  private router?: DomainEventRouter;

  constructor(
    @Inject(DOMAIN_EVENT_CONSUMER_OPTIONS) private readonly options: DomainEventConsumerOptions,
    @Inject(CONFIG) private readonly config: ConsumerConfig,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly dataSource: DataSource,
    @InjectLogger() private readonly logger: Logger,
    @Optional() private readonly relay?: OutboxRelay,
  ) {}

  /** The routes found at boot (for tests and the startup log). */
  get types(): string[] {
    return this.routerOf().types;
  }

  async onApplicationBootstrap(): Promise<void> {
    const settings = this.options.settings(this.config);
    const router = this.routerOf();
    if (settings.enabled === false) return;
    const count = Math.max(1, settings.consumers ?? 1);
    for (let index = 0; index < count; index += 1) {
      // XREADGROUP BLOCK holds its connection, so each consumer gets one of its own.
      const connection = createRedis(this.config, `netline-${this.options.group}-consumer`, { role: 'blocking' });
      const consumer = new StreamConsumer(connection, this.dataSource, router, this.logger, {
        streams: settings.streams.map((stream) => redisKey(this.config, stream)),
        group: this.options.group,
        consumer: `${this.options.group}-${hostname()}-${process.pid}-${index}`,
        claimIdleMs: settings.claimIdleMs,
        batchSize: settings.batchSize,
        maxDeliveries: settings.maxDeliveries,
        blockMs: settings.blockMs,
      });
      this.running.push({ consumer, connection });
      await consumer.start();
    }
    this.logger.info({ group: this.options.group, streams: settings.streams, types: router.types, consumers: count }, 'domain event consumer started');
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.running.map(({ consumer }) => consumer.stop()));
    for (const { connection } of this.running) connection.disconnect();
    this.running.length = 0;
  }

  private routerOf(): DomainEventRouter {
    this.router ??= this.discover();
    return this.router;
  }

  /** Builds the routes from the decorated methods of the listed providers; a wiring mistake fails the boot. */
  private discover(): DomainEventRouter {
    const routes = new Map<string, DomainEventRoute>();
    const committed: DomainEventsCommittedMethod[] = [];
    const instances = new Map<Type<unknown>, object>();
    for (const wrapper of this.discovery.getProviders()) {
      const type = wrapper.metatype;
      if (typeof type === 'function' && this.options.handlers.includes(type as Type<unknown>) && wrapper.instance && !instances.has(type as Type<unknown>)) {
        instances.set(type as Type<unknown>, wrapper.instance as object);
      }
    }
    for (const handler of this.options.handlers) {
      const instance = instances.get(handler);
      if (!instance) throw new Error(`${handler.name} handles events of group ${this.options.group} but is not a provider of any module`);
      let found = false;
      for (const name of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
        const method: unknown = Reflect.get(instance, name);
        if (typeof method !== 'function') continue;
        const owner = `${handler.name}.${name}`;
        const meta = this.reflector.get<DomainEventHandlerMetadata | undefined>(DOMAIN_EVENT_HANDLER, method);
        if (meta) {
          found = true;
          for (const type of meta.types) {
            const taken = routes.get(type);
            if (taken) throw new Error(`${type} has two handlers in group ${this.options.group}: ${taken.owner} and ${owner}`);
            routes.set(
              type,
              meta.batch
                ? { batch: true, owner, apply: method.bind(instance) as DomainEventBatchMethod<EventType> }
                : { batch: false, owner, apply: method.bind(instance) as DomainEventMethod<EventType> },
            );
          }
        }
        if (this.reflector.get<boolean | undefined>(DOMAIN_EVENTS_COMMITTED, method)) {
          found = true;
          committed.push(method.bind(instance) as DomainEventsCommittedMethod);
        }
      }
      if (!found) throw new Error(`${handler.name} is listed as a handler of group ${this.options.group} but has no @OnDomainEvent method`);
    }
    // A handler that wrote events to the outbox wants them relayed now rather than at the next poll (the
    // router kicks the relay after such a commit only).
    return new DomainEventRouter(routes, committed, this.relay);
  }
}

/**
 * The consumer kit's module: one `forConsumer` per consumer group of an app.
 *
 *   DomainEventsModule.forConsumer({
 *     group: 'billing',
 *     handlers: [PaymentsConsumer],
 *     settings: (config: BillingConfig) => ({ streams: ['events:treasury'], enabled: config.BILLING_CONSUME_EVENTS }),
 *   })
 */
@Module({})
export class DomainEventsModule {
  static forConsumer<C extends ConsumerConfig>(options: DomainEventConsumerOptions<C>): DynamicModule {
    return {
      module: DomainEventsModule,
      imports: [DiscoveryModule],
      providers: [{ provide: DOMAIN_EVENT_CONSUMER_OPTIONS, useValue: options }, DomainEventConsumerHost],
      exports: [DomainEventConsumerHost],
    };
  }
}
