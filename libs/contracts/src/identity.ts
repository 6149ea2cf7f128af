/** Messages served by the identity app. */
export const IdentitySubjects = {
  verifyBasic: 'identity.auth.verify-basic',
  createMerchant: 'identity.merchants.create',
  getMerchant: 'identity.merchants.get',
  ensureDemoMerchant: 'identity.merchants.ensure-demo',
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
