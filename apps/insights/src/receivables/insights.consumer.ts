import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { INSIGHTS_CONSUMED_STREAMS, INSIGHTS_CONSUMER_GROUP } from '@netline/contracts';
import { redisKey } from '@netline/config';
import { CONFIG, createRedis, InjectLogger, StreamConsumer } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { InsightsConfig } from '../config';
import { ReceivablesProjection } from './receivables.projection';

/** The namespaced stream keys insights reads. */
export const consumedStreams = (config: Pick<InsightsConfig, 'NETLINE_NAMESPACE'>) => INSIGHTS_CONSUMED_STREAMS.map((stream) => redisKey(config, stream));

/**
 * Reads billing's, treasury's and credit's streams in the `insights` consumer group and applies each event
 * to the receivables projection inside the inbox transaction (exactly once per event).
 */
@Injectable()
export class InsightsConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private consumer?: StreamConsumer;
  private redis?: Redis;

  constructor(
    private readonly projection: ReceivablesProjection,
    private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: InsightsConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.INSIGHTS_CONSUME_EVENTS) return;
    // XREADGROUP BLOCK holds its connection, so the consumer gets one of its own.
    this.redis = createRedis(this.config.REDIS_URL, 'netline-insights-consumer', { role: 'blocking' });
    this.consumer = new StreamConsumer(this.redis, this.dataSource, this.projection, this.logger, {
      streams: consumedStreams(this.config),
      group: INSIGHTS_CONSUMER_GROUP,
      consumer: `insights-${hostname()}-${process.pid}`,
    });
    await this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
    this.redis?.disconnect();
  }
}
