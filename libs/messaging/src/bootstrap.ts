import { DynamicModule, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { BaseConfig } from '@netline/config';
import {
  createLogger,
  createMetricsRegistry,
  flushTracing,
  HealthRegistry,
  IdleHeapCollector,
  Logger,
  NestPinoLogger,
  registerOpsRoutes,
  traceIncomingRequests,
} from '@netline/observability';
import type { RequestListener } from 'node:http';
import { Registry } from 'prom-client';
import { endedRedisConnections } from './redis';
import { assertProductionReady } from './production-guards';
import { principalKeyProblems } from './principal-proof';

export interface ServiceProcess {
  app: NestFastifyApplication;
  logger: Logger;
  url: string;
}

export interface BootstrapOptions<C extends BaseConfig> {
  service: string;
  config: C & { HTTP_PORT: number; HTTP_HOST: string };
  /** Builds the root module from what bootstrap made (logger, health, metrics). */
  module: (parts: { logger: Logger; health: HealthRegistry; metrics: Registry }) => DynamicModule | Promise<DynamicModule>;
  /** Serve NATS messages (every service but the gateway). */
  rpc: boolean;
  /** Does this process keep data in PostgreSQL (checked by the production guards)? Defaults to `rpc`. */
  postgres?: boolean;
  /** Last steps before the HTTP server listens (plugins, routes). */
  beforeListen?: (app: NestFastifyApplication, logger: Logger) => Promise<void>;
}

/** Sends the spans still buffered before the process exits (at most 2 s: an unreachable collector must not hold up a shutdown). */
@Injectable()
class FlushTracesOnShutdown implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([flushTracing().catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, 2_000)))]);
    clearTimeout(timer);
  }
}

/**
 * Starts one Netline process: in production, first the guards on Redis, PostgreSQL and secrets
 * (production-guards.ts); then JSON logs, an HTTP server with `/healthz`, `/readyz` and `/metrics`
 * (and the app's own routes, if any), the NATS message handlers in the service's queue group, and a
 * graceful shutdown on SIGTERM/SIGINT that stops taking work, drains what is in flight, then exits.
 */
export async function bootstrapService<C extends BaseConfig>(options: BootstrapOptions<C>): Promise<ServiceProcess> {
  const postgres = options.postgres ?? options.rpc;
  // PostgreSQL (TypeORM above all) and the NATS server transport are loaded only by a process that uses
  // them: the gateway and the MCP app need neither, and TypeORM alone is about 25 MB of resident memory.
  const persistence = postgres ? await import('@netline/persistence') : undefined;
  await assertProductionReady(options.config, {
    postgres,
    postgresUrl: persistence?.serviceDatabaseUrl({ config: options.config, service: options.service }),
  });
  // The bus keys' own rule (principal-proof.ts): the published development keys vouch for nobody deployed.
  const keyProblems = principalKeyProblems(options.config);
  if (keyProblems.length > 0)
    throw new Error(`refusing to start a deployed process with development bus keys:\n${keyProblems.map((problem) => `  - ${problem}`).join('\n')}`);
  const logger = createLogger(options.service, options.config.LOG_LEVEL);
  const health = new HealthRegistry();
  const metrics = createMetricsRegistry(options.service);
  // The router refuses a path parameter over `maxParamLength` with a bare 414 of its own before any hook
  // runs; with a bound above Node's header limit, every over-long id reaches the route and its 404.
  // The client address comes from X-Forwarded-For only when the peer is a configured proxy.
  const trusted = options.config.TRUSTED_PROXIES;
  const adapter = new FastifyAdapter({
    logger: false,
    trustProxy: trusted.length > 0 ? trusted : false,
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 16_384 },
  });
  // Each request its own SERVER span, continuing the caller's trace (the HTTP instrumentation's own
  // incoming wrapper is off: it cost far more per request). The handler Fastify put on its server is
  // wrapped in place rather than given to a server of our own (`serverFactory`), which would lose the
  // keep-alive and request timeouts Fastify sets on the servers it creates.
  const server = adapter.getInstance().server;
  for (const listener of server.listeners('request') as RequestListener[]) {
    server.removeListener('request', listener);
    server.on('request', traceIncomingRequests(listener));
  }
  const root = await options.module({ logger, health, metrics });
  const app = await NestFactory.create<NestFastifyApplication>({ ...root, providers: [...(root.providers ?? []), FlushTracesOnShutdown] }, adapter, {
    logger: new NestPinoLogger(logger),
    abortOnError: false,
  });
  registerOpsRoutes(app.getHttpAdapter().getInstance(), health, metrics);
  health.addLiveness('redis', () => {
    const ended = endedRedisConnections();
    return ended.length > 0 ? `Redis connection closed for good: ${ended.join(', ')}` : null;
  });
  if (options.rpc) {
    const { connectNatsTransport, natsServer } = await import('./nats-transport');
    const { IdempotencyRecorder } = await import('./idempotency');
    const server = natsServer(options.config, options.service);
    health.addLiveness('nats-server', () => (server.closedForGood() ? 'the NATS connection serving requests is closed for good' : null));
    server.server.useRuntime({ logger, metrics, idempotency: postgres ? app.get(IdempotencyRecorder, { strict: false }) : undefined });
    connectNatsTransport(app, server.server);
    await app.startAllMicroservices();
  }
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await options.beforeListen?.(app, logger);
  await app.listen(options.config.HTTP_PORT, options.config.HTTP_HOST);
  const url = `http://${options.config.HTTP_HOST}:${options.config.HTTP_PORT}`;
  new IdleHeapCollector({ metrics }).start();
  logger.info({ url, app_env: options.config.APP_ENV }, `${options.service} listening`);
  return { app, logger, url };
}
