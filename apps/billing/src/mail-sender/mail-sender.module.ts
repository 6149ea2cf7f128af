import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { StatementsModule } from '../statements/statements.module';
import { MailSender } from './mail-sender.service';
import { MailModule } from '../mail/mail.module';

@Module({
  imports: [MailModule, InvoicesModule, StatementsModule],
  providers: [MailSender],
  exports: [MailSender],
})
export class MailSenderModule {}
