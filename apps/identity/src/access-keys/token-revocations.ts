import { Inject, Injectable } from '@nestjs/common';
import { MerchantSettings, TokenRevocation } from '@netline/contracts';
import { CONFIG } from '@netline/messaging';
import { Clock } from '@netline/persistence';
import { IdentityConfig } from '../config';
import { MerchantNotFoundError } from '../merchants/merchant.errors';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { settings } from '../merchants/merchants.service';
import { OAuthRecordsRepository } from '../oauth-records/oauth-records.repository';
import { UsersRepository } from '../users/users.repository';
import { AccessKeysRepository } from './access-keys.repository';

/**
 * What the edges need to refuse a token that is still signed and unexpired: the instant before which the
 * account's tokens no longer count, and the subjects (revoked access keys, deactivated users) and the ended grants
 * (assistants disconnected, replayed refresh tokens) whose tokens may still be alive. Only revocations younger than the longest token lifetime are listed: an older one
 * can have no unexpired token left, so the list stays short. The edges cache this with the account's
 * settings (≤ 5 s), which bounds how long a revoked token keeps working.
 */
@Injectable()
export class TokenRevocations {
  constructor(
    private readonly merchants: MerchantsRepository,
    private readonly keys: AccessKeysRepository,
    private readonly users: UsersRepository,
    private readonly grants: OAuthRecordsRepository,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** The account's settings with its revocations, for the edges' settings lookup. */
  async settingsFor(merchantId: unknown): Promise<MerchantSettings> {
    const merchant = typeof merchantId === 'string' ? await this.merchants.findById(merchantId) : null;
    if (!merchant) throw new MerchantNotFoundError();
    // Older revocations are moot: no token issued before them is still unexpired.
    const since = new Date(this.clock.now().getTime() - longestTokenLifetimeMs(this.config));
    const [clients, users, grants, previewsOff, policies, keyVersions] = await Promise.all([
      this.keys.revokedSince(merchant.id, since),
      this.users.deactivatedSince(merchant.id, since),
      this.grants.endedSince(merchant.id, since),
      // Read with the revocations, so the MCP endpoint learns a key's preview switch and policy as fast (docs/mcp.md).
      this.keys.previewsOff(merchant.id),
      this.keys.policies(merchant.id),
      // And the versions REST keys pin, so the gateway answers in a new pin within the same 5 s.
      this.keys.apiVersions(merchant.id),
    ]);
    const revocation: TokenRevocation = { not_before: notBeforeSeconds(merchant.tokensNotBefore), subjects: [...clients, ...users], grants };
    return {
      ...settings(merchant),
      revocation,
      mcp_previews_off: previewsOff,
      mcp_key_policies: policies,
      access_key_api_versions: keyVersions,
    };
  }
}

/** How long the longest-lived token lives, plus the verifiers' clock tolerance. */
export function longestTokenLifetimeMs(
  config: Pick<IdentityConfig, 'TOKEN_TTL_REST_SECONDS' | 'TOKEN_TTL_MCP_SECONDS' | 'OAUTH_ACCESS_TOKEN_TTL_SECONDS'>,
): number {
  return (Math.max(config.TOKEN_TTL_REST_SECONDS, config.TOKEN_TTL_MCP_SECONDS, config.OAUTH_ACCESS_TOKEN_TTL_SECONDS) + 60) * 1000;
}

/**
 * The first whole second at which tokens count again. Token times (`iat`) are whole seconds, so the
 * instant is rounded up: a token minted in the same second just before the revocation is refused too,
 * and identity mints new tokens with an `iat` no earlier than this (`issuedAtFor`).
 */
export function notBeforeSeconds(at: Date | null): number | null {
  return at === null ? null : Math.ceil(at.getTime() / 1000);
}

/** The `iat` of a token minted at `now`: never before the account's `not_before`, so a fresh token always counts. */
export function issuedAtFor(now: Date, tokensNotBefore: Date | null): number {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const notBefore = notBeforeSeconds(tokensNotBefore);
  return notBefore === null ? issuedAt : Math.max(issuedAt, notBefore);
}
