import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ageing history as an incremental aggregate (README, "Ageing history"): what the merchant's invoices
 * add to or take from each ageing bucket at the end of each day, summed per merchant and day
 * (`aging_day_changes`). A point of the history at the end of a day is the sum of the day changes up to
 * that day: a few rows a day, however many invoices the merchant holds.
 *
 * `aging_changes(merchant, invoice_ids)` is what the named invoices contribute, from their balance and
 * due-date facts alone. An invoice's facts become the spans its state held (the latest balance and due
 * date at or before each fact's moment, until the next), cut to when it was sent and not yet closed; a
 * span owing something is cut again where its age crosses a bucket's edge (the due moment, then 30, 60 and
 * 90 days of 24 hours after it, each a millisecond on, as `agingBucketOf` counts days); each piece adds its
 * balance on the day it starts and takes it away on the day it ends, so a day's end counts exactly the
 * pieces that hold then. The rule is `agingBucketOf`'s, point by point (receivables.int-spec.ts checks one
 * against the other).
 *
 * `aging_day_sums_add(merchant, invoice_ids, sign)` takes (-1) or adds (1) that contribution: the
 * projection takes away what the invoices a batch of events touches contributed before its steps and adds
 * what they contribute after, in the batch's transaction, holding a lock on each of those invoices (see
 * `ReceivablesProjection.applyAll`). This migration adds what every invoice held contributes.
 */
export class AgingChanges1767300000000 implements MigrationInterface {
  name = 'AgingChanges1767300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE aging_day_changes (
        merchant_id text NOT NULL,
        day date NOT NULL,
        bucket smallint NOT NULL,
        cents bigint NOT NULL,
        PRIMARY KEY (merchant_id, day, bucket)
      )`);
    // What the named invoices add to or take from each bucket per day, from their facts alone.
    await runner.query(`
      CREATE FUNCTION aging_changes(merchant text, invoice_ids text[])
        RETURNS TABLE (invoice_id text, day date, bucket smallint, cents bigint) LANGUAGE sql STABLE AS $$
        WITH invoices AS (
          SELECT id, sent_at, closed_at FROM receivable_invoices WHERE merchant_id = merchant AND id = ANY(invoice_ids) AND sent_at IS NOT NULL
        ),
        facts AS (
          SELECT invoice_id, at, max(balance) AS balance, max(due_at) AS due_at FROM (
            SELECT invoice_id, at, amount_balance AS balance, NULL::timestamptz AS due_at FROM receivable_balance_history
             WHERE invoice_id = ANY(invoice_ids) AND merchant_id = merchant
            UNION ALL
            SELECT invoice_id, at, NULL, due_at FROM receivable_due_history WHERE invoice_id = ANY(invoice_ids) AND merchant_id = merchant
          ) both_histories GROUP BY invoice_id, at
        ),
        -- Each fact numbers the balance (and the due date) in effect from it on: the count of those seen so far.
        numbered AS (
          SELECT invoice_id, at, balance, due_at, lead(at) OVER moments AS until,
                 count(balance) OVER moments AS balance_number, count(due_at) OVER moments AS due_number
            FROM facts WINDOW moments AS (PARTITION BY invoice_id ORDER BY at)
        ),
        states AS (
          SELECT invoice_id, at, until,
                 first_value(balance) OVER (PARTITION BY invoice_id, balance_number ORDER BY at) AS balance,
                 first_value(due_at) OVER (PARTITION BY invoice_id, due_number ORDER BY at) AS due_at
            FROM numbered
        ),
        spans AS (
          SELECT states.invoice_id, states.balance, states.due_at, greatest(states.at, invoices.sent_at) AS starts,
                 least(COALESCE(states.until, 'infinity'), COALESCE(invoices.closed_at, 'infinity')) AS ends
            FROM states JOIN invoices ON invoices.id = states.invoice_id
           WHERE states.balance > 0
        ),
        pieces AS (
          SELECT spans.invoice_id, edges.bucket, spans.balance, greatest(spans.starts, edges.low) AS starts, least(spans.ends, edges.high) AS ends
            FROM spans CROSS JOIN LATERAL (
              SELECT bucket,
                     CASE WHEN bucket = 0 THEN '-infinity' ELSE COALESCE(spans.due_at + low, 'infinity') END AS low,
                     CASE WHEN bucket = 4 THEN 'infinity' ELSE COALESCE(spans.due_at + high, 'infinity') END AS high
                FROM (VALUES (0, NULL::interval, interval '1 millisecond'),
                             (1, interval '1 millisecond', interval '720 hours 1 millisecond'),
                             (2, interval '720 hours 1 millisecond', interval '1440 hours 1 millisecond'),
                             (3, interval '1440 hours 1 millisecond', interval '2160 hours 1 millisecond'),
                             (4, interval '2160 hours 1 millisecond', NULL)) AS bucket_edges (bucket, low, high)
            ) edges
        ),
        changes AS (
          SELECT invoice_id, (starts AT TIME ZONE 'UTC')::date AS day, bucket, balance AS cents FROM pieces WHERE starts < ends
          UNION ALL
          SELECT invoice_id, (ends AT TIME ZONE 'UTC')::date, bucket, -balance FROM pieces WHERE starts < ends AND ends < 'infinity'
        )
        SELECT invoice_id, day, bucket::smallint, sum(cents)::bigint FROM changes GROUP BY invoice_id, day, bucket HAVING sum(cents) <> 0
      $$`);
    await runner.query(`
      CREATE FUNCTION aging_day_sums_add(merchant text, invoice_ids text[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO aging_day_changes AS sums (merchant_id, day, bucket, cents)
        SELECT merchant, day, bucket, sign * sum(cents) FROM aging_changes(merchant, invoice_ids)
         GROUP BY day, bucket HAVING sum(cents) <> 0 ORDER BY day, bucket
        ON CONFLICT (merchant_id, day, bucket) DO UPDATE SET cents = sums.cents + EXCLUDED.cents;
      END $$`);
    // The history read the invoices of its window in chunks by id through this index; nothing else does.
    await runner.query('DROP INDEX receivable_invoices_merchant_idx');
    // What every invoice held contributes, 5,000 of a merchant's at a time, each day sum written once.
    await runner.query(`
      INSERT INTO aging_day_changes (merchant_id, day, bucket, cents)
      SELECT batches.merchant_id, changes.day, changes.bucket, sum(changes.cents) FROM (
        SELECT merchant_id, array_agg(id) AS ids
          FROM (SELECT merchant_id, id, (row_number() OVER (PARTITION BY merchant_id ORDER BY id) - 1) / 5000 AS batch
                  FROM receivable_invoices WHERE sent_at IS NOT NULL) numbered
         GROUP BY merchant_id, batch
      ) batches CROSS JOIN LATERAL aging_changes(batches.merchant_id, batches.ids) changes
      GROUP BY batches.merchant_id, changes.day, changes.bucket HAVING sum(changes.cents) <> 0`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP FUNCTION aging_day_sums_add(text, text[], integer)');
    await runner.query('DROP FUNCTION aging_changes(text, text[])');
    await runner.query('DROP TABLE aging_day_changes');
    await runner.query('CREATE INDEX receivable_invoices_merchant_idx ON receivable_invoices (merchant_id, id)');
  }
}
