import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { MailSink, parseMail, ReceivedMail } from './mail-sink';
import { freePort } from './ports';
import { waitFor } from './wait';
import { ROOT, Stack, StackProcess, waitReady } from './stack';
import { createTestCertificate, TestCertificate } from './webhook-receiver';

/**
 * Shared stacks: one full stack that every Jest worker's end-to-end suites use side by side, started on
 * the first request and kept for the whole run (docs/decisions/0021-shared-test-stacks.md).
 *
 * Starting a stack is most of what an end-to-end suite costs on two cores (provisioning, migrations,
 * nine Node processes), and an idle stack still spends CPU on its timers; most suites need nothing of a
 * stack but fresh merchants. So Jest's parent process runs a small broker (`StackBroker`, started by the
 * e2e project's global setup), and a suite asks it for the shared stack (`sharedStack()`). The suites of
 * all workers run on it at once, kept apart by their merchants, as merchants are on a production stack.
 * `NETLINE_SHARED_STACKS` spreads the workers over more stacks (worker n uses stack ((n - 1) mod N) + 1).
 *
 * A suite that kills, pauses, replicates or reconfigures processes, needs settings other than these, or
 * counts something across merchants keeps a stack of its own (`Stack.start`).
 */

/** The environment variable that gives workers the broker's address. */
export const STACK_BROKER_ENV = 'NETLINE_STACK_BROKER';

/**
 * The settings every shared stack runs with, chosen so that the suites on it need nothing else:
 * - webhooks, merchant PDFs and partners' documents may go to or come from the test's own servers on
 *   127.0.0.1, with the stack's certificate as their trust anchor;
 * - webhook retries come two thousand times sooner (six attempts in about two seconds), so a receiver
 *   that a finished suite closed is soon let go;
 * - treasury's timed jobs are off: a suite runs payouts itself, at its merchant's sandbox clock, so no
 *   payout appears in another suite's books; collections run on a suite's clock advances only;
 * - customers' mail goes to the broker's SMTP server (`SharedStack.mail`), and the sender looks for
 *   messages every second and retries a refused one soon after.
 */
export function sharedStackEnv(
  certificate: Pick<TestCertificate, 'certFile'>,
  urls: { mcpUrl: string; oauthIssuer: string; smtpUrl: string },
): Record<string, string> {
  return {
    SMTP_URL: urls.smtpUrl,
    MAIL_SWEEP_INTERVAL_MS: '1000',
    MAIL_RETRY_BASE_MS: '200',
    COLLECTIONS_INTERVAL_MS: '0',
    MCP_URL: urls.mcpUrl,
    OAUTH_ISSUER: urls.oauthIssuer,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_CA_FILE: certificate.certFile,
    WEBHOOK_BACKOFF_SCALE: '0.0005',
    OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true',
    // Identity downloads sub-merchants' documents from the test's HTTPS receiver.
    NODE_EXTRA_CA_CERTS: certificate.certFile,
    TREASURY_JOBS_INTERVAL_MS: '0',
  };
}

/** A process of a shared stack, as a suite may use it: where it listens, and the settings it runs with. */
export type SharedStackProcess = Pick<StackProcess, 'app' | 'name' | 'port' | 'url' | 'env' | 'logFile'>;

/** A replica a suite started beside a shared stack: its output lines so far, and how to stop it. */
export type SharedStackReplica = SharedStackProcess & { lines: string[]; stop(): Promise<void> };

/** What the broker hands a suite: everything a suite reads of a `Stack`, as data. */
export interface SharedStackDescriptor {
  namespace: string;
  env: Record<string, string>;
  processes: SharedStackProcess[];
  mcpUrl: string;
  oauthIssuer: string;
  certificate: TestCertificate;
  /** The broker, which also serves what its SMTP server took (`GET /mail?to=`). */
  brokerUrl: string;
}

/** A stack shared with every other end-to-end suite of the run, before, after and beside this one. */
export class SharedStack {
  constructor(private readonly descriptor: SharedStackDescriptor) {}

  get namespace(): string {
    return this.descriptor.namespace;
  }

  /** The stack's environment, for the operator helpers (`createMerchant`, `adminCli`…). */
  get env(): Record<string, string> {
    return this.descriptor.env;
  }

  get apiUrl(): string {
    return `${this.process('gateway').url}/api`;
  }

  /** The MCP endpoint, the address its tokens are minted for. */
  get mcpUrl(): string {
    return this.descriptor.mcpUrl;
  }

  /** The OAuth server's issuer (the gateway's `/oauth`). */
  get oauthIssuer(): string {
    return this.descriptor.oauthIssuer;
  }

  /** The certificate the dispatcher and billing trust: a suite's HTTPS receiver serves with it. */
  get certificate(): TestCertificate {
    return this.descriptor.certificate;
  }

