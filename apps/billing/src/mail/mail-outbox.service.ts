import { Injectable } from '@nestjs/common';
import { Clock, IdGenerator } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { CollectionSettingsRepository, StoredCollectionSettings } from '../collection-settings/collection-settings.repository';
import { EmailCause, EmailsRepository } from './emails.repository';

/**
 * The one way a message to a customer comes to be: written in the transaction of the change that causes
 * it, so the message exists if and only if the change committed (docs/collections.md, "The mail path").
 * A kind the merchant switched off writes nothing; a cause that already made a message writes nothing.
 * The caller calls `queued()` after its commit (else the sender's sweep finds the message).
 */
@Injectable()
export class MailOutbox {
  private readonly listeners: Array<() => void> = [];

  constructor(
    private readonly emails: EmailsRepository,
    private readonly settings: CollectionSettingsRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /** The sender asks to hear of new messages (it lives in a module that depends on this one). */
  onQueued(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** After the commit of a transaction that queued messages: the sender starts on them at once. */
  queued(): void {
    for (const listener of this.listeners) listener();
  }

  /** `enqueue` for several causes (a batch of the collections pass) in one statement; resolves how many were written. */
  async enqueueMany(manager: EntityManager, causes: readonly EmailCause[], now: Date, settings: StoredCollectionSettings): Promise<number> {
    const wanted = causes.filter((cause) => settings.emails[cause.kind]);
    if (wanted.length === 0) return 0;
    return this.emails.insertManyOnce(
      manager,
      wanted.map((cause) => ({ id: this.ids.next('eml'), cause })),
      now,
      this.clock.now(),
    );
  }

  async enqueue(manager: EntityManager, cause: EmailCause, now: Date, settings?: StoredCollectionSettings): Promise<string | null> {
    const current = settings ?? (await this.settings.get(cause.merchantId, manager));
    if (!current.emails[cause.kind]) return null;
    const id = this.ids.next('eml');
    return (await this.emails.insertOnce(manager, id, cause, now, this.clock.now())) ? id : null;
  }
}
