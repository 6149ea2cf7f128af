'use strict';
/**
 * Bench-only seeding of a stack's databases with a merchant's history at scale (the `data-scale`
 * scenario, bench/README.md): customers with credit lines, invoices over three years in a realistic mix of
 * states, their payments, credit notes, payouts and payout transactions, credit's ledger and receivables,
 * the insights read model and webhook deliveries with their attempts, written with bulk SQL
 * (`INSERT … SELECT … FROM generate_series`) straight into each service's own database.
 *
 * Every row is a function of (merchant, invoice number i): ids are derived from md5 of both, so the
 * services' databases agree with one another without a round trip, and growing a merchant from one size
 * to the next inserts only invoices from+1…to (with their customers, `perCustomer` invoices each). The
 * figures are kept consistent the way the services keep them, so the operator's `reconcile` passes:
 *
 * - billing: invoice amounts obey its check (balance = due − paid − credited − voided); a paid invoice has
 *   its payment application and a booked payment decision; a credited one its credit note;
 * - credit: a customer's `amount_balance` is the sum of its sent, open invoices' balances (what billing's
 *   open balance sums), with a receivable per sent invoice and a ledger row per movement (the line, the
 *   reservation at sending, payment, credit note, void), as credit books them; a customer with an invoice
 *   over 15 days past due is on hold (`past_due`), as credit's due job leaves it;
 * - treasury: one paid payment per paid invoice, wholly applied (nothing unapplied, so credit's unapplied
 *   money is 0), forwarded as one `payment` transaction (1% fee) with source key `payment:<pay>:<inv>`,
 *   grouped per merchant and day into paid payouts whose sums and first/last times are their
 *   transactions'; the last day's transactions are left unpaid-out for the next payout run;
 * - insights: a receivable per invoice with its balance and due-date history, the ageing history's day
 *   sums, and per-customer totals;
 * - webhook-dispatcher: an endpoint per merchant and one delivered `invoice.created` per invoice with its
 *   attempt.
 *
 * Not seeded: the audit trail (its entries are a hash chain the insights service computes), emails and
 * rendered PDFs (billing's outbound mail and documents), past months' statements (each customer's
 * statements are marked closed through the current month, as billing's statements job leaves them), outbox
 * and inbox rows (no events are replayed).
 *
 * Status mix, by i mod 20: 0 draft, 1 voided, 2 credited 10% (then paid, or open when not yet due),
 * 3–4 left unpaid past due (overdue, with every reminder step already done), the rest paid before due,
 * or open while not yet due. Issue dates spread over the 1,095 days before `now`; terms net15/30/45/60.
 */
const { Client } = require('pg');

/** The default reminder schedule (libs/contracts DEFAULT_REMINDER_SCHEDULE): steps done on a seeded invoice. */
const REMINDER_STEPS = '{-3,0,1,7,14,30}';
const BATCH = 50_000;

/**
 * One row per (merchant, invoice i) with every derived figure. Parameters: $1 merchant ids, $2 first i,
 * $3 last i, $4 now, $5 invoices per customer.
 */
