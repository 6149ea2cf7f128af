import { IndexDefinition, replaceIndexes } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { TOTALS_FUNCTIONS } from './1767400000000-customer-balances';
import { replaceTriggerFunctions } from './trigger-functions';

/**
 * The ageing report's customers owing most, with everything it shows of each beside the buckets, from one
 * index alone (README, "Reports at scale").
 *
 * The report read what each of its thousand customers paid and was credited from `customer_totals`: a
 * look-up by key per customer, an index descent and a table page each, which on a cold cache were over half
 * of the pages its first read touched at a million invoices. `receivable_customers` now keeps `paid` and
 * `credited` too, copied from `customer_totals` by that table's statement-level triggers (its insert and
 * delete triggers already keep `has_totals`; an update trigger is added), and the owed index carries them.
 *
 * A payment or a credit note now also updates its customer's row here, and that update is not HOT (the
 * index holds the two columns). The projection already locks each customer a batch touches
 * (receivables.projection.ts), so the two tables' rows of one customer are always taken in one order.
 */
const WITH_INVOICED: IndexDefinition[] = [
  ['receivable_customers_owed_invoiced_idx', 'receivable_customers (merchant_id, owed DESC, customer_id) INCLUDE (invoiced) WHERE owed > 0'],
];
const WITH_FIGURES: IndexDefinition[] = [
  ['receivable_customers_owed_figures_idx', 'receivable_customers (merchant_id, owed DESC, customer_id) INCLUDE (invoiced, paid, credited) WHERE owed > 0'],
];

/** The trigger functions on `customer_totals`, moving `paid` and `credited` with its rows. */
const FUNCTIONS = {
  receivable_customers_on_totals_insert: `
      BEGIN
        INSERT INTO receivable_customers AS sums (merchant_id, customer_id, invoiced, sent_invoices, has_totals, paid, credited)
        SELECT merchant_id, customer_id, 0, 0, true, paid, credited FROM added_rows
        ON CONFLICT (merchant_id, customer_id) DO UPDATE
          SET has_totals = true, paid = sums.paid + EXCLUDED.paid, credited = sums.credited + EXCLUDED.credited;
        RETURN NULL;
      END `,
  // A row's key never changes (the projection only adds to its sums), so an update moves the sums of the
  // customer it names.
  receivable_customers_on_totals_update: `
      BEGIN
        UPDATE receivable_customers AS sums SET paid = sums.paid + changes.paid, credited = sums.credited + changes.credited
          FROM (SELECT merchant_id, customer_id, SUM(paid) AS paid, SUM(credited) AS credited FROM (
                  SELECT merchant_id, customer_id, paid, credited FROM added_rows
                  UNION ALL SELECT merchant_id, customer_id, -paid, -credited FROM removed_rows) AS moved
                 GROUP BY merchant_id, customer_id HAVING SUM(paid) <> 0 OR SUM(credited) <> 0) AS changes
         WHERE sums.merchant_id = changes.merchant_id AND sums.customer_id = changes.customer_id;
        RETURN NULL;
      END `,
  receivable_customers_on_totals_delete: `
      BEGIN
        DELETE FROM receivable_customers AS sums USING removed_rows
         WHERE sums.merchant_id = removed_rows.merchant_id AND sums.customer_id = removed_rows.customer_id AND sums.sent_invoices = 0;
        UPDATE receivable_customers AS sums
           SET has_totals = false, paid = sums.paid - removed_rows.paid, credited = sums.credited - removed_rows.credited FROM removed_rows
         WHERE sums.merchant_id = removed_rows.merchant_id AND sums.customer_id = removed_rows.customer_id;
        RETURN NULL;
      END `,
};

export class CustomerPaidCredited1767600000000 implements MigrationInterface {
  name = 'CustomerPaidCredited1767600000000';

  async up(runner: QueryRunner): Promise<void> {
    // Writers of the totals wait until this commits: the copy below is of the rows the new triggers then move.
    await runner.query('LOCK TABLE customer_totals IN SHARE ROW EXCLUSIVE MODE');
    await runner.query('ALTER TABLE receivable_customers ADD COLUMN paid bigint NOT NULL DEFAULT 0, ADD COLUMN credited bigint NOT NULL DEFAULT 0');
    await runner.query(`
      UPDATE receivable_customers AS sums SET paid = totals.paid, credited = totals.credited FROM customer_totals AS totals
       WHERE sums.merchant_id = totals.merchant_id AND sums.customer_id = totals.customer_id`);
    await replaceTriggerFunctions(runner, FUNCTIONS);
    await runner.query(`
      CREATE TRIGGER receivable_customers_totals_update AFTER UPDATE ON customer_totals
        REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION receivable_customers_on_totals_update()`);
    await replaceIndexes(runner, WITH_FIGURES, WITH_INVOICED);
  }

  async down(runner: QueryRunner): Promise<void> {
    await replaceIndexes(runner, WITH_INVOICED, WITH_FIGURES);
    await runner.query('DROP TRIGGER receivable_customers_totals_update ON customer_totals');
    await runner.query('DROP FUNCTION receivable_customers_on_totals_update()');
    await replaceTriggerFunctions(runner, TOTALS_FUNCTIONS);
    await runner.query('ALTER TABLE receivable_customers DROP COLUMN credited, DROP COLUMN paid');
  }
}
