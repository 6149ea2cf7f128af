import { ClientRequest } from 'node:http';
import { Agent } from 'node:https';
import { readFileSync } from 'node:fs';
import { createSecureContext, rootCertificates } from 'node:tls';
import { isIP } from 'node:net';
import { urlToHttpOptions } from 'node:url';
import { clientSpan, traceOwnRequests } from '@netline/observability';
import { bareHost, ForbiddenAddressError, guardedLookup, isPublicAddress, Resolver } from '@netline/outbound';

export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

export interface WebhookSenderOptions {
  timeoutMs: number;
  allowPrivateTargets: boolean;
  caFile?: string;
  resolver?: Resolver;
  maxSockets?: number;
}

/**
 * POSTs one webhook body over HTTPS and reports what happened; it never throws.
 *
 * It uses `node:https` with its own Agent (global fetch would ignore an Agent's `lookup`): the Agent's
 * `lookup` refuses non-public addresses after DNS, a literal IP in the URL is checked before connecting
 * (sockets skip `lookup` for literals), redirects are not followed (a 3xx is a failed attempt like any
 * other non-2xx), and the whole exchange is bounded by `timeoutMs`. Response bodies are drained and
 * discarded so that keep-alive sockets can be reused.
 *
 * Each POST records its own CLIENT span (a child of the attempt's span) and sends its `traceparent`;
 * the HTTP instrumentation never sees these requests (`traceOwnRequests`, and the request is built
 * without the patched `https.request`), because wrapping each one cost about a quarter of the
 * dispatcher's CPU per delivery (apps/webhook-dispatcher/README.md, "Performance").
 */
export class WebhookSender {
  private readonly agent: Agent;

  constructor(private readonly options: WebhookSenderOptions) {
    // One secure context built once: an Agent given `ca` itself would fold every certificate into the
    // pool key it computes for each request (measured: most of the dispatcher's CPU).
    const secureContext = options.caFile ? createSecureContext({ ca: [...rootCertificates, readFileSync(options.caFile, 'utf8')] }) : undefined;
    this.agent = traceOwnRequests(
      new Agent({
        keepAlive: true,
        maxSockets: options.maxSockets ?? 256,
        secureContext,
        lookup: guardedLookup(options.resolver, options.allowPrivateTargets),
      }),
    );
  }

  send(url: string, body: string, headers: Record<string, string>): Promise<SendResult> {
    const started = process.hrtime.bigint();
    const elapsed = () => Number((process.hrtime.bigint() - started) / 1_000_000n);
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return Promise.resolve({ statusCode: null, durationMs: elapsed(), error: 'invalid endpoint URL' });
    }
    const refused = this.refusal(target);
    if (refused) return Promise.resolve({ statusCode: null, durationMs: elapsed(), error: refused });
    const span = clientSpan('POST', target);
    return new Promise((resolve) => {
      let settled = false;
      const finish = (statusCode: number | null, error: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        span.end(statusCode, error);
        resolve({ statusCode, durationMs: elapsed(), error });
      };
      // Constructed directly rather than through `https.request`, which the HTTP instrumentation patches:
      // even for an agent it then leaves alone, its wrapper parsed every request's options first (about
      // 7% of the dispatcher's CPU). The Agent is an https one, so the request goes over TLS as before.
      const request = new ClientRequest(
        {
          ...urlToHttpOptions(target),
          method: 'POST',
          agent: this.agent,
          headers: {
            ...headers,
            ...span.headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'Netline-Webhooks/1',
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => finish(response.statusCode ?? null, null));
          response.on('error', (error) => finish(response.statusCode ?? null, error.message));
        },
      );
      // Callbacks above only run on later ticks, after the timer exists.
      const timer = setTimeout(() => request.destroy(new Error(`timed out after ${this.options.timeoutMs} ms`)), this.options.timeoutMs);
      request.on('error', (error) => finish(null, error.message));
      request.end(body);
    });
  }

  /** Why a URL is refused before any socket is opened, or null. */
  private refusal(target: URL): string | null {
    if (target.protocol !== 'https:') return 'refused: endpoint is not https';
    const host = bareHost(target.hostname);
    if (isIP(host) && !this.options.allowPrivateTargets && !isPublicAddress(host)) return new ForbiddenAddressError(host, host).message;
    return null;
  }

  close(): void {
    this.agent.destroy();
  }
}
