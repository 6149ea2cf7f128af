import { PARTNER_TOPICS, PartnerTopic, WebhookEndpoint } from '@netline/contracts';
import { SubscriptionRow } from './subscription.entity';

export function presentSubscription(row: SubscriptionRow): WebhookEndpoint {
  return {
    id: row.id,
    merchant_id: row.merchant_id,
    endpoint_url: row.endpoint_url,
    // Partner topics are a superset of the merchant ones, with the same descriptions.
    topic: { name: row.topic, description: PARTNER_TOPICS[row.topic as PartnerTopic] } as WebhookEndpoint['topic'],
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
