import { Module } from '@nestjs/common';
import { CONFIG } from '@netline/messaging';
import type { WebhookDispatcherConfig } from '../config';
import { DispatcherRecordsModule } from '../dispatcher-records.module';
import { DeliverWebhookProcessor } from './deliver-webhook.processor';
import { DeliveryQueue } from './delivery-queue';
import { EventIntake } from './event-intake';
import { WebhookAccounts } from './webhook-accounts';
import { WebhookMetrics } from './webhook-metrics';
import { WebhookSecretsCache } from './webhook-secrets';
import { WebhookSender } from './webhook-sender';

/**
 * From a domain event to a signed delivery: the intake fans events out to subscribed endpoints, the
 * delivery queue and its processor send them, with the accounts' secrets and the sender's network rules.
 */
@Module({
  imports: [DispatcherRecordsModule],
  providers: [
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
  exports: [DeliveryQueue],
})
export class DispatchModule {}
