import { createMessagingTables, dropMessagingTables } from '@netline/messaging/schema';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class Treasury1764000000000 implements MigrationInterface {
  name = 'Treasury1764000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE payments (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        customer_id text NOT NULL,
        source text NOT NULL,
        method text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'in_transit', 'in_review', 'paid', 'failed', 'canceled')),
        amount bigint NOT NULL CHECK (amount > 0),
        -- Set when the payment is paid: what none of its invoices could take.
        amount_unapplied bigint NOT NULL DEFAULT 0 CHECK (amount_unapplied >= 0),
        processing_fee bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        processed_at timestamptz,
        paid_at timestamptz,
        failed_at timestamptz,
        canceled_at timestamptz,
        scheduled_at timestamptz,
        reversed_at timestamptz,
        failed_code text,
        canceled_code text,
        created_by_user_id text,
        CHECK (amount_unapplied <= amount)
      )`);
    await runner.query('CREATE INDEX payments_merchant_created_idx ON payments (merchant_id, created_at)');
    await runner.query('CREATE INDEX payments_merchant_customer_idx ON payments (merchant_id, customer_id)');

    // One row per invoice a payment names: what was asked for, and once paid what was applied.
    await runner.query(`
      CREATE TABLE payment_links (
        payment_id text NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
        merchant_id text NOT NULL,
        invoice_id text NOT NULL,
        position integer NOT NULL,
        amount bigint NOT NULL CHECK (amount > 0),
        amount_applied bigint CHECK (amount_applied >= 0 AND amount_applied <= amount),
        invoice_number text,
        invoice_advanced boolean,
        PRIMARY KEY (payment_id, invoice_id)
      )`);
    await runner.query('CREATE INDEX payment_links_invoice_idx ON payment_links (merchant_id, invoice_id)');

    await runner.query(`
      CREATE TABLE payouts (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'in_transit', 'paid', 'failed', 'canceled')),
        amount_gross bigint NOT NULL,
        amount_fee bigint NOT NULL,
        amount_net bigint NOT NULL,
        retry_payout_id text UNIQUE REFERENCES payouts (id),
        expected_by timestamptz NOT NULL,
        transactions_starting_at timestamptz,
        transactions_ending_at timestamptz,
        in_transit_at timestamptz,
        paid_at timestamptz,
        failed_at timestamptz,
        canceled_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK (amount_net = amount_gross - amount_fee)
      )`);
    await runner.query('CREATE INDEX payouts_merchant_created_idx ON payouts (merchant_id, created_at)');

    // source_key names what booked the transaction (e.g. advance:<invoice>), so a redelivered event or a
    // second job run can never book it twice.
    await runner.query(`
      CREATE TABLE payout_transactions (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        payout_id text REFERENCES payouts (id),
        type text NOT NULL,
        source_key text NOT NULL,
        customer_id text,
        customer_name text,
        invoice_id text,
        invoice_number text,
        order_id text,
        po_number text,
        payment_id text,
        amount_gross bigint NOT NULL,
        amount_fee bigint NOT NULL,
        amount_net bigint NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (merchant_id, source_key),
        CHECK (amount_net = amount_gross - amount_fee)
      )`);
    await runner.query('CREATE INDEX payout_transactions_unpaid_idx ON payout_transactions (merchant_id, created_at) WHERE payout_id IS NULL');
    await runner.query('CREATE INDEX payout_transactions_payout_idx ON payout_transactions (payout_id)');
    await runner.query('CREATE INDEX payout_transactions_merchant_created_idx ON payout_transactions (merchant_id, created_at)');

    // Calendar months (merchant time, UTC) in which a merchant had activity: the monthly fee's base.
    await runner.query(`
      CREATE TABLE merchant_activity (
        merchant_id text NOT NULL,
        month text NOT NULL,
        PRIMARY KEY (merchant_id, month)
      )`);
    // The days on which the daily payout run already ran for a merchant.
    await runner.query(`
      CREATE TABLE payout_runs (
        merchant_id text NOT NULL,
        day text NOT NULL,
        ran_at timestamptz NOT NULL,
        PRIMARY KEY (merchant_id, day)
      )`);
    await createMessagingTables(runner);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropMessagingTables(runner);
    for (const table of ['payout_runs', 'merchant_activity', 'payout_transactions', 'payouts', 'payment_links', 'payments']) {
      await runner.query(`DROP TABLE ${table}`);
    }
  }
}
