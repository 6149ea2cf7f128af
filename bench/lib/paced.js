'use strict';
/**
 * An open-loop load generator for latency at a fixed rate.
 *
 * Request i is due at `start + i / rate`, whatever happened to the earlier ones: the generator never waits
 * for an answer before sending the next request (closed-loop tools such as autocannon do, and `-R` sends
 * each second's quota in a burst). Latency is measured from the request's *intended* send time, not from
 * when it actually left, so a stall in the server (or in this process) is charged to every request it
 * delayed instead of being hidden by sending fewer of them ("coordinated omission").
 *
 * Requests go over a keep-alive `http.Agent` pool of `connections` sockets; when every socket is busy the
 * agent queues the request, and that queueing time is part of its latency, as it would be for a client.
 */
const http = require('node:http');

const NS_PER_MS = 1e6;

/** The intended send time (ns, relative to the start) of request `index` at `rate` per second. */
function intendedNs(index, rate) {
  return Math.round((index * 1e9) / rate);
}

/** How many requests are due by `elapsedNs` after the start at `rate` per second (request 0 is due at 0). */
function dueCount(elapsedNs, rate, total) {
  if (elapsedNs < 0) return 0;
  return Math.min(total, Math.floor((elapsedNs * rate) / 1e9) + 1);
}

/** Nearest-rank percentile of ascending `sorted` values (0 for none). */
function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Summary of latencies in ms: count, p50, p90, p99, max (rounded to 0.01 ms). */
function summarize(latenciesMs) {
  const sorted = Float64Array.from(latenciesMs).sort();
  const round = (value) => Math.round(value * 100) / 100;
  return {
    count: sorted.length,
    p50_ms: round(percentile(sorted, 50)),
    p90_ms: round(percentile(sorted, 90)),
    p99_ms: round(percentile(sorted, 99)),
    max_ms: round(sorted.length ? sorted[sorted.length - 1] : 0),
  };
}

/**
 * One HTTP exchange with `target` (a URL) over `agent`: resolves `{ status }`, with the answer's `text` and
 * parsed `json` (undefined when it is not JSON) when `read` is set, or `{ error }` on a transport error or
 * after `timeoutMs`. Unread answers are drained unparsed, so a saturating row spends nothing on bodies.
 */
function exchange(agent, target, request, { timeoutMs = 10_000, read = false } = {}) {
  return new Promise((resolve) => {
    const req = http.request(
      { host: target.hostname, port: target.port, path: request.path, method: request.method, headers: request.headers, agent, timeout: timeoutMs },
      (res) => {
        const chunks = [];
        if (read) res.on('data', (chunk) => chunks.push(chunk));
        else res.resume();
        res.on('end', () => {
          if (!read) return resolve({ status: res.statusCode });
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, json, text });
        });
        res.on('error', (error) => resolve({ error }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ error }));
    req.end(request.body);
  });
}

/**
 * Sends `rate` requests a second for `durationSec` seconds to `url`, evenly spaced, and resolves with the
 * latency summary (from intended send times), the status counts and the rate actually achieved.
 * `setupRequest(request, index)` may return a request with other headers, path or body (e.g. credentials
 * rotated over many merchants). `send` replaces the HTTP call (for tests of the pacing itself).
 */
async function paced({
  url,
  method = 'GET',
  headers = {},
  body,
  rate,
  durationSec,
  connections = 64,
  setupRequest,
  timeoutMs = 10_000,
  send,
  now = process.hrtime.bigint,
}) {
  if (!(rate > 0) || !(durationSec > 0)) throw new Error('paced: rate and durationSec must be positive');
  const total = Math.max(1, Math.round(rate * durationSec));
  const target = new URL(url);
  const agent = send ? undefined : new http.Agent({ keepAlive: true, maxSockets: connections });
  const doSend = send ?? ((request) => exchange(agent, target, request, { timeoutMs }));

  const latencies = new Float64Array(total);
  const statuses = {};
  let completed = 0;
  let errors = 0;
  let maxLagNs = 0n;
  let lagSumNs = 0n;
  const pending = [];
  const baseBody = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const start = now();

  const fire = (index) => {
    const intended = start + BigInt(intendedNs(index, rate));
    const lag = now() - intended;
    if (lag > maxLagNs) maxLagNs = lag;
    lagSumNs += lag;
    let request = { method, path: `${target.pathname}${target.search}`, headers: { ...headers }, body: baseBody };
    if (setupRequest) request = setupRequest(request, index) ?? request;
    if (request.body !== undefined && request.headers['content-length'] === undefined)
      request.headers['content-length'] = String(Buffer.byteLength(request.body));
    pending.push(
      doSend(request).then((outcome) => {
        latencies[index] = Number(now() - intended) / NS_PER_MS;
        completed += 1;
        if (outcome.error) errors += 1;
        else statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
      }),
    );
  };

  let sent = 0;
  while (sent < total) {
    const due = dueCount(Number(now() - start), rate, total);
    while (sent < due) fire(sent++);
    if (sent >= total) break;
    const waitNs = intendedNs(sent, rate) - Number(now() - start);
    // Sleep until the next request is due, never spin: the generator shares the machine with what it
    // measures, and yielding with setImmediate until a request fell due kept one of two cores busy for
    // the whole row (at 1,000/s, every moment is within a millisecond of a due time). setTimeout wakes on
    // millisecond boundaries, so a request may leave up to about a millisecond late; that lateness is part
    // of its measured latency (and of `send_lag_ms`), the same for every row paced this way.
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.ceil(waitNs / NS_PER_MS))));
  }
  const sendingNs = Number(now() - start);
  await Promise.all(pending);
  agent?.destroy();

  const ok = Object.entries(statuses).reduce((sum, [status, count]) => sum + (Number(status) >= 200 && Number(status) < 300 ? count : 0), 0);
  return {
    rate,
    duration_s: durationSec,
    sent: total,
    achieved_rps: total > 1 ? Math.round(((total - 1) * 1e9) / Math.max(1, sendingNs)) : total,
    ...summarize(latencies.subarray(0, total)),
    non2xx: completed - errors - ok,
    statuses,
    errors,
    send_lag_ms: { mean: Math.round(Number(lagSumNs / BigInt(total)) / 10_000) / 100, max: Math.round(Number(maxLagNs) / 10_000) / 100 },
  };
}

module.exports = { exchange, paced, percentile, summarize, intendedNs, dueCount };
