import { IndexDefinition, replaceIndexes } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `reconcile` reads treasury's sums per invoice a batch at a time, in invoice id order
 * (`ReconcileReads.invoiceSums`, apps/treasury/README.md "Reconciliation"): each batch merges two short
 * ranges, the links of the next invoices and the money forwarded or refunded for them. These indexes hold
 * the columns it sums, so a batch reads two index ranges and no table row, and the first batch is ready
 * at once, where summing the whole history in one statement kept billing waiting seconds for it. The
 * links' index by invoice replaces the one that held only the key. The payments not (or no longer) paid,
 * whose applications it takes out, are few: an index of their own finds them without reading every
 * payment (0.5 s at a million).
 */
const INDEXES: IndexDefinition[] = [
  ['payment_links_invoice_covering_idx', 'payment_links (merchant_id, invoice_id) INCLUDE (amount_applied)'],
  [
    'payout_transactions_invoice_sums_idx',
    "payout_transactions (merchant_id, invoice_id) INCLUDE (amount_gross) WHERE invoice_id IS NOT NULL AND (source_key LIKE 'payment:%' OR source_key LIKE 'refund:%')",
  ],
  ['payments_unpaid_idx', "payments (merchant_id) WHERE paid_at IS NULL OR status <> 'paid'"],
];

const REPLACED: IndexDefinition[] = [['payment_links_invoice_idx', 'payment_links (merchant_id, invoice_id)']];

export class InvoiceSumsIndexes1767500000000 implements MigrationInterface {
  name = 'InvoiceSumsIndexes1767500000000';

  async up(runner: QueryRunner): Promise<void> {
    await replaceIndexes(runner, INDEXES, REPLACED);
  }

  async down(runner: QueryRunner): Promise<void> {
    await replaceIndexes(runner, REPLACED, INDEXES);
  }
}
