import { AccessTokenClaims, IdentitySubjects, MerchantSettings, Principal, scopesOfAccount, SessionUser, TOKEN_ALGORITHM } from '@netline/contracts';
import { fullAccessScopes, hasRequiredClaims, isRevoked, scopesFromClaim } from '@netline/auth';
import { DomainError } from '@netline/messaging';
import type { IncomingMessage } from 'node:http';
import passport from 'passport';
import { BasicStrategy } from 'passport-http';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import { CredentialCache, IdentityLookup } from '@netline/edge';

export class AuthenticationError extends DomainError {
  constructor(message = 'Invalid merchant credentials') {
    super('GATEWAY.AUTHENTICATION_REQUIRED', 'authentication', message);
  }
}

type Verified = { principal: Principal } | { error: DomainError };

export interface AuthenticatorOptions {
  /** How long an accepted Basic credential is trusted without asking identity again (≤ 5 s). */
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
 *   so MCP tokens are refused), `exp`, and the presence of `iat` and `jti`. Then the merchant's settings,
 *   cached ≤ 5 s, must have OAuth on and must not revoke the token (issued before the account's
 *   `not_before`, or its access key revoked), so a revocation bites within 5 s.
 * Every refusal is the same 401 `authentication_error`, revealing nothing about why.
 *
 * A partner account's principal also carries its grant (the sub-merchants it acts for), asked of identity
 * through `IdentityLookup.partnerGrant` (cached per partner for the same ≤ 5 s, dropped at once when
 * identity announces that the partner gained a sub-merchant).
 */
export class Authenticator {
  private readonly passport = new passport.Passport();
  private readonly basicCache: CredentialCache<MerchantSettings>;

  constructor(
    private readonly identity: IdentityLookup,
    options: AuthenticatorOptions,
  ) {
    this.basicCache = new CredentialCache(options.cacheTtlMs);
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
            this.identity.keys.get(kidOf(rawJwtToken)).then(
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

  /**
   * The merchant id of a Basic credential this replica has not verified recently (so checking it means
   * asking identity), for the failed-attempt throttle; undefined for anything else.
   */
  uncachedBasicId(request: IncomingMessage): string | undefined {
    const header = request.headers.authorization;
    if (typeof header !== 'string' || !/^basic /i.test(header)) return undefined;
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon <= 0) return undefined;
    if (this.basicCache.get(decoded)) return undefined;
    return decoded.slice(0, Math.min(colon, 200));
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
    if (!hasRequiredClaims(claims)) throw new AuthenticationError();
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
    return this.principal(settings, { type: 'user', id: user.id }, user.role === 'admin' ? [read, write] : [read]);
  }

  private async principal(settings: MerchantSettings, actor: Principal['actor'], scopes: string[]): Promise<Principal> {
    const principal: Principal = { merchant_id: settings.merchant_id, actor, scopes };
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
  private async ask<T>(subject: string, body: unknown): Promise<T> {
    const answer = await this.identity.request<T>(subject, body);
    if (answer === null) throw new AuthenticationError();
    return answer;
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
