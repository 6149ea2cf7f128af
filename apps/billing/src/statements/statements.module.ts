import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { MailModule } from '../mail/mail.module';
import { StatementsJobs } from './statements-jobs.service';
import { StatementsHandler } from './statements.handler';
import { StatementsRepository } from './statements.repository';
import { StatementsService } from './statements.service';

/**
 * Customer statements (docs/collections.md, "Statements"): the routes, the job that closes months and
 * mails them, and the PDF, which the mail sender attaches to the statement email.
 */
@Module({
  imports: [InvoicesModule, MailModule],
  controllers: [StatementsHandler],
  providers: [StatementsRepository, StatementsService, StatementsJobs],
  exports: [StatementsService, StatementsJobs],
})
export class StatementsModule {}
