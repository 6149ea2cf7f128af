import { createTestCertificate, Stack, WebhookReceiver } from '@netline/testing';

/**
 * The stack the dispatcher's end-to-end suites share: an HTTPS receiver with a fresh self-signed
 * certificate, and identity, credit, the dispatcher (trusting that certificate, allowed to reach
 * 127.0.0.1, retry delays scaled by `backoffScale`) and the gateway.
 */
export async function startWebhookStack(
  backoffScale: string,
  dispatcherEnv: Record<string, string> = {},
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
    },
  });
  return { stack, receiver };
}
