import { dropRowCounts, keepRowCounts } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { CUSTOMER_SUMS_FUNCTIONS } from './1767100000000-receivable-customers';
import { replaceTriggerFunctions } from './trigger-functions';

/**
 * The ageing report's customers without summing all of the merchant's open invoices (README, "Reports at
 * scale").
 *
 * `receivable_customers` also keeps what each customer owes: the balance (`owed`) and the number
 * (`open_invoices`) of its open receivables (sent, not closed, owing something). Whether an invoice is open
 * depends on its row alone, not on the clock, so the statement-level triggers on `receivable_invoices` that
 * keep `invoiced` keep these exactly too: each statement adds what its new rows count and takes away what
 * its old rows counted. The customers owing most are then the first entries of
 * `receivable_customers_owed_idx`, and the report sums the buckets over those customers' open invoices only.
 *
 * The table holds a row for every customer the report knows, and for no other: a customer with a sent
 * invoice, or with a row in `customer_totals` (a payment or a credit note: `has_totals`, kept by triggers
 * on that table). The trigger whose statement leaves a row with neither deletes it. The report's
 * `customer_count` is then the table's kept row count (`keepRowCounts`, docs/persistence.md "Kept row
 * counts"). Why that and not a counter row per merchant: a merchant's customers are written by batches
 * that do not wait for one another (the projection's advisory locks are per invoice, and payments and
 * credit notes take none), so a counter row would queue every batch that makes a customer known behind the
 * merchant's others until they commit; the kept count's writers only insert.
 */
export class CustomerBalances1767400000000 implements MigrationInterface {
  name = 'CustomerBalances1767400000000';

  async up(runner: QueryRunner): Promise<void> {
    // Writers wait until this commits: the figures below are taken from the rows as the new triggers find them.
    await runner.query('LOCK TABLE receivable_invoices, customer_totals IN SHARE ROW EXCLUSIVE MODE');
    await runner.query(`
      ALTER TABLE receivable_customers
        ADD COLUMN owed bigint NOT NULL DEFAULT 0,
        ADD COLUMN open_invoices integer NOT NULL DEFAULT 0,
        ADD COLUMN has_totals boolean NOT NULL DEFAULT false`);
    await runner.query(`
      UPDATE receivable_customers AS sums SET owed = owing.owed, open_invoices = owing.open_invoices
        FROM (SELECT merchant_id, customer_id, SUM(amount_balance) AS owed, COUNT(*) AS open_invoices FROM receivable_invoices
               WHERE sent_at IS NOT NULL AND ${OPEN_ROW} GROUP BY merchant_id, customer_id) AS owing
       WHERE sums.merchant_id = owing.merchant_id AND sums.customer_id = owing.customer_id`);
    await runner.query(`
      INSERT INTO receivable_customers AS sums (merchant_id, customer_id, invoiced, sent_invoices, has_totals)
      SELECT merchant_id, customer_id, 0, 0, true FROM customer_totals
      ON CONFLICT (merchant_id, customer_id) DO UPDATE SET has_totals = true`);
    await runner.query('DELETE FROM receivable_customers WHERE sent_invoices = 0 AND NOT has_totals');

    // The same functions as before (one per kind of statement), counting open balances too.
    await replaceTriggerFunctions(runner, {
      receivable_customers_on_insert: keep(counted('added_rows', ''), false),
      receivable_customers_on_update: keep(`${counted('added_rows', '')} UNION ALL ${counted('removed_rows', '-')}`, true),
      receivable_customers_on_delete: keep(counted('removed_rows', '-'), true),
    });

    // A customer's first row in customer_totals makes it known; only a rebuild's emptying deletes one.
    await replaceTriggerFunctions(runner, TOTALS_FUNCTIONS);
    await runner.query(`
      CREATE TRIGGER receivable_customers_totals_insert AFTER INSERT ON customer_totals
        REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION receivable_customers_on_totals_insert()`);
    await runner.query(`
      CREATE TRIGGER receivable_customers_totals_delete AFTER DELETE ON customer_totals
        REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION receivable_customers_on_totals_delete()`);

    // The customers owing most, in the report's order (then by id), first.
    await runner.query('CREATE INDEX receivable_customers_owed_idx ON receivable_customers (merchant_id, owed DESC, customer_id) WHERE owed > 0');
    await keepRowCounts(runner, ['receivable_customers']);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropRowCounts(runner, ['receivable_customers']);
    await runner.query('DROP INDEX receivable_customers_owed_idx');
    await runner.query('DROP TRIGGER receivable_customers_totals_delete ON customer_totals');
    await runner.query('DROP TRIGGER receivable_customers_totals_insert ON customer_totals');
    await runner.query('DROP FUNCTION receivable_customers_on_totals_delete()');
    await runner.query('DROP FUNCTION receivable_customers_on_totals_insert()');
    await replaceTriggerFunctions(runner, CUSTOMER_SUMS_FUNCTIONS);
    // The rows stay: a customer known by its totals alone keeps a row of zeros, which the previous
    // functions and the report read as they read any customer without a sent invoice.
    await runner.query('ALTER TABLE receivable_customers DROP COLUMN has_totals, DROP COLUMN open_invoices, DROP COLUMN owed');
  }
}

