// First: starts tracing before anything it instruments (pg, ioredis, http) is loaded.
import '@netline/observability/register';
import 'reflect-metadata';
import { runService } from '@netline/messaging/service-main';
import { loadBillingConfig } from './config';
import { BILLING_MIGRATIONS } from './migrations';

runService({
  service: 'billing',
  loadConfig: loadBillingConfig,
  migrations: BILLING_MIGRATIONS,
  // Captured mail is a sandbox convenience: in production a customer must get what the merchant sent.
  productionProblems: (config) => (config.SMTP_URL ? [] : ['SMTP_URL is not set: billing mails customers their invoices, reminders and receipts through it']),
  // Imported here, not above: `main.js migrate` needs the migrations alone.
  module: async (config, parts) => (await import('./app.module')).AppModule.forRoot(config, parts),
});
