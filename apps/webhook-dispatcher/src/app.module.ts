import { DynamicModule, Module } from '@nestjs/common';
import { streamName } from '@netline/contracts';
import { CONFIG, DomainEventsModule, RetentionRule, ServiceCoreOptions, ServiceCoreModule } from '@netline/messaging';
import { WebhookDispatcherConfig } from './config';
import { DeliveriesHandler } from './delivery-log/delivery-log.handler';
import { DeliveriesRepository } from './deliveries/deliveries.repository';
import { DeliveriesService } from './delivery-log/delivery-log.service';
import { DeliverWebhookProcessor } from './dispatch/deliver-webhook.processor';
import { DeliveryQueue } from './dispatch/delivery-queue';
import { EndpointGuard } from './subscriptions/endpoint-guard';
import { EventIntake } from './dispatch/event-intake';
import { EventsRepository } from './events/events.repository';
import { EventsHandler } from './events-api/events.handler';
import { EventsService } from './events-api/events.service';
import { WebhookAccounts } from './dispatch/webhook-accounts';
import { WebhookMetrics } from './dispatch/webhook-metrics';
import { WebhookSecretsCache } from './dispatch/webhook-secrets';
import { WebhookSender } from './dispatch/webhook-sender';
import { SubscriptionsHandler } from './subscriptions/subscriptions.handler';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
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
      ],
      controllers: [SubscriptionsHandler, DeliveriesHandler, EventsHandler],
      providers: [
        SubscriptionsRepository,
        SubscriptionsService,
        DeliveriesRepository,
        DeliveriesService,
        EventsRepository,
        EventsService,
        EndpointGuard,
        DeliveryQueue,
        WebhookSecretsCache,
        WebhookAccounts,
        WebhookMetrics,
        EventIntake,
        DeliverWebhookProcessor,
        {
          provide: WebhookSender,
          useFactory: (settings: WebhookDispatcherConfig) =>
            new WebhookSender({
              timeoutMs: settings.WEBHOOK_TIMEOUT_MS,
              allowPrivateTargets: settings.WEBHOOK_ALLOW_PRIVATE_TARGETS,
              caFile: settings.WEBHOOK_CA_FILE,
            }),
          inject: [CONFIG],
        },
      ],
    };
  }
}
