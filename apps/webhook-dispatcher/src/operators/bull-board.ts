import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Logger } from '@netline/observability';
import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { WebhookDispatcherConfig } from '../config';
import { DeliveryQueue } from '../dispatch/delivery-queue';

export const BULL_BOARD_PATH = '/operator/queues';

function tokenMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * bull-board on the dispatcher's own HTTP port, for operators (never through the gateway). Requests need
 * `Authorization: Bearer <OPERATOR_TOKEN>` (or `?token=` once, which sets a cookie for the UI's own
 * requests). Without a token it is mounted only outside production, openly, for local runs.
 */
export async function mountBullBoard(fastify: FastifyInstance, queue: DeliveryQueue, config: WebhookDispatcherConfig, logger: Logger): Promise<void> {
  const token = config.OPERATOR_TOKEN;
  if (!token && config.APP_ENV === 'production') {
    logger.warn('OPERATOR_TOKEN is not set: bull-board is not mounted');
    return;
  }
  const adapter = new FastifyAdapter();
  adapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({ queues: [new BullMQAdapter(queue.queue)], serverAdapter: adapter });
  await fastify.register(
    async (scope) => {
      if (token) {
        scope.addHook('onRequest', async (request, reply) => {
          const header = request.headers.authorization;
          const bearer = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
          const cookie = /(?:^|;\s*)operator_token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
          const query = (request.query as Record<string, string | undefined>)?.token;
          const given = bearer ?? query ?? (cookie ? decodeURIComponent(cookie) : undefined);
          if (!tokenMatches(given, token)) {
            return reply.code(401).send({ error: { type: 'authentication_error', message: 'Operator token required' } });
          }
          if (query) reply.header('set-cookie', `operator_token=${encodeURIComponent(query)}; Path=${BULL_BOARD_PATH}; HttpOnly; SameSite=Strict`);
        });
      } else {
        logger.warn('OPERATOR_TOKEN is not set: bull-board is open (allowed outside production only)');
      }
      await scope.register(adapter.registerPlugin(), { prefix: BULL_BOARD_PATH });
    },
  );
}
