import { DynamicModule, Module } from '@nestjs/common';
import { streamName } from '@netline/contracts';
import { DomainEventsModule, RetentionRule, ServiceCoreOptions, ServiceCoreModule } from '@netline/messaging';
import { WebhookDispatcherConfig } from './config';
import { DeliveryLogModule } from './delivery-log/delivery-log.module';
import { DispatchModule } from './dispatch/dispatch.module';
import { EventIntake } from './dispatch/event-intake';
import { EventsApiModule } from './events-api/events-api.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { WEBHOOK_DISPATCHER_MIGRATIONS } from './migrations';

export const WEBHOOK_DISPATCHER_ENTITIES = [];
/** The dispatcher's consumer group on every domain stream (also its inbox consumer name). */
export const WEBHOOK_DISPATCHER_CONSUMER_GROUP = 'webhook-dispatcher';

/** Finished deliveries and their attempts, once RETENTION_DELIVERIES_DAYS old. */
export function deliveryRetentionRule(config: Pick<WebhookDispatcherConfig, 'RETENTION_DELIVERIES_DAYS'>): RetentionRule {
  return {
    name: 'webhook_deliveries',
    ageMs: config.RETENTION_DELIVERIES_DAYS * 86_400_000,
    // Pending deliveries are never deleted, however old: their jobs may still run. The attempts go in the
    // same statement (foreign keys are checked at its end).
    deleteBatch: `WITH picked AS (
      SELECT merchant_id, id FROM webhook_deliveries WHERE status IN ('succeeded', 'failed') AND created_at < $1 LIMIT 1000
    ), attempts AS (
      DELETE FROM webhook_delivery_attempts a USING picked WHERE a.merchant_id = picked.merchant_id AND a.delivery_id = picked.id
    )
    DELETE FROM webhook_deliveries d USING picked WHERE d.id = picked.id`,
  };
}

/**
 * The events API's events, once EVENTS_RETENTION_DAYS old (reads stop answering them at that age
 * already). Batches of 1,000 through the primary key, found by the occurred_at index: no long lock on a
 * table the intake inserts into all the time.
 */
export function eventRetentionRule(config: Pick<WebhookDispatcherConfig, 'EVENTS_RETENTION_DAYS'>): RetentionRule {
  return {
    name: 'account_events',
    ageMs: config.EVENTS_RETENTION_DAYS * 86_400_000,
    deleteBatch: `DELETE FROM account_events WHERE (account_id, id) IN (SELECT account_id, id FROM account_events WHERE occurred_at < $1 LIMIT 1000)`,
  };
}

@Module({})
export class AppModule {
  static forRoot(config: WebhookDispatcherConfig, parts: Pick<ServiceCoreOptions, 'logger' | 'health' | 'metrics'>): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'webhook-dispatcher',
          keepsRowCounts: true,
          config,
          ...parts,
          entities: WEBHOOK_DISPATCHER_ENTITIES,
          migrations: WEBHOOK_DISPATCHER_MIGRATIONS,
          retention: [deliveryRetentionRule(config), eventRetentionRule(config)],
        }),
        DomainEventsModule.forConsumer({
          group: WEBHOOK_DISPATCHER_CONSUMER_GROUP,
          handlers: [EventIntake],
          // Several consumers in the one group: each entry still goes to exactly one of them, and events
          // are fanned out in parallel instead of one transaction at a time.
          settings: (settings: WebhookDispatcherConfig) => ({
            streams: settings.WEBHOOK_SOURCE_APPS.map((app) => streamName(app)),
            consumers: settings.WEBHOOK_INTAKE_CONSUMERS,
            claimIdleMs: settings.WEBHOOK_STREAM_CLAIM_IDLE_MS,
            batchSize: settings.WEBHOOK_INTAKE_BATCH_SIZE,
          }),
        }),
        // Each feature module imports only those it calls: subscriptions and dispatch first, then the
        // delivery log and the events API, which resend through the dispatch's queue.
        SubscriptionsModule,
        DispatchModule,
        DeliveryLogModule,
        EventsApiModule,
      ],
    };
  }
}