/**
 * The bodies of the functions the triggers on `customer_totals` run, as this migration writes them.
 * Migration 1767600000000 replaces them and gives them back in its `down()`.
 */
export const TOTALS_FUNCTIONS: Record<'receivable_customers_on_totals_insert' | 'receivable_customers_on_totals_delete', string> = {
  receivable_customers_on_totals_insert: `
      BEGIN
        INSERT INTO receivable_customers AS sums (merchant_id, customer_id, invoiced, sent_invoices, has_totals)
        SELECT merchant_id, customer_id, 0, 0, true FROM added_rows
        ON CONFLICT (merchant_id, customer_id) DO UPDATE SET has_totals = true;
        RETURN NULL;
      END `,
  receivable_customers_on_totals_delete: `
      BEGIN
        DELETE FROM receivable_customers AS sums USING removed_rows
         WHERE sums.merchant_id = removed_rows.merchant_id AND sums.customer_id = removed_rows.customer_id AND sums.sent_invoices = 0;
        UPDATE receivable_customers AS sums SET has_totals = false FROM removed_rows
         WHERE sums.merchant_id = removed_rows.merchant_id AND sums.customer_id = removed_rows.customer_id;
        RETURN NULL;
      END `,
};

/** An open receivable, of a row already known to be sent (`OPEN` in receivables.repository.ts). */
const OPEN_ROW = 'closed_at IS NULL AND amount_balance > 0';

/** What each sent row of `rows` counts for its customer, negated by `sign`: its amount, itself, and its balance and itself while open. */
function counted(rows: 'added_rows' | 'removed_rows', sign: '' | '-'): string {
  return `SELECT merchant_id, customer_id, ${sign}amount AS amount, ${sign}1 AS invoices,
            CASE WHEN ${OPEN_ROW} THEN ${sign}amount_balance ELSE 0 END AS owed, CASE WHEN ${OPEN_ROW} THEN ${sign}1 ELSE 0 END AS open_invoices
       FROM ${rows} WHERE sent_at IS NOT NULL`;
}

/**
 * The body of a trigger function adding `changes` to the customers' sums; with `removes`, of one whose
 * statement can take a customer's last sent invoice away, which then deletes a customer left with no sent
 * invoice and no totals.
 */
function keep(changes: string, removes: boolean): string {
  const forget = `
        DELETE FROM receivable_customers AS sums USING removed_rows
         WHERE removed_rows.sent_at IS NOT NULL AND sums.merchant_id = removed_rows.merchant_id AND sums.customer_id = removed_rows.customer_id
           AND sums.sent_invoices = 0 AND NOT sums.has_totals;`;
  return `
      BEGIN
        INSERT INTO receivable_customers AS sums (merchant_id, customer_id, invoiced, sent_invoices, owed, open_invoices)
        SELECT merchant_id, customer_id, SUM(amount), SUM(invoices), SUM(owed), SUM(open_invoices) FROM (${changes}) AS changes
         GROUP BY merchant_id, customer_id
        HAVING SUM(amount) <> 0 OR SUM(invoices) <> 0 OR SUM(owed) <> 0 OR SUM(open_invoices) <> 0
        ON CONFLICT (merchant_id, customer_id) DO UPDATE
          SET invoiced = sums.invoiced + EXCLUDED.invoiced, sent_invoices = sums.sent_invoices + EXCLUDED.sent_invoices,
              owed = sums.owed + EXCLUDED.owed, open_invoices = sums.open_invoices + EXCLUDED.open_invoices;${removes ? forget : ''}
        RETURN NULL;
      END `;
}
