import { Injectable } from '@nestjs/common';
import { OnDomainEvent, TypedEvent } from '@netline/messaging';
import { MerchantClock } from '@netline/persistence';
import { CollectionsJobs } from './collections-jobs.service';

/**
 * Sandbox: `clock.advanced` (credit's stream) runs collections for that merchant at once, at its new time,
 * so a test walks an invoice from sent to overdue in seconds. The run writes in transactions of its own,
 * each idempotent (the invoice's marks say what was done), so a redelivered event changes nothing.
 */
@Injectable()
export class CollectionsConsumer {
  constructor(
    private readonly jobs: CollectionsJobs,
    private readonly clock: MerchantClock,
  ) {}

  @OnDomainEvent('clock.advanced')
  async onClockAdvanced(event: TypedEvent<'clock.advanced'>): Promise<void> {
    // The clock only moves forward; a late copy of an older advance runs at the current time.
    const advancedTo = new Date(event.data.now);
    const current = await this.clock.now(event.merchant_id);
    await this.jobs.runForMerchant(event.merchant_id, current > advancedTo ? current : advancedTo);
  }
}
