import { createMessagingTables, dropMessagingTables } from '@netline/messaging/schema';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1763700000000 implements MigrationInterface {
  name = 'Init1763700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE customers (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        source text NOT NULL,
        business_address text NOT NULL,
        business_city text NOT NULL,
        business_state text NOT NULL,
        business_zip text NOT NULL,
        business_country char(2) NOT NULL,
        business_age_range text,
        business_ap_email text NOT NULL,
        business_ap_phone text,
        business_ap_phone_extension text,
        business_name text NOT NULL,
        business_trade_name text,
        business_phone text,
        business_type text,
        email text NOT NULL,
        personal_name_first text,
        personal_name_last text,
        personal_phone text,
        amount_approved bigint NOT NULL DEFAULT 0 CHECK (amount_approved >= 0),
        amount_authorized bigint NOT NULL DEFAULT 0 CHECK (amount_authorized >= 0),
        amount_balance bigint NOT NULL DEFAULT 0 CHECK (amount_balance >= 0),
        amount_unapplied_payments bigint NOT NULL DEFAULT 0 CHECK (amount_unapplied_payments >= 0),
        default_terms text,
        advance_rate numeric(5,4) CHECK (advance_rate BETWEEN 0 AND 1),
        credit_status text,
        net_terms_status text,
        net_terms_enrollment_url text,
        net_terms_enrollment_expires_at timestamptz,
        credit_check_requested_at timestamptz,
        archived boolean NOT NULL DEFAULT false,
        duns_number text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await runner.query('CREATE INDEX customers_merchant_created_idx ON customers (merchant_id, created_at)');
    await runner.query(`
      CREATE TABLE credit_decisions (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        customer_id text NOT NULL REFERENCES customers (id),
        decision text NOT NULL,
        amount bigint NOT NULL DEFAULT 0,
        advance_rate numeric(5,4),
        decline_code text,
        hold_code text,
        created_at timestamptz NOT NULL
      )`);
    await runner.query('CREATE INDEX credit_decisions_customer_idx ON credit_decisions (merchant_id, customer_id, created_at)');
    await createMessagingTables(runner);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropMessagingTables(runner);
    await runner.query('DROP TABLE credit_decisions');
    await runner.query('DROP TABLE customers');
  }
}
