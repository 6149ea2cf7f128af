import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * Liveness (`/healthz`: the process answers) is kept apart from readiness (`/readyz`: every dependency
 * this process needs answers now). A load balancer or Kubernetes stops routing to a replica that is not
 * ready, but only restarts one that is not alive.
 */
export type ReadinessCheck = () => Promise<void>;
/** Answers why the process cannot recover by itself (a connection closed for good), or null. */
export type LivenessCheck = () => string | null;

export class HealthRegistry {
  private readonly checks = new Map<string, ReadinessCheck>();
  private readonly livenessChecks = new Map<string, LivenessCheck>();
  private shuttingDown = false;

  add(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  /**
   * A liveness check fails only for what waiting cannot fix: a dependency that is merely down keeps the
   * process alive (it reconnects by itself) and only makes it unready.
   */
  addLiveness(name: string, check: LivenessCheck): void {
    this.livenessChecks.set(name, check);
  }

  liveness(): { alive: boolean; checks: Record<string, string> } {
    const results: Record<string, string> = {};
    let alive = true;
    for (const [name, check] of this.livenessChecks) {
      let problem: string | null;
      try {
        problem = check();
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      results[name] = problem ?? 'ok';
      if (problem) alive = false;
    }
    return { alive, checks: results };
  }

  markShuttingDown(): void {
    this.shuttingDown = true;
  }

  async readiness(): Promise<{ ready: boolean; checks: Record<string, string> }> {
    const results: Record<string, string> = {};
    let ready = !this.shuttingDown;
    if (this.shuttingDown) results.shutdown = 'draining';
    await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        try {
          await withTimeout(check(), 2_000);
          results[name] = 'ok';
        } catch (error) {
          ready = false;
          results[name] = error instanceof Error ? error.message : String(error);
        }
      }),
    );
    return { ready, checks: results };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * How often the event-loop delay monitor behind the `nodejs_eventloop_lag_*` metrics samples (ms). It is a
 * timer on the loop itself: prom-client's default of 10 ms woke every process 100 times a second, which
 * was most of what an idle service cost the machine (docs/capacity.md, "What an idle process costs"). A
 * loop blocked for longer than this still shows: the sample after the block is late by the block.
 */
export const EVENT_LOOP_MONITORING_PRECISION_MS = 100;

export function createMetricsRegistry(app: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ app });
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_MONITORING_PRECISION_MS });
  return registry;
}

/** Adds `/healthz`, `/readyz` and `/metrics` to a process's HTTP server, outside any API prefix. */
export function registerOpsRoutes(fastify: FastifyInstance, health: HealthRegistry, metrics: Registry): void {
  fastify.get('/healthz', async (_request, reply) => {
    const result = health.liveness();
    return reply.code(result.alive ? 200 : 503).send({ status: result.alive ? 'ok' : 'dead', checks: result.checks });
  });
  fastify.get('/readyz', async (_request, reply) => {
    const result = await health.readiness();
    return reply.code(result.ready ? 200 : 503).send({ status: result.ready ? 'ready' : 'not_ready', checks: result.checks });
  });
  fastify.get('/metrics', async (_request, reply) => {
    return reply.header('content-type', metrics.contentType).send(await metrics.metrics());
  });
}
