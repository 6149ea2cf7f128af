import { createIndexes, dropIndexes, IndexDefinition } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credit-line requests: a customer asks for a higher line, and the next credit decision settles the
 * request. At most one request per customer is `pending`: the partial unique index backs the check the
 * service makes under the customer's row lock. The list indexes serve `GET /credit-line-requests`, its
 * default order and each filter, led by merchant_id (docs/persistence.md, "Indexes for lists").
 */
const INDEXES: IndexDefinition[] = [
  ['credit_line_requests_list_created_idx', 'credit_line_requests (merchant_id, created_at, id)'],
  ['credit_line_requests_list_status_idx', 'credit_line_requests (merchant_id, status, created_at, id)'],
  ['credit_line_requests_list_customer_idx', 'credit_line_requests (merchant_id, customer_id, created_at, id)'],
];

export class CreditLineRequests1766320000000 implements MigrationInterface {
  name = 'CreditLineRequests1766320000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE credit_line_requests (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        customer_id text NOT NULL REFERENCES customers (id),
        amount bigint NOT NULL CHECK (amount > 0),
        amount_approved_at_request bigint NOT NULL CHECK (amount_approved_at_request >= 0),
        reason text,
        status text NOT NULL CHECK (status IN ('pending', 'approved', 'declined', 'withdrawn')),
        credit_decision_id text REFERENCES credit_decisions (id),
        decided_at timestamptz,
        requested_by jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await runner.query("CREATE UNIQUE INDEX credit_line_requests_one_pending_idx ON credit_line_requests (merchant_id, customer_id) WHERE status = 'pending'");
    await createIndexes(runner, INDEXES);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropIndexes(runner, INDEXES);
    await runner.query('DROP TABLE credit_line_requests');
  }
}
