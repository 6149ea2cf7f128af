import { AccessTokenClaims, IdentitySubjects, Jwks, MerchantSettings, PartnerGrant, PartnerGrantReply, Principal, TOKEN_ALGORITHM } from '@netline/contracts';
import { fullAccessScopes, JwksKeyStore, scopesFromClaim } from '@netline/auth';
import { DomainError, RpcClient } from '@netline/messaging';
import { currentRequestId } from '@netline/observability';
import type { IncomingMessage } from 'node:http';
import passport from 'passport';
import { BasicStrategy } from 'passport-http';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import { CredentialCache } from '@netline/edge';

export class AuthenticationError extends DomainError {
  constructor(message = 'Invalid merchant credentials') {
    super('GATEWAY.AUTHENTICATION_REQUIRED', 'authentication', message);
  }
}

type Verified = { principal: Principal } | { error: DomainError };

export interface AuthenticatorOptions {
  cacheTtlMs: number;
  audience: string;
  issuer: string;
}

/**
 * Authenticates merchant API requests with passport strategies.
 * - HTTP Basic: username = merchant id, password = secret API key, checked by identity (which refuses it
 *   while Basic is off); an accepted pair is remembered for at most AUTH_CACHE_TTL_MS (≤ 5 s).
 * - Bearer: an ES256 JWT minted by identity, verified here against identity's public keys (JWKS, cached
 *   by `kid`): signature, `alg` (only ES256, so `none` and HMAC tricks fail), `iss`, `aud` (this REST API,
 *   so MCP tokens are refused) and `exp`. Then the merchant's settings, cached ≤ 5 s, must have OAuth on.
 * Every refusal is the same 401 `authentication_error` (DECISIONS 12), revealing nothing about why.
 *
 * A partner account's principal also carries its grant (the sub-merchants it acts for), asked of identity
 * and cached per partner for the same ≤ 5 s; `forgetPartner` drops it at once (the partner gained a
 * sub-merchant: through this gateway, or any other, whose notice identity publishes on NATS).
 */
export class Authenticator {
  private readonly passport = new passport.Passport();
  private readonly basicCache: CredentialCache<MerchantSettings>;
  private readonly settingsCache: CredentialCache<MerchantSettings>;
  private readonly grants = new Map<string, { grant: Promise<PartnerGrant>; expiresAt: number }>();
  private readonly grantTtlMs: number;
  readonly keys: JwksKeyStore;

  constructor(
    private readonly rpc: RpcClient,
    options: AuthenticatorOptions,
  ) {
    this.basicCache = new CredentialCache(options.cacheTtlMs);
    this.settingsCache = new CredentialCache(options.cacheTtlMs);
    this.grantTtlMs = options.cacheTtlMs;
    this.keys = new JwksKeyStore(() => this.fetchJwks());
    this.passport.use(
      'basic',
      new BasicStrategy((merchantId, secretKey, done) => {
        this.verifyBasic(merchantId, secretKey).then(
          (principal) => done(null, principal),
          (error: unknown) => done(error),
        );
      }),
    );
    this.passport.use(
      'bearer',
      new JwtStrategy(
        {
          jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
          secretOrKeyProvider: (_request, rawJwtToken: string, done) => {
            this.keys.get(kidOf(rawJwtToken)).then(
              // A KeyObject, not PEM: jsonwebtoken would otherwise parse the PEM again on every request.
              (key) => done(key ? null : new AuthenticationError(), key?.key as unknown as string),
              () => done(new AuthenticationError()),
            );
          },
          algorithms: [TOKEN_ALGORITHM],
          audience: options.audience,
          issuer: options.issuer,
          jsonWebTokenOptions: { clockTolerance: 5 },
        },
        (claims: AccessTokenClaims, done: (error: unknown, principal?: Principal | false) => void) => {
          this.verifyBearer(claims).then(
            (principal) => done(null, principal),
            (error: unknown) => done(error),
          );
        },
      ),
    );
  }

