import { MigrationInterface, QueryRunner } from 'typeorm';
import { replaceTriggerFunctions } from './trigger-functions';

/**
 * What the ageing report needs per customer without reading the merchant's whole invoice history: what each
 * customer was invoiced and how many of its invoices were sent (`receivable_customers`), kept by
 * statement-level triggers on `receivable_invoices`. A trigger, not the projection's steps, keeps it, so
 * every way a row changes (an event, a rebuild, a bulk load) moves the sums alike: each statement adds
 * what its new rows count and takes away what its old rows counted (a sent invoice counts its amount).
 *
 * The open receivables get an index that holds what ageing sums (balance and due date), so the report's
 * sums read the open invoices' index entries only, whatever the merchant's history; and the ageing
 * history reads a merchant's invoices in chunks by id.
 */
export class ReceivableCustomers1767100000000 implements MigrationInterface {
  name = 'ReceivableCustomers1767100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE receivable_customers (
        merchant_id text NOT NULL,
        customer_id text NOT NULL,
        invoiced bigint NOT NULL,
        sent_invoices integer NOT NULL,
        PRIMARY KEY (merchant_id, customer_id)
      )`);
    await runner.query(`
      INSERT INTO receivable_customers (merchant_id, customer_id, invoiced, sent_invoices)
      SELECT merchant_id, customer_id, SUM(amount), COUNT(*) FROM receivable_invoices WHERE sent_at IS NOT NULL GROUP BY merchant_id, customer_id`);
    await replaceTriggerFunctions(runner, CUSTOMER_SUMS_FUNCTIONS);
    await runner.query(`
      CREATE TRIGGER receivable_customers_insert AFTER INSERT ON receivable_invoices
        REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION receivable_customers_on_insert()`);
    await runner.query(`
      CREATE TRIGGER receivable_customers_update AFTER UPDATE ON receivable_invoices
        REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION receivable_customers_on_update()`);
    await runner.query(`
      CREATE TRIGGER receivable_customers_delete AFTER DELETE ON receivable_invoices
        REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION receivable_customers_on_delete()`);

    await runner.query(`
      CREATE INDEX receivable_invoices_open_aging_idx ON receivable_invoices (merchant_id, customer_id) INCLUDE (amount_balance, due_at)
       WHERE sent_at IS NOT NULL AND closed_at IS NULL AND amount_balance > 0`);
    await runner.query('DROP INDEX receivable_invoices_open_idx');
    // The ageing history reads a merchant's invoices in chunks by id.
    await runner.query('CREATE INDEX receivable_invoices_merchant_idx ON receivable_invoices (merchant_id, id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      'CREATE INDEX receivable_invoices_open_idx ON receivable_invoices (merchant_id, customer_id) WHERE sent_at IS NOT NULL AND closed_at IS NULL AND amount_balance > 0',
    );
    await runner.query('DROP INDEX receivable_invoices_merchant_idx');
    await runner.query('DROP INDEX receivable_invoices_open_aging_idx');
    await runner.query('DROP TRIGGER receivable_customers_delete ON receivable_invoices');
    await runner.query('DROP TRIGGER receivable_customers_update ON receivable_invoices');
    await runner.query('DROP TRIGGER receivable_customers_insert ON receivable_invoices');
    await runner.query('DROP FUNCTION receivable_customers_on_delete()');
    await runner.query('DROP FUNCTION receivable_customers_on_update()');
    await runner.query('DROP FUNCTION receivable_customers_on_insert()');
    await runner.query('DROP TABLE receivable_customers');
  }
}

/**
 * The bodies of the functions the triggers on `receivable_invoices` run, as this migration writes them; one
 * per kind of statement, since a trigger function may name only the transition tables its trigger declares.
 * Migration 1767400000000 replaces them and gives them back in its `down()`.
 */
export const CUSTOMER_SUMS_FUNCTIONS: Readonly<Record<string, string>> = (() => {
  const apply = (rows: string) => `
      BEGIN
        INSERT INTO receivable_customers AS sums (merchant_id, customer_id, invoiced, sent_invoices)
        SELECT merchant_id, customer_id, SUM(amount), SUM(invoices) FROM (${rows}) AS changes
         GROUP BY merchant_id, customer_id
        HAVING SUM(amount) <> 0 OR SUM(invoices) <> 0
        ON CONFLICT (merchant_id, customer_id) DO UPDATE
          SET invoiced = sums.invoiced + EXCLUDED.invoiced, sent_invoices = sums.sent_invoices + EXCLUDED.sent_invoices;
        RETURN NULL;
      END `;
  const added = 'SELECT merchant_id, customer_id, amount, 1 AS invoices FROM added_rows WHERE sent_at IS NOT NULL';
  const removed = 'SELECT merchant_id, customer_id, -amount AS amount, -1 AS invoices FROM removed_rows WHERE sent_at IS NOT NULL';
  return {
    receivable_customers_on_insert: apply(added),
    receivable_customers_on_update: apply(`${added} UNION ALL ${removed}`),
    receivable_customers_on_delete: apply(removed),
  };
})();
