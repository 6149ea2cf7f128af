import type { StackBroker } from '../libs/testing/src/shared-stack';

/** Stops every shared stack and removes its databases, roles and keys (see e2e-global-setup.ts). */
export default async function stopStackBroker(): Promise<void> {
  await (globalThis as { netlineStackBroker?: StackBroker }).netlineStackBroker?.stop();
}
