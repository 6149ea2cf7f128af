import { ClientRequest, ClientRequestArgs } from 'node:http';
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

/** How many parsed endpoint URLs a sender keeps (each merchant has a few at most). */
const ENDPOINTS_REMEMBERED = 10_000;

/**
 * An endpoint URL ready to be posted to: the URL (for the span) and the parts of `urlToHttpOptions` that a
 * request is made of. Or the reason it is refused before any socket is opened.
 */
type Endpoint = { url: URL; request: Pick<ClientRequestArgs, 'protocol' | 'hostname' | 'port' | 'path' | 'auth'> } | { refusal: string };

function parseEndpoint(url: string, allowPrivateTargets: boolean): Endpoint {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { refusal: 'invalid endpoint URL' };
  }
  if (parsed.protocol !== 'https:') return { refusal: 'refused: endpoint is not https' };
  // A literal address skips the Agent's `lookup`, so it is checked here.
  const host = bareHost(parsed.hostname);
  if (isIP(host) && !allowPrivateTargets && !isPublicAddress(host)) return { refusal: new ForbiddenAddressError(host, host).message };
  const { protocol, hostname, port, path, auth } = urlToHttpOptions(parsed);
  return { url: parsed, request: { protocol, hostname, port, path, auth } };
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
  private readonly endpoints = new Map<string, Endpoint>();

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
    const endpoint = this.endpoint(url);
    if ('refusal' in endpoint) return Promise.resolve({ statusCode: null, durationMs: elapsed(), error: endpoint.refusal });
    const { url: target, request: to } = endpoint;
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
          protocol: to.protocol,
          hostname: to.hostname,
          port: to.port,
          path: to.path,
          auth: to.auth,
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

  /**
   * An endpoint URL parsed and checked once, then remembered: a merchant's deliveries all go to the same
   * few URLs, and parsing one into request options on every POST cost about as much as the two signatures
   * (README, "Performance"). The answer depends on the URL string alone (the address a name resolves to is
   * checked on every connection, by the Agent's `lookup`), so a remembered one is never stale; the map is
   * emptied when it reaches ENDPOINTS_REMEMBERED.
   */
  private endpoint(url: string): Endpoint {
    let endpoint = this.endpoints.get(url);
    if (endpoint === undefined) {
      endpoint = parseEndpoint(url, this.options.allowPrivateTargets);
      if (this.endpoints.size >= ENDPOINTS_REMEMBERED) this.endpoints.clear();
      this.endpoints.set(url, endpoint);
    }
    return endpoint;
  }

  close(): void {
    this.agent.destroy();
  }
}
