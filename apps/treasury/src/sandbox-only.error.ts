import { DomainError } from '@netline/contracts';

/**
 * A sandbox operation (a test payment and its status, a payout run, a payout's status or retry) asked of a
 * production stack: answered as a route that does not exist. Here, beside both features that raise it,
 * payments and payouts, so that neither imports the other's errors.
 */
export class SandboxOnlyError extends DomainError {
  constructor() {
    super('TREASURY.SANDBOX_ONLY', 'not_found', 'Not found');
  }
}
