import { topicOf, WebhookEndpoint } from '@netline/contracts';
import { SubscriptionRow } from './subscription.entity';

export function presentSubscription(row: SubscriptionRow): WebhookEndpoint {
  return {
    id: row.id,
    merchant_id: row.merchant_id,
    endpoint_url: row.endpoint_url,
    topic: topicOf(row.topic),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
