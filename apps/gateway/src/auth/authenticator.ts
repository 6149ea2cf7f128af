import {
  AccessTokenClaims,
  DomainError,
  IdentitySubjects,
  InternalRpcSubject,
  MerchantSettings,
  Principal,
  RpcBodyIn,
  RpcReplyOf,
  scopesOfAccount,
  SessionUser,
} from '@netline/contracts';
import { fullAccessScopes, isRevoked, scopesFromClaim, verifyAccessToken } from '@netline/auth';
import type { IncomingMessage } from 'node:http';
import passport from 'passport';
import { BasicStrategy } from 'passport-http';
import { CredentialCache, IdentityLookup, InFlight } from '@netline/edge';

export class AuthenticationError extends DomainError {
  constructor(message = 'Invalid merchant credentials') {
    super('GATEWAY.AUTHENTICATION_REQUIRED', 'authentication', message);
  }
}

type Verified = { principal: Principal } | { error: DomainError };

/** What an accepted `Authorization` header stood for when it was checked in full. */
type Accepted = { scheme: 'basic'; settings: MerchantSettings } | { scheme: 'bearer'; claims: AccessTokenClaims };

/** The clock tolerance `verifyAccessToken` allows on `exp` (seconds). */
const CLOCK_TOLERANCE_S = 5;

/**
 * Where a request keeps its header's digest, computed once though both `uncachedBasicId` and
 * `authenticate` need it. A symbol on the request itself rather than a WeakMap: requests are short-lived
 * and numerous, and weak keys cost the garbage collector more than the lookup saves.
 */
const FINGERPRINT = Symbol('netline.authorizationFingerprint');
type Fingerprinted = IncomingMessage & { [FINGERPRINT]?: { header: string; fingerprint: string } };

export interface AuthenticatorOptions {
  /** How long an accepted Basic credential is trusted without asking identity again (≤ 5 s). */
  cacheTtlMs: number;
  audience: string;
  issuer: string;
}

/**
 * The merchant id and secret of a Basic header, read exactly as passport-http reads them (the second
 * space-separated part, decoded, split on colons, the first two parts), so that a check made without
 * passport checks the pair passport checked.
 */
function basicPair(header: string): { merchantId: string; secretKey: string } | undefined {
  const parts = header.split(' ');
  if (parts.length < 2 || !/basic/i.test(parts[0])) return undefined;
  const [merchantId, secretKey] = Buffer.from(parts[1], 'base64').toString().split(':');
  return merchantId && secretKey ? { merchantId, secretKey } : undefined;
}

/**
 * Authenticates merchant API requests.
 * - HTTP Basic (passport's strategy): username = merchant id, password = secret API key, checked by
 *   identity (which refuses it while Basic is off).
 * - Bearer: an ES256 JWT minted by identity, verified with `verifyAccessToken` (the MCP endpoint's check
 *   too) against identity's public keys (JWKS, cached by `kid`): signature, `alg` (only ES256, so `none` and HMAC tricks fail), `iss`, `aud` (this REST API,
 *   so MCP tokens are refused), `exp`, and the presence of `iat` and `jti`. Then the merchant's settings,
 *   cached ≤ 5 s, must have OAuth on and must not revoke the token (issued before the account's
 *   `not_before`, or its access key revoked), so a revocation bites within 5 s.
 * Every refusal is the same 401 `authentication_error`, revealing nothing about why.
 *
 * Concurrent requests that bring the same header before it is remembered share one check: a client that
 * opens with twenty parallel requests costs one question to identity (or one signature verified), not
 * one per request. A remembered Basic header in use is checked again before it expires (`refreshBasic`).
 *
 * An accepted header is remembered (under a salted digest, see `CredentialCache`) for at most
 * AUTH_CACHE_TTL_MS, so the requests that follow skip passport and the check itself: a Basic pair is
 * not sent to identity again, a token's signature is not verified again. What can change within that
 * time is still checked on every request: a token's `exp`, and the merchant's settings (OAuth on,
 * revocation, themselves cached ≤ 5 s). A rotated secret key or a Basic switched off therefore stops
 * working within the same ≤ 5 s as before; a revoked token as soon as the settings say so.
 *
 * A partner account's principal also carries its grant (the sub-merchants it acts for), asked of identity
 * through `IdentityLookup.partnerGrant` (cached per partner for the same ≤ 5 s, dropped at once when
 * identity announces that the partner gained a sub-merchant).
 */
export class Authenticator {
  private readonly passport = new passport.Passport();
  /** Accepted headers, by digest of the exact header (what passport parsed it into cannot differ). */
  private readonly accepted: CredentialCache<Accepted>;
  /** Full checks under way, by the header's digest. */
  private readonly checking = new InFlight<Principal>();
  /** A remembered Basic header used with this little of its time left is checked again (`refreshBasic`). */
  private readonly refreshAheadMs: number;

