import { ApiError, errorBody, ErrorType } from '@netline/contracts';
import { Logger } from '@netline/observability';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../dashboard/dashboard-sessions';

/** Every /api failure leaves as the contract's `{error:{type,message,details}}`. */
export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  // A browser shows its own password prompt on a Basic challenge: never to the dashboard or the buyer portal.
  const dashboard =
    reply.request.cookies?.[SESSION_COOKIE] !== undefined ||
    reply.request.headers['x-netline-client'] === 'dashboard' ||
    reply.request.url.startsWith('/portal/');
  if (error.status === 401 && !dashboard) reply.header('www-authenticate', 'Basic realm="netline", Bearer');
  return reply.code(error.status).send(errorBody(error));
}

/** What the framework refused (body parsing, limits) or threw, in the contract's shape. */
export function sendFrameworkError(logger: Logger, error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    logger.error({ err: error, url: request.url }, 'request failed');
    return sendError(reply, { status: 500, type: ErrorType.Internal, message: 'An internal error occurred' });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return sendError(reply, { status: 400, type: ErrorType.InvalidRequest, message: 'The request body is not valid JSON' });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return sendError(reply, { status: 415, type: ErrorType.InvalidRequest, message: 'Send the request body as application/json' });
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    drainRefusedBody(request, reply);
    return sendError(reply, { status: 413, type: ErrorType.InvalidRequest, message: 'The request body is too large' });
  }
  return sendError(reply, { status, type: ErrorType.InvalidRequest, message: error.message });
}

/** How much of a refused body the gateway still reads, so that its sender gets the answer (below). */
export const REFUSED_BODY_DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * Reads and discards the rest of a body refused for its size, and keeps the connection open meanwhile.
 *
 * The framework answers such a request with `Connection: close` and the server then closes the socket
 * while the client is still sending: the client's next write meets a reset, which discards the answer
 * waiting in its receive buffer, so a client sometimes saw "connection reset" instead of the 413 (about
 * one 2 MB request in 30 on loopback). Reading the rest lets every client read the answer, and the
 * connection stays usable. A body declared (or, without a length, found) larger than
 * REFUSED_BODY_DRAIN_BYTES is not read: the connection is closed as before, and that sender may see a reset.
 */
function drainRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete) return;
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > REFUSED_BODY_DRAIN_BYTES) return;
  reply.removeHeader('connection');
  let read = 0;
  raw.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > REFUSED_BODY_DRAIN_BYTES) raw.socket.destroy();
  });
  raw.resume();
}
