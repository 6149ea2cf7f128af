import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';

/**
 * The checks the gateway's two browser apps (the dashboard and the buyer portal) share for their session
 * cookies and changes: one rule for both, so neither can drift from the other (docs/security.md).
 */

/** The header every change of a browser session carries its CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** `Secure` everywhere except plain HTTP on the machine itself (local development and tests). */
export function secureCookie(request: FastifyRequest): boolean {
  return !(request.protocol === 'http' && LOOPBACK.has(request.hostname.replace(/:\d+$/, '')));
}

/** Compares two secrets in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Synchroniser token plus origin: a page on another site can neither read the token nor pass the origin
 * check. Answers the reason to refuse, or null.
 */
export function csrfProblem(request: FastifyRequest, publicOrigin: string, expectedToken: string): string | null {
  const problem = crossSiteProblem(request, publicOrigin);
  if (problem) return problem;
  const sent = request.headers[CSRF_HEADER];
  return typeof sent === 'string' && sameSecret(sent, expectedToken) ? null : 'The CSRF token is missing or wrong';
}

/** Whether a browser marks the request as coming from another site (Sec-Fetch-Site or Origin): the reason, or null. */
export function crossSiteProblem(request: FastifyRequest, publicOrigin: string): string | null {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return 'This request came from another site';
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  return origin === publicOrigin || origin === `${request.protocol}://${request.headers.host ?? ''}` ? null : 'This request came from another site';
}
