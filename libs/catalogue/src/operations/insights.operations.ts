import {
  AGING_BUCKETS,
  AGING_HISTORY_DAYS,
  arAgingHistoryQuerySchema,
  arAgingHistorySchema,
  arAgingReportSchema,
  DSO_PERIOD_DAYS,
  dsoReportSchema,
  InsightsSubjects,
} from '@netline/contracts';
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
    path: '/reports/ar-aging/history',
    subject: InsightsSubjects.arAgingHistory,
    operationId: 'getArAgingHistory',
    summary: 'Accounts-receivable ageing over time',
    description:
      `The ageing buckets as they stood at the end of each day (\`interval=day\`, the default) or each week, Monday to Sunday ` +
      `(\`interval=week\`), over the last \`days\` days of your account's clock (default ${AGING_HISTORY_DAYS.default}, at most ` +
      `${AGING_HISTORY_DAYS.max}). Days and weeks end at midnight UTC; the last point is now, and equals \`GET /reports/ar-aging\`. ` +
      'Each point takes the balances and due dates as they were at its time and ages them at that time, by the same buckets.',
    tag: 'Reports',
    access: 'read',
    query: arAgingHistoryQuerySchema,
    response: arAgingHistorySchema,
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
