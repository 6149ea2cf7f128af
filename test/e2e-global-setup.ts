import { STACK_BROKER_ENV, StackBroker } from '../libs/testing/src/shared-stack';

/**
 * The e2e project's global setup, in Jest's parent process: starts the broker that gives each worker
 * its shared stack (libs/testing/src/shared-stack.ts). Workers are started after this and inherit
 * its address through the environment.
 */
export default async function startStackBroker(): Promise<void> {
  const broker = await StackBroker.start();
  (globalThis as { netlineStackBroker?: StackBroker }).netlineStackBroker = broker;
  process.env[STACK_BROKER_ENV] = broker.url;
  // The first worker's stack starts now, beside the unit and integration suites, rather than inside the
  // first end-to-end suite's setup; the other workers' stacks start when they first ask.
  broker.prestart('1');
}