const BASE = `
  WITH raw AS (
    SELECT m.merchant_id, g.i,
           ((g.i::bigint * 2654435761) % 4294967296) AS h,
           'inv_' || substr(md5(m.merchant_id || ':inv:' || g.i), 1, 20) AS invoice_id,
           'cus_' || substr(md5(m.merchant_id || ':cus:' || ((g.i - 1) / $5 + 1)), 1, 20) AS customer_id,
           (g.i - 1) / $5 + 1 AS k,
           g.i % 20 AS r,
           (ARRAY['net15','net30','net45','net60'])[1 + g.i % 4] AS terms,
           (ARRAY[15,30,45,60])[1 + g.i % 4] AS term_days
      FROM unnest($1::text[]) AS m(merchant_id), generate_series($2::int, $3::int) AS g(i)
  ), dated AS (
    SELECT raw.*,
           $4::timestamptz - make_interval(days => (h % 1095)::int, secs => (h % 86400)::int) AS invoiced_at,
           10000 + (h % 500000) AS amount_due
      FROM raw
  ), sent AS (
    SELECT dated.*,
           CASE WHEN r = 0 THEN NULL ELSE invoiced_at + interval '1 hour' END AS sent_at,
           CASE WHEN r = 0 THEN NULL ELSE invoiced_at + interval '1 hour' + make_interval(days => term_days) END AS due_at
      FROM dated
  ), kinds AS (
    SELECT sent.*,
           CASE
             WHEN r = 0 THEN 'draft'
             WHEN r = 1 THEN 'voided'
             WHEN due_at > $4 THEN CASE WHEN r = 2 THEN 'credited_open' ELSE 'open' END
             WHEN r = 2 THEN 'credited_paid'
             WHEN r IN (3, 4) THEN 'overdue'
             ELSE 'paid'
           END AS kind
      FROM sent
  )
  SELECT kinds.*,
         CASE WHEN kind LIKE 'credited%' THEN amount_due / 10 ELSE 0 END AS credited,
         CASE WHEN kind IN ('paid', 'credited_paid') THEN amount_due - CASE WHEN kind = 'credited_paid' THEN amount_due / 10 ELSE 0 END ELSE 0 END AS paid,
         CASE WHEN kind = 'voided' THEN amount_due ELSE 0 END AS voided_amount,
         CASE
           WHEN kind IN ('paid', 'credited_paid', 'voided') THEN 0
           WHEN kind LIKE 'credited%' THEN amount_due - amount_due / 10
           ELSE amount_due
         END AS balance,
         -- Paid some days after sending, before the due date (which is past for every paid invoice).
         CASE WHEN kind IN ('paid', 'credited_paid') THEN sent_at + make_interval(days => (h % term_days)::int, secs => 600) END AS paid_at,
         CASE WHEN kind LIKE 'credited%' THEN sent_at + interval '5 minutes' END AS credited_at,
         CASE WHEN kind = 'voided' THEN sent_at + interval '10 minutes' END AS voided_at,
         'pay_' || substr(md5(merchant_id || ':pay:' || i), 1, 20) AS payment_id,
         'cn_' || substr(md5(merchant_id || ':cn:' || i), 1, 20) AS credit_note_id,
         'BS-' || lpad(i::text, 8, '0') AS number
    FROM kinds`;

/** The customers of invoices $2…$3 (each customer's invoices all fall in one growth step: sizes are multiples of $5). */
const CUSTOMERS = `
  SELECT merchant_id, customer_id, k,
         min(invoiced_at) - interval '1 day' AS created_at,
         sum(CASE WHEN kind IN ('open', 'overdue', 'credited_open') THEN balance ELSE 0 END) AS open_balance,
         sum(paid) AS paid, sum(credited) AS credited,
         -- On hold, as credit's due job leaves a customer with an invoice over 15 days past due.
         min(CASE WHEN kind = 'overdue' AND due_at < $4::timestamptz - interval '15 days' THEN due_at + interval '15 days' END) AS held_at
    FROM (${BASE}) b GROUP BY merchant_id, customer_id, k`;

/** A payout per merchant, growth step ($2) and day; the last day's transactions wait for the next payout run. */
const PAYOUT_ID = `CASE WHEN paid_at < $4::timestamptz - interval '1 day'
  THEN 'po_' || substr(md5(merchant_id || ':po:' || $2 || ':' || to_char(paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')), 1, 20) END`;

