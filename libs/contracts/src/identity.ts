/** Messages served by the identity app. */
export const IdentitySubjects = {
  verifyBasic: 'identity.auth.verify-basic',
  createMerchant: 'identity.merchants.create',
  getMerchant: 'identity.merchants.get',
  ensureDemoMerchant: 'identity.merchants.ensure-demo',
  webhookSecrets: 'identity.merchants.webhook-secrets',
} as const;

export interface VerifyBasicRequest {
  merchant_id: string;
  secret_key: string;
}

export interface MerchantSettings {
  merchant_id: string;
  name: string;
  basic_enabled: boolean;
  oauth_enabled: boolean;
}

export interface CreatedMerchant extends MerchantSettings {
  secret_key: string;
  webhook_secret: string;
}

export type DemoMerchant = ({ created: true } & CreatedMerchant) | { created: false; merchant_id: string };

/** The secrets that sign a merchant's webhook deliveries: the current one first (more during a rotation). */
export interface WebhookSecrets {
  merchant_id: string;
  secrets: string[];
}
