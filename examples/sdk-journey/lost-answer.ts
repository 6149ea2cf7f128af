/** One attempt of the watched write: the key it carried and what the API really answered. */
export interface WriteAttempt {
  idempotencyKey: string | null;
  /** The status the API answered, whether or not the client got to see it. */
  status: number;
  /** True for the attempt whose answer was thrown away and replaced by a 503. */
  lost: boolean;
}

/**
 * A fault in front of the real API, given to the client as its `fetch`: every request goes through to the
 * API, but once armed for a write (a method and an address), the first such request is let through, its
 * answer read to the end and thrown away, and a 503 handed to the client instead. That is the failure an
 * integration cannot avoid: a load balancer or a dropped connection loses the answer of a write the API
 * has already applied. The client cannot tell it from a write that never arrived, so it must retry, and
 * only the repeated `Idempotency-Key` keeps the retry from applying the write a second time.
 */
export class LostAnswer {
  private watched?: { method: string; url: string; attempts: WriteAttempt[] };

  /** `inner` is the `fetch` that reaches the API (the global one unless the caller wraps it too). */
  constructor(private readonly inner: typeof fetch = globalThis.fetch) {}

  /** Loses the answer of the next `method url` request (the address without its query), and records every attempt of it until `disarm`. */
  arm(method: string, url: string): void {
    this.watched = { method: method.toUpperCase(), url, attempts: [] };
  }

  /** Stops watching, and answers the attempts of the watched write, the lost one first. */
  disarm(): WriteAttempt[] {
    const attempts = this.watched?.attempts ?? [];
    this.watched = undefined;
    return attempts;
  }

  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const watched = this.watched;
    if (!watched || request.method !== watched.method || request.url.split('?')[0] !== watched.url) return this.inner(request);

    const idempotencyKey = request.headers.get('idempotency-key');
    const answer = await this.inner(request);
    const lost = watched.attempts.length === 0;
    watched.attempts.push({ idempotencyKey, status: answer.status, lost });
    if (!lost) return answer;
    // Waiting for the whole answer makes sure the API finished the write before the client hears it failed,
    // so the retry meets a completed first attempt rather than one still running (which would be a 409).
    await answer.arrayBuffer();
    return new Response(JSON.stringify({ error: { type: 'service_unavailable', message: 'The answer was lost on the way back (injected fault)' } }), {
      status: 503,
      headers: { 'content-type': 'application/json' },
    });
  };
}
