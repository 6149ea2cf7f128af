import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { MailSender } from './mail-sender.service';
import { MailModule } from './mail.module';

@Module({
  imports: [MailModule, InvoicesModule],
  providers: [MailSender],
  exports: [MailSender],
})
export class MailSenderModule {}
