import { ApiClient, createMerchant, customerInput, SharedStack, sharedStack, TcpRelay, waitFor } from '@netline/testing';
import { verifyWebhook, type WebhookEvent } from '@netline/sdk';
import { ChildProcessWithoutNullStreams, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const BIN = join(__dirname, '..', 'bin', 'netline.js');
const run = promisify(execFile);

/** A local webhook endpoint that verifies every delivery with the SDK, as a merchant's would. */
class LocalEndpoint {
  readonly received: Array<{ event: WebhookEvent; at: number }> = [];
  readonly refused: string[] = [];
  secret = '';
  private server!: Server;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        try {
          const event = verifyWebhook(Buffer.concat(chunks), request.headers, this.secret);
          this.received.push({ event, at: Date.now() });
          response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
        } catch (error) {
          this.refused.push((error as Error).message);
          response.writeHead(400).end((error as Error).message);
        }
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhooks`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * The merchant CLI as a merchant runs it: the real bin as a child process against a running stack, with a
 * configuration folder of its own. `listen` goes through a TCP relay, so the test can break its stream.
 */
describe('netline, the merchant CLI', () => {
  let stack: SharedStack;
  let api: ApiClient;
  let key: string;
  let configHome: string;
  const children: ChildProcessWithoutNullStreams[] = [];

  /** The environment of the bin: none of the test process's NETLINE_* variables. */
  function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NETLINE_')));
    return { ...clean, XDG_CONFIG_HOME: configHome, ...extra };
  }

  async function netline(args: string[], extra: Record<string, string> = { NETLINE_API_KEY: key, NETLINE_API_URL: stack.apiUrl }) {
    try {
      const { stdout, stderr } = await run(process.execPath, [BIN, ...args], { env: env(extra), timeout: 60_000 });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  beforeAll(async () => {
    stack = await sharedStack();
    const merchant = await createMerchant(stack.env, 'CLI Merchant');
    key = `${merchant.merchant_id}:${merchant.secret_key}`;
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    configHome = mkdtempSync(join(tmpdir(), 'netline-cli-e2e-'));
  });

  afterAll(() => {
    for (const child of children) child.kill('SIGTERM');
    rmSync(configHome, { recursive: true, force: true });
  });

  it('says how to log in when it has no key, for every command', async () => {
    for (const args of [
      ['events', 'list'],
      ['logs', 'tail'],
      ['trigger', 'customer.created'],
      ['listen', '--forward-to', 'http://127.0.0.1:1/x'],
    ]) {
      const answer = await netline(args, {});
      expect(answer.code).toBe(1);
      expect(answer.stderr).toContain('No Netline key: run `netline login` or set NETLINE_API_KEY');
    }
    const json = await netline(['--json', 'events', 'list'], {});
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({ error: expect.objectContaining({ code: 'no_key' }) });
  });

  it('logs in with a key it checked first, and uses it afterwards', async () => {
    const refused = await netline(['login', '--api-key', `${key.split(':')[0]}:sk_test_wrong`, '--api-url', stack.apiUrl], {});
    expect(refused.code).toBe(1);
    const stored = await netline(['--json', 'login', '--api-key', key, '--api-url', stack.apiUrl], {});
    expect(stored.code).toBe(0);
    expect(JSON.parse(stored.stdout)).toMatchObject({ profile: 'default', api_url: stack.apiUrl });
    const listed = await netline(['--json', 'events', 'list'], {});
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toMatchObject({ results: expect.any(Array) });
  });

  it('triggers invoice.created in the sandbox, and the event is on GET /events', async () => {
    const answer = await netline(['--json', 'trigger', 'invoice.created']);
    expect(answer.code).toBe(0);
    const { created } = JSON.parse(answer.stdout) as { created: Array<{ object: string; id: string }> };
    const invoiceId = created.find((object) => object.object === 'invoice')!.id;
    const events = await waitFor(
      () => api.get(`/events?filter[type][eq]=invoice.created&filter[object_id][eq]=${invoiceId}`),
      (listed) => listed.body.results?.length === 1,
    );
    expect(events.body.results[0]).toMatchObject({ type: 'invoice.created', data: { id: invoiceId } });
    const listed = await netline(['--json', 'events', 'list', '--type', 'invoice.created', '--object-id', invoiceId]);
    expect(JSON.parse(listed.stdout).results.map((event: WebhookEvent) => event.id)).toEqual([events.body.results[0].id]);
    const unknown = await netline(['trigger', 'invoice.teleported']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('customer.created');
  });

  it('forwards a customer.created to a local endpoint within 2 s, and reconnects by itself after the stream drops', async () => {
    const endpoint = new LocalEndpoint();
    const url = await endpoint.start();
    const relay = await TcpRelay.start(stack.apiUrl);
    try {
      const child = spawn(process.execPath, [BIN, '--json', 'listen', '--forward-to', url, '--events', 'customer.created'], {
        env: env({ NETLINE_API_KEY: key, NETLINE_API_URL: relay.rewrite(stack.apiUrl) }),
      });
      children.push(child);
      const lines: Array<Record<string, unknown>> = [];
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const complete = buffered.split('\n');
        buffered = complete.pop()!;
        lines.push(...complete.filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>));
      });
      const ready = await waitFor(async () => lines.find((line) => line.kind === 'ready'), Boolean);
      endpoint.secret = ready!.secret as string;
      expect(
        await waitFor(
          async () => stderr,
          (text) => text.includes('Connected'),
        ),
      ).toContain('Connected');

      const created = await api.post('/customers', customerInput());
      expect(created.status).toBe(200);
      const answeredAt = Date.now();
      const first = await waitFor(async () => endpoint.received.find(({ event }) => event.data.id === created.body.id), Boolean, 10_000);
      expect(first!.event.type).toBe('customer.created');
      expect(first!.at - answeredAt).toBeLessThan(2_000);
      expect(endpoint.refused).toEqual([]);
      // Another test's customer.created may still be on its way when this listener connects, so the line is
      // the one for this event.
      const forwarded = await waitFor(async () => lines.find((line) => line.kind === 'forwarded' && line.event_id === first!.event.id), Boolean);
      expect(forwarded).toMatchObject({ type: 'customer.created', status: 200 });

      // The link breaks: the open stream is reset and new connections fail for a moment.
      await relay.cut(1_000);
      expect(
        await waitFor(
          async () => stderr,
          (text) => text.includes('Disconnected'),
        ),
      ).toContain('Disconnected');
      expect(
        await waitFor(
          async () => stderr,
          (text) => text.includes('Reconnected, resuming after'),
          20_000,
        ),
      ).toContain('Reconnected, resuming after');
      const again = await api.post('/customers', customerInput());
      const second = await waitFor(async () => endpoint.received.find(({ event }) => event.data.id === again.body.id), Boolean, 10_000);
      expect(second!.event.type).toBe('customer.created');
      // Nothing forwarded twice after resuming with Last-Event-ID.
      const ids = endpoint.received.map(({ event }) => event.id);
      expect(new Set(ids).size).toBe(ids.length);
      child.kill('SIGTERM');
    } finally {
      await relay.stop();
      await endpoint.stop();
    }
  });

  it('tails the request log with the requests just made and their request ids', async () => {
    const made = await api.get('/customers?limit=25&filter[email][eq]=someone%40example.com');
    const requestId = made.headers.get('x-request-id')!;
    expect(requestId).toBeTruthy();
    const found = await waitFor(
      async () => {
        const answer = await netline(['--json', 'logs', 'tail', '--limit', '50']);
        return answer.stdout
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { request_id: string; method: string; path: string; status: number });
      },
      (entries) => entries.some((entry) => entry.request_id === requestId),
    );
    const entry = found.find((candidate) => candidate.request_id === requestId)!;
    // The filter's value (an email) is not kept, the paging value is.
    expect(entry).toMatchObject({ method: 'GET', status: 200, path: '/customers?limit=25&filter[email][eq]' });
    const byId = await netline(['--json', 'logs', 'tail', '--request-id', requestId]);
    expect(byId.stdout.trim().split('\n')).toHaveLength(1);
  });
});
