import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '@netline/testing';

/**
 * A real process, started as the services are (no flags): after a burst of allocation it holds its
 * garbage, and the collector gives the heap's pages back once the process goes idle. (Uses the built
 * library, like the stacks.)
 */
const CHILD = `
const { IdleHeapCollector } = require(${JSON.stringify(join(ROOT, 'libs', 'observability', 'dist', 'idle-heap-collector.js'))});
const { Registry } = require('prom-client');
const metrics = new Registry();
const collector = new IdleHeapCollector({ intervalMs: 200, minGarbageBytes: 16 * 1024 * 1024, metrics });
collector.start();
let batch = [];
const live = Array.from({ length: 100000 }, (_, index) => ({ id: 'live_' + index }));
const deadline = Date.now() + 1500;
// A burst: request-sized objects, each batch dropped as the next arrives, the loop kept busy.
while (Date.now() < deadline) {
  batch = Array.from({ length: 20000 }, (_, index) => ({ id: 'cus_' + index, body: 'x'.repeat(64), at: new Date() }));
}
batch = null;
const burst = process.memoryUsage();
const keepAlive = setInterval(() => {}, 1000);
setTimeout(async () => {
  clearInterval(keepAlive);
  collector.stop();
  const idle = process.memoryUsage();
  const collections = (await metrics.getSingleMetric('nodejs_idle_heap_collections_total').get()).values[0].value;
  const mb = (bytes) => bytes / 1048576;
  process.stdout.write(JSON.stringify({ collections, live: live.length, burstHeapTotalMb: mb(burst.heapTotal), idleHeapTotalMb: mb(idle.heapTotal), burstRssMb: mb(burst.rss), idleRssMb: mb(idle.rss) }));
}, 2000);
`;

describe('IdleHeapCollector in a real process', () => {
  it('gives the pages of a burst back once the loop is idle, once, keeping what is live', async () => {
    const result = await new Promise<Record<string, number>>((resolve, reject) => {
      const child = spawn(process.execPath, ['-e', CHILD], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`child exited ${code}: ${out}`))));
    });
    expect(result.collections).toBe(1);
    expect(result.live).toBe(100000);
    expect(result.burstHeapTotalMb - result.idleHeapTotalMb).toBeGreaterThan(16);
    expect(result.idleRssMb).toBeLessThan(result.burstRssMb);
  });
});