  /** The messages the broker's SMTP server took for `address` (envelope recipient), oldest first. */
  async mail(address: string): Promise<ReceivedMail[]> {
    const response = await fetch(`${this.descriptor.brokerUrl}/mail?to=${encodeURIComponent(address)}`, { headers: { connection: 'close' } });
    if (!response.ok) throw new Error(`the broker's mail answered ${response.status}`);
    const items = (await response.json()) as Array<{ from: string; to: string[]; raw: string }>;
    return Promise.all(items.map((item) => parseMail(Buffer.from(item.raw, 'base64'), { from: item.from, to: item.to })));
  }

  /** Waits until at least `count` messages have arrived for `address`, and answers them all. */
  async waitForMail(address: string, count = 1, timeoutMs = 20_000): Promise<ReceivedMail[]> {
    const found = await waitFor(
      () => this.mail(address),
      (messages) => messages.length >= count,
      timeoutMs,
    );
    if (found.length < count) throw new Error(`timed out waiting for ${count} message(s) to ${address}; ${found.length} arrived`);
    return found;
  }

  /**
   * The first message to `address` that `matches`, once it has arrived: other mail to the same address
   * (an invoice, an enrollment offer) may arrive before or after it, in any order.
   */
  async waitForMessage(address: string, matches: (message: ReceivedMail) => boolean, what: string, timeoutMs = 20_000): Promise<ReceivedMail> {
    const found = await waitFor(
      async () => (await this.mail(address)).find(matches),
      (message) => message !== undefined,
      timeoutMs,
    );
    if (!found) throw new Error(`timed out waiting for ${what} to ${address}`);
    return found;
  }

  process(app: string): SharedStackProcess {
    const found = this.descriptor.processes.find((entry) => entry.app === app);
    if (!found) throw new Error(`${app} is not part of the shared stack`);
    return found;
  }

  /**
   * The lines `app`'s process has written to its log so far, for every suite it has served: a suite
   * picks out its own (by its merchants' ids).
   */
  logLines(app: string): string[] {
    const { logFile } = this.process(app);
    if (!logFile) throw new Error(`${app} of the shared stack writes no log file`);
    return readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
  }

  /**
   * Starts one more replica of `app` beside the stack's own, with the same settings, for as long as the
   * suite needs it; the suite stops it (`stop()`), and the stack keeps its own process throughout.
   */
  async launchReplica(app: string): Promise<SharedStackReplica> {
    const port = await freePort();
    const env = {
      ...this.process(app).env,
      HTTP_PORT: String(port),
      ...(app === 'gateway' ? { GATEWAY_PORT: String(port) } : {}),
      ...(app === 'mcp' ? { MCP_PORT: String(port) } : {}),
    };
    const child = spawn(process.execPath, [join(ROOT, 'apps', app, 'dist', 'main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const name = `${app}-replica`;
    const url = `http://127.0.0.1:${port}`;
    const lines: string[] = [];
    const tail: string[] = [];
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const parts = (pending + chunk.toString('utf8')).split('\n');
      pending = parts.pop() ?? '';
      lines.push(...parts.filter(Boolean));
    });
    child.stderr?.on('data', (chunk: Buffer) => tail.push(chunk.toString('utf8')));
    const stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // As a stack stops its own: a drain that has not ended in 10 s is cut short.
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    };
    try {
      await waitReady({ name, url, child, tail });
    } catch (error) {
      await stop();
      throw error;
    }
    return { app, name, port, url, env, lines, stop };
  }
}

/**
 * The shared stack this Jest worker's suites use, started on the first request. Only suites of the e2e
 * project get one: its global setup starts the broker.
 */
export async function sharedStack(): Promise<SharedStack> {
  const broker = process.env[STACK_BROKER_ENV];
  if (!broker) throw new Error(`${STACK_BROKER_ENV} is not set: shared stacks exist only in the e2e project (test/e2e-global-setup.ts)`);
  const slot = sharedStackSlot(process.env.JEST_WORKER_ID, process.env.NETLINE_SHARED_STACKS);
  const response = await fetch(`${broker}/stacks/${slot}`, { method: 'POST', headers: { connection: 'close' } });
  const body = await response.text();
  if (!response.ok) throw new Error(`shared stack ${slot} did not start: ${body}`);
  return new SharedStack(JSON.parse(body) as SharedStackDescriptor);
}

/** Which of `stacks` (default 1) shared stacks Jest worker `worker` uses: "1" to String(stacks). */
export function sharedStackSlot(worker: string | undefined, stacks: string | undefined): string {
  const count = Math.max(1, Math.floor(Number(stacks) || 1));
  const index = Math.max(1, Math.floor(Number(worker) || 1));
  return String(((index - 1) % count) + 1);
}

/**
 * Runs in Jest's parent process for the whole run: starts a shared stack on its first request, hands out
 * its descriptor, starts it anew if one of its processes has died, and stops every stack at the end.
 */