  async authenticate(request: IncomingMessage): Promise<Principal> {
    const header = request.headers.authorization ?? '';
    const scheme = header.split(' ', 1)[0].toLowerCase();
    if (scheme !== 'basic' && scheme !== 'bearer') throw new AuthenticationError();
    const result = await this.run(scheme, request);
    if ('error' in result) throw result.error;
    return result.principal;
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

  private async verifyBasic(merchantId: string, secretKey: string): Promise<Principal> {
    const credential = `${merchantId}:${secretKey}`;
    let settings = this.basicCache.get(credential);
    if (!settings) {
      settings = await this.ask<MerchantSettings>(IdentitySubjects.verifyBasic, { merchant_id: merchantId, secret_key: secretKey });
      this.basicCache.set(credential, settings);
    }
    return this.principal(settings, { type: 'secret_key', id: settings.merchant_id }, fullAccessScopes(settings.partner_type));
  }

  private async verifyBearer(claims: AccessTokenClaims): Promise<Principal> {
    if (typeof claims.merchant_id !== 'string' || typeof claims.sub !== 'string' || claims.kind !== 'rest') throw new AuthenticationError();
    let settings = this.settingsCache.get(claims.merchant_id);
    if (!settings) {
      settings = await this.ask<MerchantSettings>(IdentitySubjects.getMerchant, { merchant_id: claims.merchant_id });
      this.settingsCache.set(claims.merchant_id, settings);
    }
    if (!settings.oauth_enabled) throw new AuthenticationError();
    return this.principal(settings, { type: 'access_key', id: claims.sub }, scopesFromClaim(claims.scope));
  }

  private async principal(settings: MerchantSettings, actor: Principal['actor'], scopes: string[]): Promise<Principal> {
    const principal: Principal = { merchant_id: settings.merchant_id, actor, scopes };
    if (settings.account_type === 'partner') principal.partner = await this.grant(settings.merchant_id);
    return principal;
  }

  /** The partner's grant, cached ≤ AUTH_CACHE_TTL_MS; concurrent requests share one question to identity. */
  private grant(partnerId: string): Promise<PartnerGrant> {
    const now = Date.now();
    const cached = this.grants.get(partnerId);
    if (cached && cached.expiresAt > now) return cached.grant;
    const grant = this.ask<PartnerGrantReply>(IdentitySubjects.partnerGrant, { partner_id: partnerId }).then(({ type, merchant_ids }) => ({ type, merchant_ids }));
    if (this.grants.size >= 10_000) this.grants.delete(this.grants.keys().next().value as string);
    this.grants.set(partnerId, { grant, expiresAt: now + this.grantTtlMs });
    grant.catch(() => this.grants.delete(partnerId));
    return grant;
  }

  /** Forgets a partner's cached grant: the next request asks identity again. */
  forgetPartner(partnerId: string): void {
    this.grants.delete(partnerId);
  }

  private async fetchJwks(): Promise<Jwks> {
    return this.ask<Jwks>(IdentitySubjects.jwks, {});
  }

  /** One request to identity; its refusals become 401, anything else (identity down) a 503. */
  private async ask<T>(subject: string, body: unknown): Promise<T> {
    const reply = await this.rpc.request<T>(subject, { request_id: currentRequestId(), body });
    if (reply.ok) return reply.data;
    if (reply.error.status === 401 || reply.error.status === 404) throw new AuthenticationError();
    throw new DomainError(reply.error.code ?? 'GATEWAY.AUTH_UNAVAILABLE', 'unavailable', 'Authentication is temporarily unavailable');
  }
}

/** The `kid` of a compact JWS header, without trusting anything else in it. */
function kidOf(token: string): string | undefined {
  try {
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as { kid?: unknown };
    return typeof header.kid === 'string' ? header.kid : undefined;
  } catch {
    return undefined;
  }
}
