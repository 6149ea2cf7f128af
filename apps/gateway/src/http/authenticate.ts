import { DomainError, PARTNER_API_VERSION, toApiError } from '@netline/contracts';
import { Logger } from '@netline/observability';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticator } from '../auth/authenticator';
import { DashboardSessions } from '../dashboard/dashboard-sessions';
import { sendError } from './error-reply';
import { RateLimits } from './rate-limit';

/**
 * Admission, the `onRequest` stage: authenticates (non-public routes) and takes one request from the
 * right rate-limit window, so every /api answer (401, 404 and 429 included) carries the rate-limit
 * headers. Refuses with 401 or 429 here, before the body is even read. Failed authentications count
 * against the client address, so guessing credentials is limited too.
 */
export class Admission {
  constructor(
    private readonly authenticator: Authenticator,
    private readonly sessions: DashboardSessions | undefined,
    private readonly limits: RateLimits,
    private readonly logger: Logger,
  ) {}

  async admit(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const variants = request.routeOptions.config?.netlineRoute;
    const route = variants?.merchant ?? variants?.partner;
    let failure: DomainError | undefined;
    if (route && route.auth !== 'public') {
      // Basic checks that reach identity are throttled per (merchant id, address) after repeated failures.
      const basicId = this.authenticator.uncachedBasicId(request.raw);
      if (basicId !== undefined && (await this.limits.throttled(request, reply, `basic:${basicId}`))) return reply;
      try {
        const sessions = this.sessions;
        request.principal = sessions?.presentedBy(request) ? await sessions.authenticate(request) : await this.authenticator.authenticate(request.raw);
        if (request.principal.partner) reply.header('x-api-version', PARTNER_API_VERSION);
        // What a session reads is for the signed-in person's eyes only.
        if (request.principal.actor.type === 'user') reply.header('cache-control', 'no-store');
      } catch (error) {
        failure = error instanceof DomainError ? error : new DomainError('GATEWAY.AUTH_FAILED', 'unavailable', 'Authentication is temporarily unavailable');
        if (!(error instanceof DomainError)) this.logger.error({ err: error }, 'authentication failed unexpectedly');
        if (basicId !== undefined && failure.kind === 'authentication') await this.limits.recordFailure(`basic:${basicId}`, request.ip);
      }
      if (basicId !== undefined && request.principal) await this.limits.recordSuccess(`basic:${basicId}`, request.ip);
    }
    const subject = request.principal ? `merchant:${request.principal.merchant_id}` : `ip:${request.ip}`;
    if (await this.limits.limit(request, reply, subject, this.limits.perMinute)) return reply;
    if (failure) return sendError(reply, toApiError(failure));
    return undefined;
  }
}
