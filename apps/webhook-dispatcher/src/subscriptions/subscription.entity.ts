import { PublicTopic } from '@netline/contracts';

/** A merchant's endpoint URL; its subscriptions are rows of `webhook_subscriptions`. */
export interface EndpointRow {
  id: string;
  merchant_id: string;
  url: string;
  created_at: Date;
  updated_at: Date;
}

/** One endpoint-topic pair, joined with its endpoint's URL (the public subscription row). */
export interface SubscriptionRow {
  id: string;
  merchant_id: string;
  endpoint_id: string;
  endpoint_url: string;
  topic: PublicTopic;
  created_at: Date;
  updated_at: Date;
}
