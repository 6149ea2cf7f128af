import { createIndexes, dropIndexes, IndexDefinition } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/** The promises list's filters and sort, each led by merchant_id (docs/persistence.md, "Indexes for lists"). */
const LIST_INDEXES: IndexDefinition[] = [
  ['promises_to_pay_list_created_idx', 'promises_to_pay (merchant_id, created_at, id)'],
  ['promises_to_pay_list_status_idx', 'promises_to_pay (merchant_id, status, created_at, id)'],
  ['promises_to_pay_list_customer_idx', 'promises_to_pay (merchant_id, customer_id, created_at, id)'],
];

/**
 * Promises to pay (docs/collections.md, "Promises to pay"): `open` until the collections pass marks it
 * `kept` or `broken`. `promised_for` is the day as the merchant gave it (YYYY-MM-DD, UTC) and
 * `pauses_until` the end of that day, until which its invoices get no reminders. `amount_paid_before` is
 * what payments had applied to its invoices when it was made, so "paid since the promise" needs no
 * history; `amount_paid` is that figure as the pass last saw it.
 */
export class PromisesToPay1766300100000 implements MigrationInterface {
  name = 'PromisesToPay1766300100000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE promises_to_pay (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        customer_id text NOT NULL,
        invoice_ids text[] NOT NULL CHECK (cardinality(invoice_ids) > 0),
        amount bigint NOT NULL CHECK (amount > 0),
        promised_for text NOT NULL CHECK (promised_for ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
        pauses_until timestamptz NOT NULL,
        message text,
        status text NOT NULL CHECK (status IN ('open', 'kept', 'broken')),
        amount_paid_before bigint NOT NULL,
        amount_paid bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        kept_at timestamptz,
        broken_at timestamptz
      )`);
    // What the collections pass reads each run: a merchant's open promises.
    await runner.query("CREATE INDEX promises_to_pay_open_idx ON promises_to_pay (merchant_id, pauses_until) WHERE status = 'open'");
    await createIndexes(runner, LIST_INDEXES);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropIndexes(runner, LIST_INDEXES);
    await runner.query('DROP TABLE promises_to_pay');
  }
}