const STATEMENTS = {
  billing: [
    `INSERT INTO invoices (id, merchant_id, customer_id, source, number, terms, public_token, resolve_invoice_status,
        amount_due, amount_balance, amount_paid, amount_credited, amount_voided, sent, sent_at, invoiced_at, due_at,
        original_due_at, fully_paid, fully_paid_at, voided, voided_at, created_at, updated_at, line_items, overdue_at,
        reminder_offset_done)
     SELECT invoice_id, merchant_id, customer_id, 'API', number, terms, md5(invoice_id || ':token'),
            CASE WHEN kind = 'draft' THEN 'not_generated' ELSE 'completed' END,
            amount_due, balance, paid, credited, voided_amount, kind <> 'draft', sent_at, invoiced_at, due_at,
            due_at, paid > 0, paid_at, kind = 'voided', voided_at, invoiced_at,
            coalesce(paid_at, voided_at, credited_at, sent_at, invoiced_at), '[]'::jsonb,
            CASE WHEN balance > 0 AND kind <> 'draft' AND due_at < $4 THEN least(due_at + interval '1 day', $4) END,
            CASE WHEN balance > 0 AND kind <> 'draft'
                 THEN (SELECT max(step) FROM unnest('${REMINDER_STEPS}'::int[]) step WHERE due_at + make_interval(days => step) <= $4) END
       FROM (${BASE}) b`,
    `INSERT INTO credit_notes (id, merchant_id, customer_id, invoice_id, source, amount, amount_paid, reason_code, created_at, updated_at)
     SELECT credit_note_id, merchant_id, customer_id, invoice_id, 'API', credited, credited, 'other', credited_at, credited_at
       FROM (${BASE}) b WHERE credited > 0`,
    // Statements closed through the current month, as billing's statements job leaves every customer (the
    // statements of past months themselves are not seeded; the current one is built from the ledger).
    `INSERT INTO statement_progress (merchant_id, customer_id, closed_through)
     SELECT merchant_id, customer_id, date_trunc('month', $4::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
       FROM (${CUSTOMERS}) c`,
    `INSERT INTO payment_applications (merchant_id, payment_id, invoice_id, amount, applied_at)
     SELECT merchant_id, payment_id, invoice_id, paid, paid_at FROM (${BASE}) b WHERE paid > 0`,
    `INSERT INTO payment_decisions (merchant_id, payment_id, decided_at, recorded_at, booked_at)
     SELECT merchant_id, payment_id, paid_at, paid_at, paid_at FROM (${BASE}) b WHERE paid > 0`,
  ],
  credit: [
    `INSERT INTO customers (id, merchant_id, source, business_address, business_city, business_state, business_zip,
        business_country, business_ap_email, business_name, email, amount_approved, amount_balance, advance_rate,
        credit_status, net_terms_status, created_at, updated_at)
     SELECT customer_id, merchant_id, 'API', k || ' Main St', 'Austin', 'TX', '78701', 'US',
            'ap-' || k || '-' || substr(customer_id, 5, 6) || '@bench.example', 'Bench Buyer ' || lpad(k::text, 7, '0'),
            'owner-' || k || '-' || substr(customer_id, 5, 6) || '@bench.example', 100000000, open_balance, 0.9,
            CASE WHEN held_at IS NULL THEN 'approved' ELSE 'hold' END, 'enrolled', created_at, coalesce(held_at, created_at)
       FROM (${CUSTOMERS}) c`,
    `INSERT INTO credit_decisions (id, merchant_id, customer_id, decision, amount, advance_rate, created_at)
     SELECT 'dec_' || substr(md5(customer_id || ':dec'), 1, 20), merchant_id, customer_id, 'approved', 100000000, 0.9, created_at
       FROM (${CUSTOMERS}) c`,
    `INSERT INTO credit_decisions (id, merchant_id, customer_id, decision, amount, advance_rate, hold_code, created_at)
     SELECT 'dec_' || substr(md5(customer_id || ':hold'), 1, 20), merchant_id, customer_id, 'hold', 100000000, 0.9, 'past_due', held_at
       FROM (${CUSTOMERS}) c WHERE held_at IS NOT NULL`,
    `INSERT INTO credit_ledger (id, merchant_id, customer_id, kind, amount, approved_change, invoice_id, reference, idempotency_key, created_at)
     SELECT 'cle_' || substr(md5(customer_id || ':line'), 1, 20), merchant_id, customer_id, 'line_change', 100000000, 100000000, NULL,
            'dec_' || substr(md5(customer_id || ':dec'), 1, 20), 'line_change:dec_' || substr(md5(customer_id || ':dec'), 1, 20), created_at
       FROM (${CUSTOMERS}) c`,
    // One movement per row of `moves`, in the order credit books them.
    `INSERT INTO credit_ledger (id, merchant_id, customer_id, kind, amount, balance_change, invoice_id, reference, idempotency_key, created_at)
     SELECT 'cle_' || substr(md5(invoice_id || ':' || move), 1, 20), merchant_id, customer_id, move, amount, change, invoice_id, reference, key, at
       FROM (${BASE}) b
       CROSS JOIN LATERAL (VALUES
         ('invoice_reserved', amount_due, amount_due, invoice_id, 'reserve:' || invoice_id, sent_at, kind <> 'draft'),
         ('payment_received', paid, -paid, payment_id, 'payment:' || payment_id || ':' || invoice_id, paid_at, paid > 0),
         ('credit_note_applied', credited, -credited, credit_note_id, 'credit_note:' || credit_note_id, credited_at, credited > 0),
         ('invoice_voided', amount_due, -amount_due, invoice_id, 'invoice_voided:' || invoice_id, voided_at, kind = 'voided')
       ) AS moves(move, amount, change, reference, key, at, happened)
      WHERE happened
      ORDER BY at`,
    `INSERT INTO credit_receivables (merchant_id, invoice_id, customer_id, purpose, amount_reserved, amount_outstanding, due_at, created_at, updated_at)
     SELECT merchant_id, invoice_id, customer_id, 'invoice', amount_due, balance, due_at, sent_at, coalesce(paid_at, voided_at, credited_at, sent_at)
       FROM (${BASE}) b WHERE kind <> 'draft'`,
  ],
  treasury: [
    `INSERT INTO payments (id, merchant_id, customer_id, source, method, status, amount, created_at, updated_at, processed_at, paid_at)
     SELECT payment_id, merchant_id, customer_id, 'api', 'ach_debit', 'paid', paid, paid_at - interval '1 minute', paid_at, paid_at, paid_at
       FROM (${BASE}) b WHERE paid > 0`,
    `INSERT INTO payment_links (payment_id, merchant_id, invoice_id, position, amount, amount_applied, invoice_number, invoice_advanced)
     SELECT payment_id, merchant_id, invoice_id, 0, paid, paid, number, false FROM (${BASE}) b WHERE paid > 0`,
    // Payouts first (their transactions refer to them): the sums and first/last times of the transactions below.
    `INSERT INTO payouts (id, merchant_id, status, amount_gross, amount_fee, amount_net, expected_by, transactions_starting_at,
        transactions_ending_at, in_transit_at, paid_at, created_at, updated_at)
     SELECT payout_id, merchant_id, 'paid', sum(paid), sum(paid / 100), sum(paid - paid / 100), max(paid_at) + interval '2 days',
            min(paid_at), max(paid_at), max(paid_at) + interval '1 day', max(paid_at) + interval '2 days',
            max(paid_at) + interval '1 day', max(paid_at) + interval '2 days'
       FROM (SELECT b.*, ${PAYOUT_ID} AS payout_id FROM (${BASE}) b WHERE paid > 0) p
      WHERE payout_id IS NOT NULL
      GROUP BY merchant_id, payout_id`,
    `INSERT INTO payout_transactions (id, merchant_id, payout_id, type, source_key, customer_id, customer_name, invoice_id,
        invoice_number, payment_id, amount_gross, amount_fee, amount_net, created_at, updated_at)
     SELECT 'ptx_' || substr(md5(payment_id || ':ptx'), 1, 20), merchant_id,
            ${PAYOUT_ID},
            'payment', 'payment:' || payment_id || ':' || invoice_id, customer_id, 'Bench Buyer ' || lpad(k::text, 7, '0'),
            invoice_id, number, payment_id, paid, paid / 100, paid - paid / 100, paid_at, paid_at
       FROM (${BASE}) b WHERE paid > 0`,
  ],
  insights: [
    `INSERT INTO receivable_invoices (id, merchant_id, customer_id, amount, amount_balance, balance_at, sent_at, due_at, closed_at, updated_at)
     SELECT invoice_id, merchant_id, customer_id, amount_due, balance, coalesce(paid_at, voided_at, credited_at, invoiced_at),
            sent_at, due_at, voided_at, coalesce(paid_at, voided_at, credited_at, sent_at, invoiced_at)
       FROM (${BASE}) b`,
    `INSERT INTO receivable_balance_history (invoice_id, merchant_id, at, amount_balance)
     SELECT invoice_id, merchant_id, at, amount_balance FROM (${BASE}) b
      CROSS JOIN LATERAL (VALUES
        (invoiced_at, amount_due, true),
        (credited_at, amount_due - credited, credited > 0),
        (paid_at, 0::bigint, paid > 0),
        (voided_at, 0::bigint, kind = 'voided')
      ) AS moves(at, amount_balance, happened)
      WHERE happened`,
    `INSERT INTO receivable_due_history (invoice_id, merchant_id, at, due_at)
     SELECT invoice_id, merchant_id, sent_at, due_at FROM (${BASE}) b WHERE kind <> 'draft'`,
    `INSERT INTO customer_totals (merchant_id, customer_id, paid, credited, updated_at)
     SELECT merchant_id, customer_id, paid, credited, $4 FROM (${CUSTOMERS}) c WHERE paid > 0 OR credited > 0`,
    // The ageing history's day sums: what the batch's invoices contribute, as the projection adds it.
    `SELECT aging_day_sums_add(merchant_id, ids, 1) FROM (SELECT merchant_id, array_agg(invoice_id) AS ids FROM (${BASE}) b GROUP BY merchant_id) invoices`,
  ],
  'webhook-dispatcher': [
    `INSERT INTO webhook_endpoints (id, merchant_id, url, created_at, updated_at)
     SELECT 'we_' || substr(md5(merchant_id || ':we'), 1, 20), merchant_id, 'https://hooks.bench.example/' || merchant_id, $4::timestamptz - interval '1096 days', $4::timestamptz - interval '1096 days'
       FROM unnest($1::text[]) AS m(merchant_id)
      WHERE $2::int = 1 AND $3::int IS NOT NULL AND $5::int IS NOT NULL`,
    `INSERT INTO webhook_deliveries (id, merchant_id, event_id, event_type, object, endpoint_id, endpoint_url, payload, occurred_at,
        status, attempt_count, last_status_code, created_at, updated_at, completed_at)
     SELECT 'whd_' || substr(md5(invoice_id || ':whd'), 1, 20), merchant_id, 'evt_' || substr(md5(invoice_id || ':evt'), 1, 20),
            'invoice.created', 'event', 'we_' || substr(md5(merchant_id || ':we'), 1, 20), 'https://hooks.bench.example/' || merchant_id,
            json_build_object('id', 'evt_' || substr(md5(invoice_id || ':evt'), 1, 20), 'type', 'invoice.created',
                              'data', json_build_object('id', invoice_id, 'customer_id', customer_id, 'number', number, 'amount', amount_due / 100.0))::text,
            invoiced_at, 'succeeded', 1, 200, invoiced_at, invoiced_at + interval '1 second', invoiced_at + interval '1 second'
       FROM (${BASE}) b`,
    `INSERT INTO webhook_delivery_attempts (merchant_id, delivery_id, number, attempted_at, status_code, duration_ms)
     SELECT merchant_id, 'whd_' || substr(md5(invoice_id || ':whd'), 1, 20), 1, invoiced_at + interval '1 second', 200, 40 + (h % 200)::int
       FROM (${BASE}) b`,
  ],
};

