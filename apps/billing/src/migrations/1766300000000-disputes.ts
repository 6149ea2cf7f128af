import { createIndexes, dropIndexes, IndexDefinition } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/** The disputes list's filters and sort, each led by merchant_id (docs/persistence.md, "Indexes for lists"). */
const LIST_INDEXES: IndexDefinition[] = [
  ['disputes_list_created_idx', 'disputes (merchant_id, created_at, id)'],
  ['disputes_list_status_idx', 'disputes (merchant_id, status, created_at, id)'],
  ['disputes_list_invoice_idx', 'disputes (merchant_id, invoice_id, created_at, id)'],
  ['disputes_list_customer_idx', 'disputes (merchant_id, customer_id, created_at, id)'],
];

/**
 * Disputes on invoices (docs/collections.md, "Disputes").
 *
 * - `disputes`: one row per dispute, `open` until resolved (with a credit note, `credit_note_id`) or
 *   rejected. The partial unique index is the rule "at most one open dispute per invoice", under the
 *   invoice's row lock that opening takes.
 * - `dispute_messages`: the thread, numbered per dispute (`position`), each with the side that wrote it.
 * - `invoices.dispute_id`: the open dispute, set and cleared in the transactions that open and close it;
 *   the collections pass reads it to hold back reminders, the invoice shows it.
 */
export class Disputes1766300000000 implements MigrationInterface {
  name = 'Disputes1766300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE disputes (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        sub_merchant_id text,
        invoice_id text NOT NULL,
        customer_id text NOT NULL,
        status text NOT NULL CHECK (status IN ('open', 'resolved', 'rejected')),
        reason text NOT NULL,
        amount bigint NOT NULL CHECK (amount > 0),
        attachment_url text,
        resolution text CHECK (resolution IN ('credited', 'rejected')),
        credit_note_id text,
        amount_credited bigint NOT NULL DEFAULT 0 CHECK (amount_credited >= 0 AND amount_credited <= amount),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        closed_at timestamptz,
        CHECK ((status = 'open') = (resolution IS NULL AND closed_at IS NULL))
      )`);
    await runner.query("CREATE UNIQUE INDEX disputes_open_invoice_idx ON disputes (merchant_id, invoice_id) WHERE status = 'open'");
    await runner.query(`
      CREATE TABLE dispute_messages (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        dispute_id text NOT NULL REFERENCES disputes (id),
        position integer NOT NULL,
        author text NOT NULL CHECK (author IN ('merchant', 'buyer')),
        text text NOT NULL,
        created_at timestamptz NOT NULL,
        UNIQUE (dispute_id, position)
      )`);
    await runner.query('ALTER TABLE invoices ADD COLUMN dispute_id text');
    await createIndexes(runner, LIST_INDEXES);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropIndexes(runner, LIST_INDEXES);
    await runner.query('ALTER TABLE invoices DROP COLUMN dispute_id');
    await runner.query('DROP TABLE dispute_messages');
    await runner.query('DROP TABLE disputes');
  }
}
