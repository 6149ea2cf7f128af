import { Injectable, Optional } from '@nestjs/common';
import { OnDomainEvent, TypedEvent } from '@netline/messaging';
import { MerchantClock } from '@netline/persistence';
import { StatementsJobs } from '../statements/statements-jobs.service';
import { CollectionsJobs } from './collections-jobs.service';

/**
 * Sandbox: `clock.advanced` (credit's stream) runs collections for that merchant at once, at its new time,
 * so a test walks an invoice from sent to overdue in seconds, and closes the months the advance ended
 * (their statements). The runs write in transactions of their own, each idempotent (the invoice's marks,
 * a statement's month, say what was done), so a redelivered event changes nothing.
 */
@Injectable()
export class CollectionsConsumer {
  constructor(
    private readonly jobs: CollectionsJobs,
    private readonly clock: MerchantClock,
    @Optional() private readonly statements?: StatementsJobs,
  ) {}

  @OnDomainEvent('clock.advanced')
  async onClockAdvanced(event: TypedEvent<'clock.advanced'>): Promise<void> {
    // The clock only moves forward; a late copy of an older advance runs at the current time.
    const advancedTo = new Date(event.data.now);
    const current = await this.clock.now(event.merchant_id);
    const at = current > advancedTo ? current : advancedTo;
    await this.jobs.runForMerchant(event.merchant_id, at);
    // A month the advance ended is closed at once: its statements are written and mailed (once each).
    await this.statements?.runForMerchant(event.merchant_id, at);
  }
}
