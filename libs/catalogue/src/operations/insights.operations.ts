import { arAgingReportSchema, AGING_BUCKETS, DSO_PERIOD_DAYS, dsoReportSchema, InsightsSubjects } from '@netline/contracts';
import { defineOperations } from '../operation';

export const insightsOperations = defineOperations([
  {
    method: 'GET',
    path: '/reports/ar-aging',
    subject: InsightsSubjects.arAging,
    operationId: 'getArAgingReport',
    summary: 'Accounts-receivable ageing',
    description:
      `The outstanding balances of your sent invoices (neither voided nor canceled), aged by whole days past their due date on ` +
      `your account's clock (in the sandbox, the clock you may advance): ${AGING_BUCKETS.join(', ')}. \`total\` is the sum of ` +
      "the buckets and of every customer's `total`. Figures follow invoices, payments and credit notes within moments (they " +
      "are built from Netline's event streams).",
    tag: 'Reports',
    access: 'read',
    response: arAgingReportSchema,
  },
  {
    method: 'GET',
    path: '/reports/dso',
    subject: InsightsSubjects.dso,
    operationId: 'getDsoReport',
    summary: 'Days sales outstanding',
    description:
      `DSO over the trailing ${DSO_PERIOD_DAYS} days of your account's clock: open receivables now ÷ the amounts of invoices ` +
      `sent within the period × ${DSO_PERIOD_DAYS}. \`dso\` is null when no invoice was sent within the period.`,
    tag: 'Reports',
    access: 'read',
    response: dsoReportSchema,
  },
]);
