import { BaseConfig, redisKey } from '@netline/config';
import type { Redis } from 'ioredis';
import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** Deletes the lock only while it is still the holder's (it may have expired and been taken since). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export interface CredentialLockOptions {
  /** How long a lock lives if its holder never releases it (a crashed replica). */
  holdMs: number;
  /** How long a second request with the same credential waits for the first before giving up. */
  waitMs: number;
  pollMs: number;
}

/**
 * One token request at a time per refresh token or authorization code, across every gateway replica.
 * The authorization server checks that a code or refresh token is unused and marks it used in two
 * steps, so two requests carrying one credential could both pass the check and both get tokens. Holding
 * a lock on the credential (by its hash) for the length of the request makes the second wait for the
 * first: it then finds the credential used, which the server treats as a replay (the grant ends).
 */
export class CredentialLocks {
  constructor(
    private readonly redis: Redis,
    private readonly config: Pick<BaseConfig, 'NETLINE_NAMESPACE'>,
    private readonly options: CredentialLockOptions = { holdMs: 15_000, waitMs: 10_000, pollMs: 20 },
  ) {}

  /** Resolves with the release once the lock is held; null when it stayed taken for `waitMs`. */
  async acquire(credential: string): Promise<(() => Promise<void>) | null> {
    const key = redisKey(this.config, `oauth-credential-lock:${createHash('sha256').update(credential).digest('hex')}`);
    const holder = randomUUID();
    const deadline = Date.now() + this.options.waitMs;
    for (;;) {
      if ((await this.redis.set(key, holder, 'PX', this.options.holdMs, 'NX')) === 'OK') {
        let released = false;
        return async () => {
          if (released) return;
          released = true;
          await this.redis.eval(RELEASE, 1, key, holder);
        };
      }
      if (Date.now() >= deadline) return null;
      await sleep(this.options.pollMs);
    }
  }
}

/** The code or refresh token a token request presents, if it is one of those grants. */
export function presentedCredential(body: unknown): string | null {
  if (typeof body !== 'string') return null;
  const form = new URLSearchParams(body);
  const grant = form.get('grant_type');
  if (grant === 'refresh_token') return form.get('refresh_token') || null;
  if (grant === 'authorization_code') return form.get('code') || null;
  return null;
}

/**
 * The client id of a `client_credentials` token request (HTTP Basic, RFC 6749 §2.3.1's form-encoded
 * parts, or the form's `client_id`), or null for any other request.
 */
export function clientIdOf(body: unknown, authorization: string | undefined): string | null {
  if (typeof body !== 'string') return null;
  const form = new URLSearchParams(body);
  if (form.get('grant_type') !== 'client_credentials') return null;
  let clientId = form.get('client_id');
  const basic = /^basic\s+(\S+)$/i.exec(authorization ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    try {
      clientId = decodeURIComponent((colon < 0 ? decoded : decoded.slice(0, colon)).replace(/\+/g, ' '));
    } catch {
      return null;
    }
  }
  return clientId && clientId.length <= 200 ? clientId : null;
}
