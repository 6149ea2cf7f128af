import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import {
  BillingCreditNoteAppliedData,
  BillingEvents,
  CLOCK_ADVANCED_EVENT,
  ClockAdvancedData,
  DomainEvent,
  InvoiceAdvancedData,
  TREASURY_CONSUMED_STREAMS,
  TREASURY_CONSUMER_GROUP,
} from '@netline/contracts';
import { redisKey } from '@netline/config';
import { CONFIG, createRedis, InjectLogger, OutboxRelay, OutboxWriter, StreamConsumer } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { MerchantClock } from '@netline/persistence';
import type { Redis } from 'ioredis';
import { hostname } from 'node:os';
import { DataSource, EntityManager } from 'typeorm';
import { TreasuryConfig } from '../config';
import { PayoutLedger } from '../payouts/payout-ledger.service';
import { TreasuryJobs } from './treasury-jobs.service';

/**
 * Reads `events:billing` and `events:credit` in the `treasury` consumer group. Each event is applied in
 * the inbox transaction (a redelivery finds its inbox row and changes nothing), and every transaction it
 * books carries a unique source key besides, so even a re-sent copy with a new event id books nothing.
 *
 * - `invoice.advanced` → an `advance` transaction (gross = the advance, fee = the advance fee);
 * - `credit_note.applied` / `credit_note.voided` on an advanced invoice → a negative / positive
 *   `credit_note` transaction;
 * - `invoice.sent`, `charge.captured` → the merchant had activity this month (monthly fee);
 * - `clock.advanced` (sandbox) → the due jobs run at once at the merchant's new time.
 */
@Injectable()
export class TreasuryConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private consumer?: StreamConsumer;
  private redis?: Redis;

  constructor(
    private readonly ledger: PayoutLedger,
    private readonly jobs: TreasuryJobs,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
    private readonly clock: MerchantClock,
    private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: TreasuryConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.TREASURY_CONSUME_EVENTS) return;
    // XREADGROUP BLOCK holds its connection, so the consumer gets one of its own.
    this.redis = createRedis(this.config.REDIS_URL, 'netline-treasury-consumer', { role: 'blocking' });
    this.consumer = new StreamConsumer(
      this.redis,
      this.dataSource,
      { handle: (event, manager) => this.apply(event, manager), afterCommit: async () => this.relay.kick() },
      this.logger,
      {
        streams: TREASURY_CONSUMED_STREAMS.map((stream) => redisKey(this.config, stream)),
        group: TREASURY_CONSUMER_GROUP,
        consumer: `treasury-${hostname()}-${process.pid}`,
      },
    );
    await this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
    this.redis?.disconnect();
  }

  async apply(event: DomainEvent, manager: EntityManager): Promise<void> {
    const merchantId = event.merchant_id;
    switch (event.type) {
      case BillingEvents.invoiceAdvanced: {
        const now = await this.clock.now(merchantId);
        await this.ledger.bookAdvance(manager, merchantId, event.data as unknown as InvoiceAdvancedData, now);
        await this.ledger.recordActivity(manager, merchantId, now);
        return;
      }
      case BillingEvents.creditNoteApplied:
      case 'credit_note.voided': {
        const data = event.data as unknown as BillingCreditNoteAppliedData;
        if (!data.invoice_advanced) return;
        const direction = event.type === BillingEvents.creditNoteApplied ? 'applied' : 'voided';
        await this.ledger.bookCreditNote(manager, merchantId, data, direction, await this.clock.now(merchantId));
        return;
      }
      case BillingEvents.invoiceSent:
      case BillingEvents.chargeCaptured:
        await this.ledger.recordActivity(manager, merchantId, await this.clock.now(merchantId));
        return;
      case CLOCK_ADVANCED_EVENT: {
        const data = event.data as unknown as ClockAdvancedData;
        const now = new Date(data.now);
        if (Number.isNaN(now.getTime())) {
          this.logger.warn({ event_id: event.id }, 'clock.advanced without a valid time ignored');
          return;
        }
        // The merchant's clock only moves forward; a late copy of an older advance runs at the current time.
        const current = await this.clock.now(merchantId);
        await this.jobs.runForMerchant(manager, (events) => this.outbox.append(manager, events), merchantId, current > now ? current : now);
        return;
      }
    }
  }
}
