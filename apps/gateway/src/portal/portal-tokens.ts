import {
  BUYER_API_TOKEN_PATTERN,
  BuyerCustomer,
  BuyerSubjects,
  createBuyerApiTokenSchema,
  DomainError,
  errorBody,
  ErrorType,
  RpcReply,
  toApiError,
  validationDetails,
  VerifiedBuyerApiToken,
} from '@netline/contracts';
import { CredentialCache } from '@netline/edge';
import { RpcClient } from '@netline/messaging/client';
import { Logger } from '@netline/observability';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PortalSessions } from './portal-sessions';

const BEARER = /^Bearer +(\S+)$/i;

/** The buyer API token of an `Authorization: Bearer nlbt_…` header, or undefined for anything else. */
export function buyerBearerOf(authorization: string | undefined): string | undefined {
  const token = authorization === undefined ? undefined : BEARER.exec(authorization.trim())?.[1];
  return token !== undefined && BUYER_API_TOKEN_PATTERN.test(token) ? token : undefined;
}

/** Who a buyer API token acts for now: its address, the token, and the customers the address reaches. */
export interface PortalTokenHolder {
  email: string;
  tokenId: string;
  customers: BuyerCustomer[];
}

/**
 * Buyer API tokens on `/portal/api` (docs/buyer-portal.md, "API tokens and the buyer tool set"): identity
 * says whose a secret is (`identity.buyer-api-tokens.verify`), remembered for at most `ttlMs` (≤ 5 s, as
 * the merchant's credentials), so a revoked or expired token stops within it; what the address reaches is
 * asked on every request, as for a portal session. Null refuses the token (401): unknown, revoked,
 * expired, or an address that reaches nothing any more.
 */
export class PortalBearerTokens {
  private readonly verified: CredentialCache<VerifiedBuyerApiToken>;

  constructor(
    private readonly rpc: RpcClient,
    ttlMs: number,
  ) {
    this.verified = new CredentialCache(ttlMs);
  }

  async holderOf(token: string): Promise<PortalTokenHolder | null> {
    const fingerprint = this.verified.fingerprint(token);
    let verified = this.verified.getByFingerprint(fingerprint);
    if (verified && new Date(verified.expires_at).getTime() <= Date.now()) verified = undefined;
    if (!verified) {
      const answer = await this.rpc.tryAsk(BuyerSubjects.verifyApiToken, { token });
      if (!answer.ok) {
        if (answer.error.status === 401 || answer.error.status === 404) return null;
        throw new DomainError('GATEWAY.IDENTITY_UNAVAILABLE', 'unavailable', 'The buyer portal is unavailable for a moment; try again');
      }
      verified = answer.data;
      this.verified.setByFingerprint(fingerprint, verified);
    }
    const reach = await this.rpc.tryAsk(BuyerSubjects.reach, { email: verified.email });
    if (!reach.ok) throw new DomainError('GATEWAY.IDENTITY_UNAVAILABLE', 'unavailable', 'The buyer portal is unavailable for a moment; try again');
    if (reach.data.customers.length === 0) return null;
    return { email: verified.email, tokenId: verified.token_id, customers: reach.data.customers };
  }
}

/**
 * A signed-in portal session's own API tokens (Settings › API access), under `/portal`:
 * - `GET /portal/api/tokens`: the session address's tokens, without secrets (`{results}`);
 * - `POST /portal/api/tokens` `{name, expires_in_days?}`: mints one; 201 with its `secret`, shown once;
 * - `DELETE /portal/api/tokens/{token_id}`: revokes one of them (another address's is a 404).
 * The session cookie is the only credential: a token cannot mint, list or revoke tokens. Changes need the
 * session's CSRF token, as every portal change does. Answers are never stored (`no-store`, set by the
 * `/portal` plugin these routes belong to).
 */
export class PortalTokenRoutes {
  constructor(
    private readonly sessions: PortalSessions,
    private readonly rpc: RpcClient,
    private readonly logger: Logger,
  ) {}

  /** Registers the routes on the `/portal` plugin (`PortalRoutes`). */
  register(app: FastifyInstance): void {
    app.get('/api/tokens', (request, reply) => this.list(request, reply));
    app.post('/api/tokens', (request, reply) => this.create(request, reply));
    app.delete('/api/tokens/:token_id', (request, reply) => this.revoke(request, reply));
  }

  private async list(request: FastifyRequest, reply: FastifyReply) {
    try {
      const email = await this.signedIn(request, false);
      return reply.send(await this.ask(this.rpc.tryAsk(BuyerSubjects.listApiTokens, { email })));
    } catch (error) {
      return this.fail(reply, error);
    }
  }

  private async create(request: FastifyRequest, reply: FastifyReply) {
    try {
      const email = await this.signedIn(request, true);
      const parsed = createBuyerApiTokenSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        return reply
          .code(400)
          .send(errorBody({ status: 400, type: ErrorType.Validation, message: 'Validation error', details: validationDetails(parsed.error.issues) }));
      }
      const created = await this.ask(this.rpc.tryAsk(BuyerSubjects.createApiToken, { email, ...parsed.data }));
      this.logger.info({ token_id: created.id }, 'buyer API token created');
      return reply.code(201).send(created);
    } catch (error) {
      return this.fail(reply, error);
    }
  }

  private async revoke(request: FastifyRequest, reply: FastifyReply) {
    try {
      const email = await this.signedIn(request, true);
      const tokenId = (request.params as { token_id?: string }).token_id ?? '';
      if (tokenId.length === 0 || tokenId.length > 64) throw new DomainError('IDENTITY.BUYER_API_TOKEN_NOT_FOUND', 'not_found', 'API token not found');
      const revoked = await this.ask(this.rpc.tryAsk(BuyerSubjects.revokeApiToken, { email, token_id: tokenId }));
      this.logger.info({ token_id: revoked.id }, 'buyer API token revoked');
      return reply.send(revoked);
    } catch (error) {
      return this.fail(reply, error);
    }
  }

  /** The session's address; 401 without a live session, 403 for a change without its CSRF token. */
  private async signedIn(request: FastifyRequest, change: boolean): Promise<string> {
    const session = await this.sessions.current(request);
    if (!session) throw new DomainError('GATEWAY.PORTAL_SESSION_REQUIRED', 'authentication', 'Sign in to the buyer portal');
    if (change) this.sessions.checkCsrf(request, session.record);
    return session.record.email;
  }

  /** Identity's answer, or its refusal as a domain error (an outage as 503). */
  private async ask<T>(pending: Promise<RpcReply<T>>): Promise<T> {
    const answer = await pending;
    if (answer.ok) return answer.data;
    if (answer.error.status === 404) throw new DomainError(answer.error.code ?? 'IDENTITY.BUYER_API_TOKEN_NOT_FOUND', 'not_found', answer.error.message);
    if (answer.error.status === 409) throw new DomainError(answer.error.code ?? 'IDENTITY.CONFLICT', 'conflict', answer.error.message);
    throw new DomainError('GATEWAY.IDENTITY_UNAVAILABLE', 'unavailable', 'The buyer portal is unavailable for a moment; try again');
  }

  private fail(reply: FastifyReply, error: unknown) {
    if (error instanceof DomainError) {
      const apiError = toApiError(error);
      return reply.code(apiError.status).send(errorBody(apiError));
    }
    this.logger.error({ err: error }, 'portal token request failed');
    return reply.code(500).send(errorBody({ status: 500, type: ErrorType.Internal, message: 'An internal error occurred' }));
  }
}
