'use strict';
/**
 * The raw PostgreSQL baseline of a create: what `POST /api/customers` (credit) and `POST /api/invoices`
 * (billing) write, done with nothing but `pg`: one transaction per create holding the row insert and its
 * outbox insert (the statement OutboxWriter.append sends), by the service's own runtime role, on the same
 * stack's database, with as many transactions in flight as the HTTP row has connections.
 *
 * The rows are copies of one the service itself wrote (every column, read back as text so PostgreSQL
 * converts it as it does the service's parameters), with fresh ids and unique fields; the outbox payload
 * is the service's own event for that row with the ids swapped, so both sides write the same bytes.
 *
 * Runs as a child process (`runPgLoop`) so that its client work never shares the bench's event loop.
 */
const { fork } = require('node:child_process');
const { randomUUID } = require('node:crypto');

/** Per table: the columns a copy must change (unique or identifying) and how. */
const FRESH = {
  customers: (id, index) => ({
    id,
    email: `bench-${index}-${id}@raw.example`,
    business_ap_email: `ap-${index}-${id}@raw.example`,
  }),
  invoices: (id, index) => ({
    id,
    number: `RAW-${index}-${id.slice(-8)}`,
    public_token: randomUUID().replace(/-/g, ''),
  }),
};
const PREFIX = { customers: 'cus', invoices: 'inv' };
const EVENT = { customers: 'customer.created', invoices: 'invoice.created' };

async function child() {
  const { Pool } = require('pg');
  const { newId } = require('@netline/persistence');
  const { percentile } = require('./paced');
  const { url, table, concurrency, warmupSec, durationSec } = JSON.parse(process.argv[3]);
  const pool = new Pool({ connectionString: url, max: concurrency });
  try {
    // The newest row the service wrote (the HTTP row just before this one), unless one is named.
    const templateId = JSON.parse(process.argv[3]).templateId ?? (await pool.query(`SELECT id FROM ${table} ORDER BY created_at DESC LIMIT 1`)).rows[0]?.id;
    const columns = (
      await pool.query(
        `SELECT column_name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
        [table],
      )
    ).rows.map((row) => row.column_name);
    const select = columns.map((column) => `${column}::text AS "${column}"`).join(', ');
    const template = (await pool.query(`SELECT ${select} FROM ${table} WHERE id = $1`, [templateId])).rows[0];
    if (!template) throw new Error(`no ${table} row ${templateId} to copy`);
    const event = (
      await pool.query("SELECT event_id, type, payload::text AS payload FROM outbox WHERE type = $1 AND payload->'data'->>'id' = $2", [
        EVENT[table],
        templateId,
      ])
    ).rows[0];
    if (!event) throw new Error(`no outbox row for ${table} ${templateId}`);
    const insertRow = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`;
    const insertOutbox = 'INSERT INTO outbox (event_id, type, payload) SELECT * FROM unnest($1::text[], $2::text[], $3::jsonb[])';

    // One connection per transaction in flight, opened before the clock starts and kept to the end (on a
    // busy server, a connection refused for want of slots is retried here, not counted as a failed create).
    const clients = [];
    const deadline = Date.now() + 30_000;
    while (clients.length < concurrency) {
      try {
        clients.push(await pool.connect());
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }

    let index = 0;
    const create = async (client) => {
      const id = newId(PREFIX[table]);
      const eventId = newId('evt');
      const now = new Date().toISOString();
      const values = { ...template, ...FRESH[table](id, index++), created_at: now, updated_at: now };
      const payload = event.payload.split(templateId).join(id).split(event.event_id).join(eventId);
      try {
        await client.query('BEGIN');
        await client.query(
          insertRow,
          columns.map((column) => values[column]),
        );
        await client.query(insertOutbox, [[eventId], [event.type], [payload]]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    };

    const run = async (seconds, record) => {
      const latencies = [];
      let errors = 0;
      const end = Date.now() + seconds * 1000;
      await Promise.all(
        clients.map(async (client) => {
          while (Date.now() < end) {
            const started = process.hrtime.bigint();
            try {
              await create(client);
              if (record) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            } catch (error) {
              errors += 1;
              if (errors === 1) console.error(`raw pg loop (${table}): ${error.message}`);
            }
          }
        }),
      );
      return { latencies, errors };
    };

    await run(warmupSec, false);
    const started = Date.now();
    const { latencies, errors } = await run(durationSec, true);
    const elapsed = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const round = (value) => Math.round(value * 100) / 100;
    for (const client of clients) client.release();
    process.send({
      requests: latencies.length,
      rps: Math.round(latencies.length / elapsed),
      p50_ms: round(percentile(latencies, 50)),
      p99_ms: round(percentile(latencies, 99)),
      errors,
    });
  } finally {
    await pool.end();
  }
}

/**
 * Runs the loop in a child process: `url` is the service database as its runtime role, `table`
 * `customers` or `invoices`, `templateId` a row the service wrote. Resolves with req/s and latency.
 */
function runPgLoop(options) {
  return new Promise((resolve, reject) => {
    const process_ = fork(__filename, ['pg-loop', JSON.stringify(options)], { stdio: 'inherit' });
    let answer;
    process_.once('message', (message) => (answer = message));
    process_.once('error', reject);
    process_.once('exit', (code) => (answer ? resolve(answer) : reject(new Error(`raw pg loop exited with ${code}`))));
  });
}

if (require.main === module && process.argv[2] === 'pg-loop') {
  child()
    .then(() => process.exit(0))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}

module.exports = { runPgLoop };
