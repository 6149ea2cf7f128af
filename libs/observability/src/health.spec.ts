import { createMetricsRegistry, EVENT_LOOP_MONITORING_PRECISION_MS } from './health';
// prom-client requires the module by its bare name; spy on that same object.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const perfHooks = require('perf_hooks') as typeof import('node:perf_hooks');

describe('createMetricsRegistry', () => {
  it('samples event-loop delay every 100 ms, not every 10 ms, and still reports it', async () => {
    const monitor = jest.spyOn(perfHooks, 'monitorEventLoopDelay');
    try {
      const registry = createMetricsRegistry('test');
      // One timer on the loop per registry; its resolution is how often an idle process wakes for it.
      expect(monitor).toHaveBeenCalledTimes(1);
      expect(monitor.mock.calls[0][0]).toEqual({ resolution: EVENT_LOOP_MONITORING_PRECISION_MS });
      expect(EVENT_LOOP_MONITORING_PRECISION_MS).toBeGreaterThanOrEqual(100);
      const text = await registry.metrics();
      expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds\{app="test"\} /m);
      expect(text).toMatch(/^process_cpu_seconds_total\{app="test"\} /m);
    } finally {
      monitor.mockRestore();
    }
  });
});
