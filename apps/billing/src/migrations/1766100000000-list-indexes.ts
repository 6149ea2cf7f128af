import { createIndexes, dropIndexes, IndexDefinition } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every filter and sort the merchant API offers on invoices, charges, credit notes and emails, served by an index
 * led by merchant_id in the list's order, so a page reads a page of the index (docs/persistence.md,
 * "Indexes for lists"; test/list-indexes.int-spec.ts). Invoices list newest first with the id ascending as the
 * tie-break, hence created_at DESC there; the credit notes' amount_balance index is on the expression the
 * list sorts by.
 * Built in the migration's transaction. IF NOT EXISTS keeps an index an operator built CONCURRENTLY under
 * the same name ahead of the release, as docs/persistence.md ("Indexes for lists") says to on a large live table.
 */
const INDEXES: IndexDefinition[] = [
  ['invoices_list_created_idx', 'invoices (merchant_id, created_at DESC, id)'],
  ['invoices_list_customer_idx', 'invoices (merchant_id, customer_id, created_at DESC, id)'],
  ['charges_list_created_idx', 'charges (merchant_id, created_at, id)'],
  ['credit_notes_list_created_idx', 'credit_notes (merchant_id, created_at, id)'],
  ['credit_notes_list_id_idx', 'credit_notes (merchant_id, id)'],
  ['credit_notes_list_amount_idx', 'credit_notes (merchant_id, amount, id)'],
  ['credit_notes_list_balance_idx', 'credit_notes (merchant_id, (amount - amount_paid - amount_voided), id)'],
  ['credit_notes_list_invoice_idx', 'credit_notes (merchant_id, invoice_id, created_at, id)'],
  ['emails_list_created_idx', 'emails (merchant_id, created_at, id)'],
  ['emails_list_invoice_idx', 'emails (merchant_id, invoice_id, created_at, id) WHERE invoice_id IS NOT NULL'],
  ['invoices_list_number_idx', 'invoices (merchant_id, number, created_at DESC, id)'],
  ['invoices_list_order_number_idx', 'invoices (merchant_id, order_number, created_at DESC, id) WHERE order_number IS NOT NULL'],
  ['invoices_list_po_number_idx', 'invoices (merchant_id, po_number, created_at DESC, id) WHERE po_number IS NOT NULL'],
  ['credit_notes_list_number_idx', 'credit_notes (merchant_id, number, created_at, id) WHERE number IS NOT NULL'],
  ['credit_notes_list_customer_idx', 'credit_notes (merchant_id, customer_id, created_at, id)'],
  ['emails_list_customer_idx', 'emails (merchant_id, customer_id, created_at, id)'],
  ['emails_list_payment_idx', 'emails (merchant_id, payment_id, created_at, id) WHERE payment_id IS NOT NULL'],
];

export class ListIndexes1766100000000 implements MigrationInterface {
  name = 'ListIndexes1766100000000';

  async up(runner: QueryRunner): Promise<void> {
    await createIndexes(runner, INDEXES);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropIndexes(runner, INDEXES);
  }
}
