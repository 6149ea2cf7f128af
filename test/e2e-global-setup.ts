import { STACK_BROKER_ENV, StackBroker } from '../libs/testing/src/shared-stack';

/**
 * The e2e project's global setup, in Jest's parent process: starts the broker that gives the workers
 * their shared stack (libs/testing/src/shared-stack.ts). Workers are started after this and inherit
 * its address through the environment.
 */
export default async function startStackBroker(): Promise<void> {
  const broker = await StackBroker.start();
  (globalThis as { netlineStackBroker?: StackBroker }).netlineStackBroker = broker;
  process.env[STACK_BROKER_ENV] = broker.url;
  // The stack starts now, beside the unit and integration suites, rather than inside the first
  // end-to-end suite's setup; with NETLINE_SHARED_STACKS above 1 the others start when first asked for.
  broker.prestart('1');
}
