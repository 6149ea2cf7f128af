import { IdentitySubjects, MerchantSettings, Principal } from '@netline/contracts';
import { FULL_ACCESS_SCOPES } from '@netline/auth';
import { DomainError, RpcClient } from '@netline/messaging';
import { currentRequestId } from '@netline/observability';
import type { IncomingMessage } from 'node:http';
import passport from 'passport';
import { BasicStrategy } from 'passport-http';
import { CredentialCache } from './credential-cache';

export class AuthenticationError extends DomainError {
  constructor(message = 'Invalid merchant credentials') {
    super('GATEWAY.AUTHENTICATION_REQUIRED', 'authentication', message);
  }
}

type Verified = { principal: Principal } | { error: DomainError };

/**
 * Authenticates merchant API requests with passport strategies. HTTP Basic: username = merchant id,
 * password = secret API key, checked by identity (which also refuses it while Basic is switched off).
 */
export class Authenticator {
  private readonly passport = new passport.Passport();
  private readonly basicCache: CredentialCache<MerchantSettings>;

  constructor(
    private readonly rpc: RpcClient,
    cacheTtlMs: number,
  ) {
    this.basicCache = new CredentialCache(cacheTtlMs);
    this.passport.use(
      'basic',
      new BasicStrategy((merchantId, secretKey, done) => {
        this.verifyBasic(merchantId, secretKey).then(
          (principal) => done(null, principal),
          (error: unknown) => done(error),
        );
      }),
    );
  }

  async authenticate(request: IncomingMessage): Promise<Principal> {
    const header = request.headers.authorization ?? '';
    const scheme = header.split(' ', 1)[0].toLowerCase();
    if (scheme !== 'basic') throw new AuthenticationError();
    const result = await this.run('basic', request);
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
      const reply = await this.rpc.request<MerchantSettings>(IdentitySubjects.verifyBasic, {
        request_id: currentRequestId(),
        body: { merchant_id: merchantId, secret_key: secretKey },
      });
      if (!reply.ok) {
        throw reply.error.status === 401 ? new AuthenticationError(reply.error.message) : new DomainError(reply.error.code ?? 'GATEWAY.AUTH_UNAVAILABLE', 'unavailable', reply.error.message);
      }
      settings = reply.data;
      this.basicCache.set(credential, settings);
    }
    return { merchant_id: settings.merchant_id, actor: { type: 'secret_key', id: settings.merchant_id }, scopes: [...FULL_ACCESS_SCOPES] };
  }
}