  constructor(
    private readonly identity: IdentityLookup,
    private readonly options: AuthenticatorOptions,
  ) {
    this.accepted = new CredentialCache(options.cacheTtlMs);
    this.refreshAheadMs = Math.floor(options.cacheTtlMs / 5);
    // Passport checks a header the first time it is seen; the strategies then remember what it stood for.
    this.passport.use(
      'basic',
      new BasicStrategy(
        { passReqToCallback: true },
        (request: IncomingMessage, merchantId: string, secretKey: string, done: (error: unknown, principal?: Principal) => void) => {
          this.verifyBasic(merchantId, secretKey).then(
            ({ settings, principal }) => {
              this.remember(request, { scheme: 'basic', settings });
              done(null, principal);
            },
            (error: unknown) => done(error),
          );
        },
      ),
    );
  }

  /**
   * The merchant id of a Basic credential this replica has not verified recently (so checking it means
   * asking identity), for the failed-attempt throttle; undefined for anything else.
   */
  uncachedBasicId(request: IncomingMessage): string | undefined {
    const header = request.headers.authorization;
    if (typeof header !== 'string' || !/^basic /i.test(header)) return undefined;
    if (this.accepted.getByFingerprint(this.fingerprintOf(request, header))) return undefined;
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon <= 0) return undefined;
    return decoded.slice(0, Math.min(colon, 200));
  }

  async authenticate(request: IncomingMessage): Promise<Principal> {
    const header = request.headers.authorization ?? '';
    const scheme = header.split(' ', 1)[0].toLowerCase();
    if (scheme !== 'basic' && scheme !== 'bearer') throw new AuthenticationError();
    const fingerprint = this.fingerprintOf(request, header);
    const remembered = this.accepted.entryByFingerprint(fingerprint);
    const accepted = remembered?.value;
    if (accepted?.scheme === 'basic') {
      if (remembered!.expiresAt - Date.now() <= this.refreshAheadMs) this.refreshBasic(fingerprint, header);
      return this.basicPrincipal(accepted.settings);
    }
    if (accepted?.scheme === 'bearer') {
      // Same expiry rule as `verifyAccessToken`: expired once now ≥ exp + tolerance.
      if (Math.floor(Date.now() / 1000) < accepted.claims.exp + CLOCK_TOLERANCE_S) return this.verifyBearer(accepted.claims);
      this.accepted.deleteByFingerprint(fingerprint);
    }
    // A check of the same header already under way is shared, its refusal as well as its acceptance (a
    // burst with a wrong secret is one refusal from identity, answered to each); the request after a
    // refusal or an outage checks again.
    return this.checking.run(fingerprint, () => (scheme === 'bearer' ? this.authenticateBearer(request, header) : this.authenticateBasic(request)));
  }

  /**
   * Checks a remembered Basic header again, in the background, for a request that found it in the last
   * fifth of its time. Without this, every merchant sending steadily waited on identity once per
   * `AUTH_CACHE_TTL_MS` (a few in a hundred of a busy merchant's requests, and all of them at once
   * for merchants that started together); with it, only a header unseen for the whole time waits.
   * Nothing is trusted longer: the header stays remembered until its own expiry unless the new check
   * succeeds, and then for `AUTH_CACHE_TTL_MS` from that answer, as after any check. Identity's refusal
   * (a rotated key, Basic switched off) forgets the header at once; an outage leaves it to expire.
   */
  private refreshBasic(fingerprint: string, header: string): void {
    const pair = basicPair(header);
    if (!pair) return;
    const refreshed = this.checking.run(fingerprint, () =>
      this.verifyBasic(pair.merchantId, pair.secretKey).then(
        ({ settings, principal }) => {
          this.accepted.setByFingerprint(fingerprint, { scheme: 'basic', settings });
          return principal;
        },
        (error: unknown) => {
          if (error instanceof AuthenticationError) this.accepted.deleteByFingerprint(fingerprint);
          throw error;
        },
      ),
    );
    // Nobody waits for it while the header is still remembered; a request that comes once it has
    // expired joins it (`authenticate`) and gets its outcome.
    refreshed.catch(() => undefined);
  }

  private async authenticateBasic(request: IncomingMessage): Promise<Principal> {
    const result = await this.run('basic', request);
    if ('error' in result) throw result.error;
    return result.principal;
  }

  private fingerprintOf(request: Fingerprinted, header: string): string {
    const known = request[FINGERPRINT];
    if (known?.header === header) return known.fingerprint;
    const fingerprint = this.accepted.fingerprint(header);
    request[FINGERPRINT] = { header, fingerprint };
    return fingerprint;
  }

  /** Files what the request's header stood for, once a strategy has accepted it. */
  private remember(request: IncomingMessage, accepted: Accepted): void {
    const header = request.headers.authorization;
    if (typeof header === 'string') this.accepted.setByFingerprint(this.fingerprintOf(request, header), accepted);
  }

  private run(strategy: string, request: IncomingMessage): Promise<Verified> {
    return new Promise((resolve) => {
      const middleware = this.passport.authenticate(strategy, { session: false }, (error: unknown, principal: Principal | false) => {
        if (error) resolve({ error: error instanceof DomainError ? error : new AuthenticationError() });
        else if (!principal) resolve({ error: new AuthenticationError() });
        else resolve({ principal });
      });
      middleware(request, {}, (error?: unknown) => resolve({ error: error instanceof DomainError ? error : new AuthenticationError() }));
    });
  }

  private async verifyBasic(merchantId: string, secretKey: string): Promise<{ settings: MerchantSettings; principal: Principal }> {
    const settings = await this.ask(IdentitySubjects.verifyBasic, { merchant_id: merchantId, secret_key: secretKey });
    return { settings, principal: await this.basicPrincipal(settings) };
  }

  private basicPrincipal(settings: MerchantSettings): Promise<Principal> {
    return this.principal(settings, { type: 'secret_key', id: settings.merchant_id }, fullAccessScopes(settings.partner_type));
  }

  /**
   * The token checked as the MCP endpoint checks its own (`verifyAccessToken`: ES256 with the key of its
   * `kid`, `iss`, `aud`, `exp`, `iat`, `jti`, a REST token); any failure there, identity's keys out of
   * reach included, is the same 401. An accepted token is remembered for the requests that follow.
   */
  private async authenticateBearer(request: IncomingMessage, header: string): Promise<Principal> {
    const token = /^bearer +(\S+)$/i.exec(header.trim())?.[1];
    if (!token) throw new AuthenticationError();
    let claims: AccessTokenClaims;
    try {
      claims = await verifyAccessToken(token, this.identity.keys, { audience: this.options.audience, issuer: this.options.issuer, kind: 'rest' });
    } catch {
      throw new AuthenticationError();
    }
    const principal = await this.verifyBearer(claims);
    this.remember(request, { scheme: 'bearer', claims });
    return principal;
  }

  private async verifyBearer(claims: AccessTokenClaims): Promise<Principal> {
    const settings = await this.identity.merchantSettings(claims.merchant_id);
    if (!settings?.oauth_enabled || isRevoked(claims, settings.revocation)) throw new AuthenticationError();
    return this.principal(settings, { type: 'access_key', id: claims.sub }, scopesFromClaim(claims.scope));
  }

  /**
   * A person signed in to the dashboard acts as their merchant with their role as the scope: `admin`
   * reads and writes, `read_only` reads.
   */
  async forUser(user: SessionUser): Promise<Principal> {
    const settings = await this.identity.merchantSettings(user.merchant_id);
    if (!settings) throw new AuthenticationError('Your dashboard session has ended; sign in again');
    const [read, write] = scopesOfAccount(settings.partner_type);
    return this.principal(settings, { type: 'user', id: user.id }, user.role === 'admin' ? [read, write] : [read], 'dashboard');
  }

  /**
   * `channel` names the door for the audit trail (docs/security.md, "Audit trail"): the API, or the dashboard.
   * An API credential carries the version its access key, else its account, pins (docs/api-conventions.md,
   * "Versions"); a dashboard session none, since the dashboard is built against the default version.
   */
  private async principal(settings: MerchantSettings, actor: Principal['actor'], scopes: string[], channel: 'api' | 'dashboard' = 'api'): Promise<Principal> {
    const principal: Principal = { merchant_id: settings.merchant_id, actor, scopes, via: { channel } };
    const pinned = actor.type === 'access_key' ? (settings.access_key_api_versions?.[actor.id] ?? settings.api_version) : settings.api_version;
    if (channel === 'api' && settings.account_type !== 'partner' && pinned) principal.api_version = pinned;
    if (settings.account_type === 'partner') {
      const grant = await this.identity.partnerGrant(settings.merchant_id);
      if (!grant) throw new AuthenticationError();
      principal.partner = grant;
    }
    return principal;
  }

  /** Forgets a partner's cached grant: the next request asks identity again. */
  forgetPartner(partnerId: string): void {
    this.identity.forgetPartner(partnerId);
  }

  /** One request to identity; its refusals become 401, anything else (identity down) a 503. */
  private async ask<S extends InternalRpcSubject>(subject: S, body: RpcBodyIn<S>): Promise<RpcReplyOf<S>> {
    const answer = await this.identity.ask(subject, body);
    if (answer === null) throw new AuthenticationError();
    return answer;
  }
}
