import { createTestCertificate, eventStream, Stack, WebhookReceiver, waitForQueueDrained, waitForStreamEntry, waitForStreamSettled } from '@netline/testing';
import IORedis from 'ioredis';

/**
 * The stack the dispatcher's end-to-end suites share: an HTTPS receiver with a fresh self-signed
 * certificate, and identity, credit, the dispatcher (trusting that certificate, allowed to reach
 * 127.0.0.1, retry delays scaled by `backoffScale`) and the gateway (`gatewayEnv` added to its settings).
 */
export async function startWebhookStack(
  backoffScale: string,
  dispatcherEnv: Record<string, string> = {},
  gatewayEnv: Record<string, string> = {},
): Promise<{ stack: Stack; receiver: WebhookReceiver }> {
  const certificate = await createTestCertificate();
  const receiver = await WebhookReceiver.start(certificate);
  const stack = await Stack.start({
    apps: ['identity', 'credit', 'webhook-dispatcher', 'gateway'],
    namespace: 'random',
    logDir: 'var/test-logs',
    env: { RATE_LIMIT_PER_MINUTE: '1000000' },
    appEnv: {
      'webhook-dispatcher': {
        WEBHOOK_BACKOFF_SCALE: backoffScale,
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        WEBHOOK_CA_FILE: certificate.certFile,
        ...dispatcherEnv,
      },
      gateway: gatewayEnv,
    },
  });
  return { stack, receiver };
}

async function withRedis<T>(stack: Pick<Stack, 'env'>, use: (redis: IORedis) => Promise<T>): Promise<T> {
  const redis = new IORedis(stack.env.REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  try {
    return await use(redis);
  } finally {
    redis.disconnect();
  }
}

/**
 * Waits until the dispatcher has no attempt under way or still to come: its delivery queue has nothing
 * waiting, active or delayed for a retry (stands in for "wait a while, then check nothing more arrived").
 */
export function deliveriesDrained(stack: Pick<Stack, 'env' | 'namespace'>): Promise<void> {
  return withRedis(stack, (redis) => waitForQueueDrained(redis, stack.namespace ? `${stack.namespace}:bull` : 'bull', 'webhook-deliveries'));
}

/**
 * Waits until every consumer of credit's stream (the dispatcher among them) has applied the event about
 * `recordId`: by then the dispatcher has stored and queued every delivery the event will ever get.
 */
export function creditEventApplied(stack: Pick<Stack, 'env' | 'namespace'>, recordId: string): Promise<void> {
  return withRedis(stack, async (redis) => {
    const stream = eventStream(stack, 'credit');
    const entryId = await waitForStreamEntry(redis, stream, (event) => event.data?.id === recordId);
    await waitForStreamSettled(redis, stream, entryId);
  });
}
