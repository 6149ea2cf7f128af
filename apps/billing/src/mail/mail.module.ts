import { Module } from '@nestjs/common';
import { CollectionSettingsRepository } from '../collection-settings/collection-settings.repository';
import { EmailsRepository } from './emails.repository';
import { MailOutbox } from './mail-outbox.service';

/**
 * The mail outbox, which any billing feature writes to in its own transaction. It depends on nothing else
 * of billing, so the features that cause messages (invoices, payments, collections) can all import it;
 * the sender, which reads their rows, is `MailSenderModule`.
 */
@Module({
  providers: [EmailsRepository, CollectionSettingsRepository, MailOutbox],
  exports: [EmailsRepository, CollectionSettingsRepository, MailOutbox],
})
export class MailModule {}
