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
 * bull-board on the dispatcher's own HTTP port, for operators (never through the gateway). Every request
 * needs `Authorization: Bearer <OPERATOR_TOKEN>` in a header: never in the URL, where proxies, browser
 * history and access logs would keep it. Without OPERATOR_TOKEN it is not mounted at all, in any
 * environment (the queues hold every merchant's deliveries). In a browser, send the header through a
 * header-injecting proxy or extension, or use `kubectl port-forward` with one.
 */
export async function mountBullBoard(fastify: FastifyInstance, queue: DeliveryQueue, config: WebhookDispatcherConfig, logger: Logger): Promise<void> {
  const token = config.OPERATOR_TOKEN;
  if (!token) {
    logger.info('OPERATOR_TOKEN is not set: bull-board is not mounted');
    return;
  }
  const adapter = new FastifyAdapter();
  adapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({ queues: [new BullMQAdapter(queue.queue)], serverAdapter: adapter });
  await fastify.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const header = request.headers.authorization;
      const bearer = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
      if (!tokenMatches(bearer, token)) {
        return reply.code(401).send({ error: { type: 'authentication_error', message: 'Operator token required in the Authorization header' } });
      }
    });
    await scope.register(adapter.registerPlugin(), { prefix: BULL_BOARD_PATH });
  });
}