export class StackBroker {
  private readonly stacks = new Map<string, Promise<{ stack: Stack; descriptor: SharedStackDescriptor }>>();
  private certificate?: Promise<TestCertificate>;
  /** One SMTP server for every shared stack; suites tell their messages apart by recipient. */
  private mailSink?: Promise<MailSink>;

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly logDir: string,
  ) {}

  static async start(logDir = 'var/test-logs'): Promise<StackBroker> {
    // A stack's start can take minutes on a loaded machine; the request waits for it.
    const server = createServer({ requestTimeout: 0 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const broker = new StackBroker(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, logDir);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => void broker.handle(request, response));
    return broker;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    const started = await Promise.allSettled([...this.stacks.values()]);
    this.stacks.clear();
    await Promise.all(started.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.stack.stop() : undefined)));
    if (this.mailSink) await (await this.mailSink).stop();
  }

  /** Starts a stack ahead of its first request; a failure is reported to that request. */
  prestart(slot: string): void {
    if (this.stacks.has(slot)) return;
    const starting = this.startStack();
    starting.catch(() => undefined);
    this.stacks.set(slot, starting);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const mail = /^\/mail\?to=([^&]+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && mail) {
      const sink = this.mailSink ? await this.mailSink : null;
      const messages = sink ? sink.to(decodeURIComponent(mail[1])) : [];
      const body = messages.map((message) => ({ from: message.from, to: message.to, raw: message.raw.toString('base64') }));
      response.writeHead(200, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify(body));
      return;
    }
    const match = /^\/stacks\/([\w-]+)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) {
      response.writeHead(404).end();
      return;
    }
    try {
      const descriptor = await this.stackFor(match[1]);
      // No keep-alive: the next suite's request comes minutes later, long after an idle socket is closed.
      response.writeHead(200, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify(descriptor));
    } catch (error) {
      response
        .writeHead(500, { 'content-type': 'text/plain', connection: 'close' })
        .end(error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
  }

  private async stackFor(slot: string): Promise<SharedStackDescriptor> {
    // Suites of several workers ask at once: each pass joins the stack in the map, or starts one if none is.
    for (;;) {
      const existing = this.stacks.get(slot);
      if (!existing) {
        const starting = this.startStack();
        this.stacks.set(slot, starting);
        return (await starting).descriptor;
      }
      // A failed start is reported to the suites that waited for it; the next suite tries again.
      const current = await existing.catch((error: unknown) => {
        if (this.stacks.get(slot) === existing) this.stacks.delete(slot);
        throw error;
      });
      // A stack whose process died (a crash a suite caused) is no stack to hand on: the suites still on it
      // fail, and the next ones get a new stack.
      if (current.stack.processes.every((entry) => entry.child.exitCode === null && entry.child.signalCode === null)) return current.descriptor;
      if (this.stacks.get(slot) === existing) {
        this.stacks.delete(slot);
        await current.stack.stop();
      }
    }
  }

  /**
   * Starts a stack, trying once more when the first start fails: on a loaded machine a process can time
   * out connecting to NATS or PostgreSQL while nine start at once, and every suite of the run should not
   * fail for that. A second failure is reported.
   */
  private async startStack(): Promise<{ stack: Stack; descriptor: SharedStackDescriptor }> {
    try {
      return await this.startStackOnce();
    } catch (error) {
      process.stderr.write(`a shared stack failed to start, starting it again: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
      return this.startStackOnce();
    }
  }

  private async startStackOnce(): Promise<{ stack: Stack; descriptor: SharedStackDescriptor }> {
    this.certificate ??= createTestCertificate();
    this.mailSink ??= MailSink.start();
    const [certificate, sink] = await Promise.all([this.certificate, this.mailSink]);
    const [gatewayPort, mcpPort] = [await freePort(), await freePort()];
    const urls = { mcpUrl: `http://127.0.0.1:${mcpPort}/mcp`, oauthIssuer: `http://127.0.0.1:${gatewayPort}/oauth` };
    const stack = await Stack.start({
      namespace: 'random',
      logDir: this.logDir,
      ports: { gateway: gatewayPort, mcp: mcpPort },
      env: sharedStackEnv(certificate, { ...urls, smtpUrl: sink.url }),
      // The links billing mails customers (payment page, PDF) point at this stack's gateway, so a test
      // can follow them as a customer would.
      // A remittance account (test values) for the documents' bank details.
      appEnv: {
        billing: {
          PUBLIC_BASE_URL: `http://127.0.0.1:${gatewayPort}/api`,
          REMITTANCE_BANK_NAME: 'First Test Bank',
          REMITTANCE_ACCOUNT_NAME: 'Netline Receivables (test)',
          REMITTANCE_ROUTING_NUMBER: '011000015',
          REMITTANCE_ACCOUNT_NUMBER: '000123456789',
        },
      },
    });
    const processes = stack.processes.map(({ app, name, port, url, env, logFile }) => ({ app, name, port, url, env, logFile }));
    return { stack, descriptor: { namespace: stack.namespace, env: stack.env, processes, ...urls, certificate, brokerUrl: this.url } };
  }
}
