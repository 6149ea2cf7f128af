import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's `X-Request-Id` when it is a sane one, else a new one; answered on every response. */
export function assignRequestId(request: FastifyRequest, reply: FastifyReply): string {
  const supplied = request.headers['x-request-id'];
  request.requestId = typeof supplied === 'string' && REQUEST_ID.test(supplied) ? supplied : randomUUID();
  reply.header('x-request-id', request.requestId);
  return request.requestId;
}
