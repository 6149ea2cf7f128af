import { ErrorType } from '@netline/contracts';
import { FailureThrottle, RateLimiter, RateLimitResult } from '@netline/edge';
import { Logger } from '@netline/observability';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-reply';

/**
 * The request windows (per account once authenticated, per client address otherwise) and the slow-down
 * of failed credential checks per (credential, client address). Methods that may answer resolve `true`
 * when they did. (They must not resolve with the reply itself: a Fastify reply is thenable, so awaiting
 * it waits for the response instead of yielding it.)
 */
export class RateLimits {
  constructor(
    private readonly rateLimiter: RateLimiter,
    private readonly failures: FailureThrottle,
    private readonly logger: Logger,
    readonly perMinute: number,
  ) {}

  /** Takes one request from `subject`'s window, sets the headers, and answers 429 when it is full. */
  async limit(request: FastifyRequest, reply: FastifyReply, subject: string, perMinute: number): Promise<boolean> {
    let result: RateLimitResult;
    try {
      result = await this.rateLimiter.take(subject, perMinute);
    } catch (error) {
      // Redis down: serving without limits beats refusing every merchant; the health check reports it.
      this.logger.warn({ err: error }, 'rate limiter unavailable; request admitted');
      return false;
    }
    // With several windows (token endpoint), the headers describe the one closest to its limit.
    if (!request.rateLimit || !result.allowed || result.remaining < request.rateLimit.remaining) {
      request.rateLimit = result;
      reply.header('x-ratelimit-limit', String(result.limit));
      reply.header('x-ratelimit-remaining', String(result.remaining));
      reply.header('x-ratelimit-reset', String(result.resetAt));
    }
    if (result.allowed) return false;
    reply.header('retry-after', String(result.retryAfter));
    sendError(reply, { status: 429, type: ErrorType.RateLimit, message: 'Too many requests' });
    return true;
  }

  /**
   * Answers 429 while `credential` must still wait after repeated failures from this client address.
   * The address is the socket's, or the one a trusted proxy reports (TRUSTED_PROXIES).
   */
  async throttled(request: FastifyRequest, reply: FastifyReply, credential: string): Promise<boolean> {
    let waitMs = 0;
    try {
      waitMs = await this.failures.wait(credential, request.ip);
    } catch (error) {
      this.logger.warn({ err: error }, 'failure throttle unavailable; request admitted');
    }
    if (waitMs <= 0) return false;
    // Every 429 carries the rate-limit headers; a throttled request counts against its address's window.
    if (!request.rateLimit && (await this.limit(request, reply, `ip:${request.ip}`, this.perMinute))) return true;
    const seconds = Math.ceil(waitMs / 1000);
    reply.header('retry-after', String(seconds));
    sendError(reply, { status: 429, type: ErrorType.RateLimit, message: `Too many failed attempts from this address; retry in ${seconds} s` });
    return true;
  }

  async recordFailure(credential: string, address: string): Promise<void> {
    await this.failures.fail(credential, address).catch((error: unknown) => this.logger.warn({ err: error }, 'could not record a failed attempt'));
  }

  async recordSuccess(credential: string, address: string): Promise<void> {
    await this.failures.succeed(credential, address).catch((error: unknown) => this.logger.warn({ err: error }, 'could not clear failed attempts'));
  }
}
