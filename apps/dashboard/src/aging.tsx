import type { AgingBucket } from '@netline/contracts';

/** The AR-ageing buckets as people read them (the reports, the collections page and their charts). */
export const BUCKET_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  days_1_30: '1–30 days',
  days_31_60: '31–60 days',
  days_61_90: '61–90 days',
  days_over_90: 'Over 90 days',
};

/** Chart colours, from calm to alarming as balances age. */
export const BUCKET_COLORS: Record<AgingBucket, string> = {
  current: 'teal.6',
  days_1_30: 'yellow.6',
  days_31_60: 'orange.6',
  days_61_90: 'red.6',
  days_over_90: 'red.9',
};
