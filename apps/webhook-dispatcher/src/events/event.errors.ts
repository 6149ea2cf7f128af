import { NotFoundError } from '@netline/contracts';

/** Not one of the caller's events, or older than the retention (EVENTS_RETENTION_DAYS). */
export class EventNotFoundError extends NotFoundError {
  constructor() {
    super('Event', 'WEBHOOKS.EVENT_NOT_FOUND');
  }
}
