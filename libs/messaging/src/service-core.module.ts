import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown, Provider } from '@nestjs/common';
import { streamName } from '@netline/contracts';
import { BaseConfig, redisKey } from '@netline/config';
import { HealthRegistry, Logger } from '@netline/observability';
import { Clock, IdGenerator, MerchantClock, openServiceDataSource, ServiceDataSourceInput } from '@netline/persistence';
import type { Redis } from 'ioredis';
import { Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { RpcClient } from './nats';
import { OutboxRelay, OutboxWriter, RedisStreamPublisher } from './outbox';
import { messagingRetentionRules, RetentionRule, RetentionSweeper } from './retention';
import { RowCountFolder } from './row-count-folder';
import { StreamTrimmer } from './stream-admin';
import { IdempotencyRecorder } from './idempotency';
import { createRedis } from './redis';
import { failingConsumers } from './running-consumers';
import { registerMessagingMetrics } from './stream-metrics';
import { messagingEntities, messagingMigrations } from './tables';
import { UnitOfWork } from './unit-of-work';

/** Injection tokens for what every service process shares. */
export const CONFIG = Symbol('CONFIG');
export const REDIS = Symbol('REDIS');

export interface ServiceCoreOptions {
  service: string;
  config: BaseConfig;
  logger: Logger;
  metrics: Registry;
  health: HealthRegistry;
  entities: ServiceDataSourceInput['entities'];
  migrations: ServiceDataSourceInput['migrations'];
  /** The service's own rows to delete once old (besides outbox and inbox, which every service prunes). */
  retention?: RetentionRule[];
  /** The service's migrations keep per-merchant row counts (`keepRowCounts`): fold their changes on a timer. */
  keepsRowCounts?: boolean;
}

@Injectable()
class ServiceLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly relay: OutboxRelay,
    private readonly retention: RetentionSweeper,
    private readonly rowCounts: RowCountFolder,
    private readonly trimmer: StreamTrimmer,
    private readonly dataSource: DataSource,
    private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly health: HealthRegistry,
    private readonly metrics: Registry,
  ) {}

  onApplicationBootstrap() {
    registerMessagingMetrics(this.metrics, this.redis, this.dataSource);
    this.health.add('postgres', async () => {
      await this.dataSource.query('SELECT 1');
    });
    this.health.add('redis', async () => {
      await this.redis.ping();
    });
    this.health.add('nats', () => this.rpc.ping());
    this.health.addLiveness('nats', () => (this.rpc.closedForGood() ? 'the NATS client connection is closed for good' : null));
    // A consumer loop that keeps failing (its database or Redis away, a group it cannot re-create)
    // makes the process unready, so it is visible rather than silently applying nothing.
    this.health.add('consumers', async () => {
      const failing = failingConsumers();
      if (failing.length > 0) throw new Error(failing.join('; '));
    });
    this.health.add('outbox-relay', async () => {
      const problem = this.relay.failing();
      if (problem) throw new Error(problem);
    });
    this.relay.start();
    // Outbox, inbox and idempotency keys (48 h: twice the edge's 24 h replay) are pruned by its rules.
    this.retention.start();
    this.rowCounts.start();
    // The service's own stream, trimmed by age but never past what a consumer group still needs.
    this.trimmer.start();
  }

  async onApplicationShutdown() {
    this.health.markShuttingDown();
    await this.relay.stop();
    await this.retention.stop();
    await this.rowCounts.stop();
    await this.trimmer.stop();
    await this.rpc.close().catch(() => undefined);
    this.redis.disconnect();
    await this.dataSource.destroy();
  }
}

/**
 * Everything a service process needs besides its features: its PostgreSQL data source (created and
 * whose schema is checked on start: it is migrated beforehand, by `main.js migrate`), Redis, the outbox and its relay, the clock and each merchant's (sandbox) clock, the RPC client for calling other
 * services, the reply interceptor for NATS handlers, and its health and metrics registries.
 */
@Global()
@Module({})
export class ServiceCoreModule {
  static forRoot(options: ServiceCoreOptions): DynamicModule {
    const providers: Provider[] = [
      { provide: CONFIG, useValue: options.config },
      { provide: 'SERVICE_NAME', useValue: options.service },
      { provide: Clock, useValue: new Clock() },
      { provide: IdGenerator, useValue: new IdGenerator() },
      { provide: HealthRegistry, useValue: options.health },
      { provide: Registry, useValue: options.metrics },
      { provide: 'LOGGER', useValue: options.logger },
      {
        provide: DataSource,
        useFactory: () =>
          openServiceDataSource({
            config: options.config,
            service: options.service,
            entities: [...(options.entities as unknown[]), ...messagingEntities] as ServiceDataSourceInput['entities'],
            migrations: [...(options.migrations as unknown[]), ...messagingMigrations] as ServiceDataSourceInput['migrations'],
          }),
      },
      { provide: REDIS, useFactory: () => createRedis(options.config, `netline-${options.service}`) },
      // Each merchant's time: sandbox clock offsets in Redis, real time in production.
      { provide: MerchantClock, useFactory: (redis: Redis, clock: Clock) => new MerchantClock(redis, options.config, clock), inject: [REDIS, Clock] },
      {
        provide: RpcClient,
        useFactory: async () => {
          const client = new RpcClient(options.config, options.service);
          await client.connect();
          return client;
        },
      },
      { provide: OutboxWriter, useFactory: (clock: Clock) => new OutboxWriter(clock), inject: [Clock] },
      {
        provide: OutboxRelay,
        useFactory: (dataSource: DataSource, redis: Redis) =>
          new OutboxRelay(dataSource, new RedisStreamPublisher(redis), options.logger, {
            stream: redisKey(options.config, streamName(options.service)),
          }),
        inject: [DataSource, REDIS],
      },
      {
        provide: UnitOfWork,
        useFactory: (dataSource: DataSource, outbox: OutboxWriter, relay: OutboxRelay) => new UnitOfWork(dataSource, outbox, relay),
        inject: [DataSource, OutboxWriter, OutboxRelay],
      },
      {
        provide: StreamTrimmer,
        useFactory: (redis: Redis) =>
          new StreamTrimmer(
            redis,
            redisKey(options.config, streamName(options.service)),
            options.config.RETENTION_STREAM_DAYS * 86_400_000,
            options.config.RETENTION_INTERVAL_MS,
            options.logger,
          ),
        inject: [REDIS],
      },
      {
        provide: RetentionSweeper,
        useFactory: (dataSource: DataSource) =>
          new RetentionSweeper(
            dataSource,
            options.logger,
            [...messagingRetentionRules(options.config), ...(options.retention ?? [])],
            options.config.RETENTION_INTERVAL_MS,
          ),
        inject: [DataSource],
      },
      {
        provide: RowCountFolder,
        useFactory: (dataSource: DataSource) =>
          new RowCountFolder(dataSource, options.logger, options.keepsRowCounts ? options.config.ROW_COUNTS_FOLD_INTERVAL_MS : 0),
        inject: [DataSource],
      },
      {
        // The NATS transport records Idempotency-Keys with it (bootstrap.ts hands it over).
        provide: IdempotencyRecorder,
        useFactory: (dataSource: DataSource) => new IdempotencyRecorder(dataSource),
        inject: [DataSource],
      },
      ServiceLifecycle,
    ];
    return {
      module: ServiceCoreModule,
      providers,
      exports: providers.filter((provider) => provider !== ServiceLifecycle),
    };
  }
}

/** The logger as an injectable. */
export const InjectLogger = () => Inject('LOGGER');
