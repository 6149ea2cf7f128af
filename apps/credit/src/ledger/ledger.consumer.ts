import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { CREDIT_CONSUMED_STREAMS, CREDIT_CONSUMER_GROUP } from '@netline/contracts';
import { redisKey } from '@netline/config';
import { CONFIG, createRedis, InjectLogger, OutboxRelay, StreamConsumer } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { CreditConfig } from '../config';
import { LedgerService } from './ledger.service';

/**
 * Reads billing's and treasury's streams in the `credit` consumer group: voids, cancels, credit notes and
 * payments move the ledger. Each event is applied in the inbox transaction, so it counts exactly once.
 */
@Injectable()
export class LedgerConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private consumer?: StreamConsumer;
  private redis?: Redis;

  constructor(
    private readonly ledger: LedgerService,
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
    @Inject(CONFIG) private readonly config: CreditConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.CREDIT_CONSUME_EVENTS) return;
    // XREADGROUP BLOCK holds its connection, so the consumer gets one of its own.
    this.redis = createRedis(this.config.REDIS_URL, 'netline-credit-consumer', { role: 'blocking' });
    this.consumer = new StreamConsumer(
      this.redis,
      this.dataSource,
      {
        handle: (event, manager) => this.ledger.applyEvent(event, manager),
        afterCommit: async () => this.relay.kick(),
      },
      this.logger,
      {
        streams: CREDIT_CONSUMED_STREAMS.map((stream) => redisKey(this.config, stream)),
        group: CREDIT_CONSUMER_GROUP,
        consumer: `credit-${hostname()}-${process.pid}`,
      },
    );
    await this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
    this.redis?.disconnect();
  }
}
