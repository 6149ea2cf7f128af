export { API_VERSION, Netline, DEFAULT_BASE_URL, type NetlineOptions } from './client';
export { credentialsFromKey, type Credentials } from './credentials';
export * from './errors';
export type { RetryOptions } from './transport';
export {
  generateWebhookSecret,
  signWebhook,
  verifyWebhook,
  WebhookVerificationError,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookEvent,
  type WebhookEventOf,
  type WebhookEventType,
  type WebhookSignatureHeaders,
  type WebhookTopic,
} from './webhooks';
export { WEBHOOK_TEST_EVENT, WEBHOOK_TOPICS } from './generated/events';
export type { components, operations, paths } from './generated/openapi';
