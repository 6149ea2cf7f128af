import { Init1763700000000 } from './1763700000000-init';
import { Access1763800000000 } from './1763800000000-access';
import { Partners1764100000000 } from './1764100000000-partners';
import { Revocation1764500000000 } from './1764500000000-revocation';
import { SealWebhookSecrets1764500000001 } from './1764500000001-seal-webhook-secrets';
import { Dashboard1764600000000 } from './1764600000000-dashboard';
import { OAuth1764700000000 } from './1764700000000-oauth';
import { Accounts1764800000000 } from './1764800000000-accounts';
import { EndedGrants1764900000000 } from './1764900000000-ended-grants';
import { McpPreviews1766200000000 } from './1766200000000-mcp-previews';
import { Buyers1766330100000 } from './1766330100000-buyers';
import { BuyerApiTokens1766340000000 } from './1766340000000-buyer-api-tokens';
import { AccessKeyPolicies1766500000000 } from './1766500000000-access-key-policies';
import { AllowedOAuthClients1766600000000 } from './1766600000000-allowed-oauth-clients';
import { ApiVersions1766700000000 } from './1766700000000-api-versions';

/** In the order they apply. `main.js migrate` loads this list and the config, and nothing else of the service. */
export const IDENTITY_MIGRATIONS = [
  Init1763700000000,
  Access1763800000000,
  Partners1764100000000,
  Revocation1764500000000,
  SealWebhookSecrets1764500000001,
  Dashboard1764600000000,
  OAuth1764700000000,
  Accounts1764800000000,
  EndedGrants1764900000000,
  McpPreviews1766200000000,
  Buyers1766330100000,
  BuyerApiTokens1766340000000,
  AccessKeyPolicies1766500000000,
  AllowedOAuthClients1766600000000,
  ApiVersions1766700000000,
];
