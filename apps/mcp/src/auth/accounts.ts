import { canRead, canWrite } from '@netline/auth';
import { McpAuthType, MerchantSettings, PartnerGrant, Principal } from '@netline/contracts';
import { IdentityLookup } from '@netline/edge';
import { McpCaller } from './caller';

/** An account as identity knows it at this moment: its settings and, for a partner, its grant. */
export interface McpAccount {
  settings: MerchantSettings;
  /** The sub-merchants a partner acts for; null for a merchant. */
  partner: PartnerGrant | null;
}

/**
 * The account a token acts for, asked of identity on every request, as the REST gateway asks: the
 * account's settings (the OAuth switch, and whether it is a merchant or a partner) and a partner's grant,
 * each trusted for at most `AUTH_CACHE_TTL_MS` (≤ 5 s). A grant is also dropped at once when identity
 * announces that the partner gained a sub-merchant, or after this replica forwarded such a change, so
 * a new sub-merchant can be named in the very next call.
 *
 * The kind of account is identity's answer, not a token claim: the lookup that checks the OAuth switch
 * tells it anyway, and a claim could only disagree with it. Every token profile goes through here, so
 * no kind of token can skip the switch or the grant.
 */
export class McpAccounts {
  constructor(private readonly identity: IdentityLookup) {}

  /** Null refuses the token: no such account, OAuth off for it, or a partner identity knows no grant for. */
  async find(accountId: string): Promise<McpAccount | null> {
    const settings = await this.identity.merchantSettings(accountId);
    if (!settings?.oauth_enabled) return null;
    if (settings.account_type !== 'partner') return { settings, partner: null };
    const grant = await this.identity.partnerGrant(settings.merchant_id);
    return grant ? { settings, partner: grant } : null;
  }

  /** Forgets a partner's cached grant: the next call asks identity again. */
  forgetPartner(partnerId: string): void {
    this.identity.forgetPartner(partnerId);
  }
}

/**
 * The caller acting for `account` with `scopes`. A partner gets the partner tool set and its grant in the
 * principal; only the scopes of the account's own kind count (`merchant:*`, `marketplace_partner:*` or
 * `single_merchant_partner:*`; `:write` grants reads too), so a scope of another kind grants nothing.
 * Requests count in the account's REST rate-limit window.
 */
export function callerFor(
  account: McpAccount,
  auth: McpAuthType,
  actor: Principal['actor'],
  scopes: string[],
  client?: { id: string; name?: string },
): McpCaller {
  const accountId = account.settings.merchant_id;
  // The door and the OAuth client, for the audit trail (docs/security.md, "Audit trail"); every token
  // profile names its client.
  const via: Principal['via'] | undefined = client ? { channel: 'mcp', client_id: client.id, ...(client.name ? { client_name: client.name } : {}) } : undefined;
  const principal: Principal = { merchant_id: accountId, actor, scopes, ...(account.partner ? { partner: account.partner } : {}), ...(via ? { via } : {}) };
  return {
    auth,
    toolSet: account.partner ? 'partner' : 'merchant',
    principal,
    canRead: canRead(principal),
    canWrite: canWrite(principal),
    // On for every caller; an access key's profile turns it off when the merchant did (token-profiles.ts).
    previews: true,
    rateLimitSubject: `merchant:${accountId}`,
  };
}