/** The services this module writes to, in the order it writes them. */
const SEEDED_SERVICES = Object.keys(STATEMENTS);

/**
 * Inserts invoices `from`…`to` (1-based, inclusive) of every merchant of `merchantIds`, with everything
 * that goes with them, into each service's database (`urls[service]`, a login allowed to write and
 * ANALYZE its tables), in batches of 50,000 invoices per merchant and statement, each service's batch
 * in one transaction. `now` is the instant the history ends at.
 */
async function seedInvoices(urls, merchantIds, { from, to, perCustomer, now, log = () => undefined }) {
  if (to < from) return;
  // Whole customers per batch: a batch boundary must not split a customer's invoices.
  const batch = Math.max(perCustomer, Math.floor(BATCH / Math.max(1, merchantIds.length) / perCustomer) * perCustomer);
  const clients = {};
  try {
    for (const service of SEEDED_SERVICES) {
      clients[service] = new Client({ connectionString: urls[service] });
      await clients[service].connect();
      // A session's PL/pgSQL functions switch to a generic plan after five calls. `aging_day_sums_add` is
      // called here with 50,000 invoice ids a batch, where the projection passes a few, and its generic plan
      // (sized for a few) took minutes a batch from the sixth batch on.
      await clients[service].query('SET plan_cache_mode = force_custom_plan');
    }
    for (let first = from; first <= to; first += batch) {
      const last = Math.min(to, first + batch - 1);
      const started = Date.now();
      await Promise.all(
        SEEDED_SERVICES.map(async (service) => {
          const client = clients[service];
          await client.query('BEGIN');
          try {
            for (const statement of STATEMENTS[service]) await client.query(statement, [merchantIds, first, last, now, perCustomer]);
            await client.query('COMMIT');
          } catch (error) {
            await client.query('ROLLBACK').catch(() => undefined);
            throw new Error(`seeding ${service} (invoices ${first}–${last}): ${error.message}`);
          }
        }),
      );
      log(`  invoices ${first}–${last} of ${merchantIds.length} merchant(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    for (const client of Object.values(clients)) await client.end().catch(() => undefined);
  }
}

/**
 * VACUUM (ANALYZE) every seeded database: the planner sees the new sizes, and the visibility map is set as
 * autovacuum would have set it on rows written over years, so counts can be index-only scans. Then a
 * CHECKPOINT: gigabytes written in minutes are otherwise flushed to disk while the requests are measured
 * (the checkpointer and the kernel's writeback taking CPU and disk from them), where a history written
 * over years was flushed as it was written.
 */
async function analyze(urls) {
  for (const service of SEEDED_SERVICES) {
    const client = new Client({ connectionString: urls[service] });
    await client.connect();
    try {
      await client.query('VACUUM (ANALYZE)');
      if (service === SEEDED_SERVICES.at(-1)) await client.query('CHECKPOINT');
    } finally {
      await client.end();
    }
  }
}

/** Every table of each service's database with its total (heap + indexes + TOAST) and index sizes, in bytes. */
async function tableSizes(urls, services) {
  const sizes = [];
  for (const service of services) {
    const client = new Client({ connectionString: urls[service] });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT c.relname AS table, pg_total_relation_size(c.oid)::bigint AS total, pg_indexes_size(c.oid)::bigint AS indexes, c.reltuples::bigint AS rows
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY pg_total_relation_size(c.oid) DESC`,
      );
      for (const row of rows)
        sizes.push({ service, table: row.table, rows: Number(row.rows), total_bytes: Number(row.total), index_bytes: Number(row.indexes) });
    } finally {
      await client.end();
    }
  }
  return sizes;
}

module.exports = { SEEDED_SERVICES, analyze, seedInvoices, tableSizes };
