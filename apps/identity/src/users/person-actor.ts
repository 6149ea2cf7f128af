import { EventActor } from '@netline/contracts';
import { currentRequestId, runWithRequestId } from '@netline/observability';

/**
 * Runs `work` with the person `userId` as the author of the events it writes, keeping the request's id.
 * For the requests a person makes before they have a session (signing in, following a reset link): their
 * principal names nobody yet, but the change is theirs (docs/security.md, "Audit trail"). Both come through
 * the gateway's web pages, so the channel is `dashboard`.
 */
export function asPerson<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const actor: EventActor = { type: 'user', id: userId, channel: 'dashboard' };
  return runWithRequestId(currentRequestId(), work, actor);
}
