// eslint-disable-next-line @typescript-eslint/no-require-imports
const { exchange, paced, percentile, summarize, intendedNs, dueCount } = require('../../bench/lib/paced.js') as {
  exchange: (
    agent: Agent,
    target: URL,
    request: { method: string; path: string; headers: Record<string, string>; body?: string },
    options?: { timeoutMs?: number; read?: boolean },
  ) => Promise<{ status?: number; json?: unknown; text?: string; error?: Error }>;
  paced: (options: Record<string, unknown>) => Promise<{
    sent: number;
    achieved_rps: number;
    p50_ms: number;
    p99_ms: number;
    max_ms: number;
    non2xx: number;
    errors: number;
    statuses: Record<string, number>;
  }>;
  percentile: (sorted: ArrayLike<number>, p: number) => number;
  summarize: (values: number[]) => { count: number; p50_ms: number; p90_ms: number; p99_ms: number; max_ms: number };
  intendedNs: (index: number, rate: number) => number;
  dueCount: (elapsedNs: number, rate: number, total: number) => number;
};

import { Agent, createServer } from 'node:http';
import { AddressInfo } from 'node:net';

type Sent = { path: string; headers: Record<string, string>; body?: string; method: string };
describe('open-loop paced load generator', () => {
  it('schedules request i at i / rate and counts what is due', () => {
    expect(intendedNs(0, 1000)).toBe(0);
    expect(intendedNs(1, 1000)).toBe(1_000_000);
    expect(intendedNs(3, 400)).toBe(7_500_000);
    expect(dueCount(-1, 1000, 10)).toBe(0);
    expect(dueCount(0, 1000, 10)).toBe(1);
    expect(dueCount(999_999, 1000, 10)).toBe(1);
    expect(dueCount(1_000_000, 1000, 10)).toBe(2);
    expect(dueCount(1e9, 1000, 10)).toBe(10);
  });

  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBe(0);
    expect(summarize([5, 1, 3, 2, 4])).toEqual({ count: 5, p50_ms: 3, p90_ms: 5, p99_ms: 5, max_ms: 5 });
  });

  it('sends each request at its due time, never earlier and never waiting for answers, rewritten through setupRequest', async () => {
    const sentAt: number[] = [];
    const seen: Sent[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const before = Number(process.hrtime.bigint()) / 1e6;
    const result = await paced({
      url: 'http://127.0.0.1:1/customers/cus_1?x=1',
      rate: 400,
      durationSec: 0.5,
      headers: { authorization: 'none' },
      setupRequest: (request: Sent, index: number) => ({ ...request, headers: { ...request.headers, authorization: `key ${index % 3}` } }),
      // Every answer takes 20 ms while a request is due every 2.5 ms: a closed loop would have one request
      // out at a time, an open loop has several.
      send: (request: Sent) => {
        sentAt.push(Number(process.hrtime.bigint()) / 1e6);
        const count = seen.push(request);
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        return new Promise((resolve) =>
          setTimeout(() => {
            inFlight -= 1;
            resolve({ status: count % 50 === 0 ? 429 : 200 });
          }, 20),
        );
      },
    });
    expect(result.sent).toBe(200);
    expect(sentAt).toHaveLength(200);
    expect(seen[0].path).toBe('/customers/cus_1?x=1');
    expect(seen.slice(0, 4).map((request) => request.headers.authorization)).toEqual(['key 0', 'key 1', 'key 2', 'key 0']);
    // Only lower bounds on time: a busy machine (the whole suite runs beside this) can delay a send, and
    // the generator then catches up, but nothing may leave before it is due.
    const early = sentAt.filter((at, index) => at - before < intendedNs(index, 400) / 1e6);
    expect(early).toEqual([]);
    expect(maxInFlight).toBeGreaterThanOrEqual(5);
    expect(result.achieved_rps).toBeLessThanOrEqual(400);
    // Latency counts from the intended send time, so it includes the whole 20 ms answer.
    expect(result.p50_ms).toBeGreaterThanOrEqual(19);
    expect(result.non2xx).toBe(4);
    expect(result.statuses).toEqual({ 200: 196, 429: 4 });
  });

  it('measures latency from the intended send time, so a stall is charged to every request it delayed', async () => {
    // On Jest's clock (process.hrtime and the timers), so that the one stall is the only delay: on a loaded
    // machine the real clock adds stalls of its own to every request.
    jest.useFakeTimers();
    try {
      let calls = 0;
      const running = paced({
        url: 'http://127.0.0.1:1/',
        rate: 1000,
        durationSec: 0.3,
        send: () => {
          calls += 1;
          // One stall of 60 ms in the sending process: the ~60 requests due meanwhile go out late.
          if (calls === 100) jest.advanceTimersByTime(60);
          return Promise.resolve({ status: 200 });
        },
      });
      await jest.runAllTimersAsync();
      const result = await running;
      expect(result.sent).toBe(300);
      // Answers are instant, yet ~20% of requests waited for the stall: p99 shows it (a closed-loop or
      // send-time measurement would report ~0 ms everywhere).
      expect(result.p99_ms).toBeGreaterThan(40);
      expect(result.max_ms).toBeGreaterThan(55);
      expect(result.p50_ms).toBeLessThan(10);
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts transport failures as errors, apart from statuses', async () => {
    const result = await paced({
      url: 'http://127.0.0.1:1/',
      rate: 200,
      durationSec: 0.1,
      send: () => Promise.resolve({ error: new Error('ECONNREFUSED') }),
    });
    expect(result).toMatchObject({ sent: 20, errors: 20, non2xx: 0, statuses: {} });
  });
});

describe('one HTTP exchange', () => {
  it('reads and parses the answer when asked, drains it unread otherwise, and reports a refused connection', async () => {
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        res.writeHead(req.url === '/text' ? 200 : 201, { 'content-type': 'application/json' });
        res.end(req.url === '/text' ? 'not json' : JSON.stringify({ echoed: body }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new Agent({ keepAlive: true });
    const target = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    try {
      const request = { method: 'POST', path: '/echo', headers: { 'content-type': 'application/json' }, body: '{"a":1}' };
      expect(await exchange(agent, target, request, { read: true })).toEqual({ status: 201, json: { echoed: '{"a":1}' }, text: '{"echoed":"{\\"a\\":1}"}' });
      expect(await exchange(agent, target, request)).toEqual({ status: 201 });
      expect(await exchange(agent, target, { method: 'GET', path: '/text', headers: {} }, { read: true })).toEqual({
        status: 200,
        json: undefined,
        text: 'not json',
      });
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
    const refused = await exchange(new Agent(), target, { method: 'GET', path: '/', headers: {} });
    // The server is closed: the transport error is the answer (an Error of Node's realm, so by its code).
    expect({ status: refused.status, code: (refused.error as NodeJS.ErrnoException | undefined)?.code }).toEqual({ status: undefined, code: 'ECONNREFUSED' });
  });
});
