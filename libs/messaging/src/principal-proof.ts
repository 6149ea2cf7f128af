import { BaseConfig, DEVELOPMENT_PRINCIPAL_KEY } from '@netline/config';
import { BUS_CALLS, DomainError, mayAssertPrincipal, Principal } from '@netline/contracts';
import {
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  createSecretKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  KeyObject,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Verifiable principals on the bus (docs/decisions/0023-verifiable-principals.md).
 *
 * A request that acts for a merchant carries its `principal`; the NATS user that sent it proves only
 * which subjects it may send, not whom it may speak for. So the sender vouches for the principal with a
 * MAC, and the receiving service checks it before any handler runs:
 *
 * - Every app has a bus key pair (X25519; `PRINCIPAL_KEY`, and every app's public key in
 *   `PRINCIPAL_PUBLIC_KEYS`). Sender S and receiver R each derive the same key for the direction S→R
 *   (Diffie-Hellman of one's private key and the other's public key, through HKDF), once per pair of keys
 *   and cached for the life of the process. No other app can derive it, so billing cannot vouch as the
 *   gateway, even to a service both of them call.
 * - Per request, S sends `principal_proof`: its name, both key ids, the time of sending and an
 *   HMAC-SHA256 under that key over the principal (its JSON), the subject as sent (namespace included),
 *   the request id and the time. R recomputes it, refuses a time more than `PROOF_WINDOW_MS` from its own
 *   clock, and refuses a sender that may not vouch on that subject (`mayAssertPrincipal`: the edges, or a
 *   service on the merchant-facing subjects it calls).
 *
 * The cost on the request path is one HMAC on each side (a few microseconds); the Diffie-Hellman happens
 * once per pair of keys. Signing each request with Ed25519 instead cost ten to fifteen times as much
 * (the decision record has the figures; `bench/micro/principal-proof.js` measures both).
 */

/** How far a proof's time may be from the receiver's clock, either way: bounds a replay of a captured request. */
export const PROOF_WINDOW_MS = 30_000;

/** What a request carrying a principal also carries, beside it in the envelope. */
export interface PrincipalProof {
  /** The app that vouches for the principal. */
  from: string;
  /** Its key, and the receiver's key the proof was made for (ids: `keyId`). */
  kid: string;
  to_kid: string;
  /** Milliseconds since the epoch, on the sender's clock. */
  sent_at: number;
  /** HMAC-SHA256, base64url, under the pair's key over `proofText`. */
  mac: string;
}

/** The principal of a request was not vouched for by a sender this service trusts: refused before any handler runs. */
export class PrincipalRefusedError extends DomainError {
  constructor(reason: string) {
    super('COMMON.PRINCIPAL_NOT_VERIFIED', 'authentication', `The principal of this request could not be verified: ${reason}`);
  }
}

export type PrincipalKeySettings = Partial<Pick<BaseConfig, 'PRINCIPAL_KEY' | 'PRINCIPAL_KEYS_PREVIOUS' | 'PRINCIPAL_PUBLIC_KEYS'>>;

const PKCS8_X25519 = Buffer.from('302e020100300506032b656e04220420', 'hex');
const SPKI_X25519 = Buffer.from('302a300506032b656e032100', 'hex');

/** A private key from its 32 raw bytes (base64url). */
function privateKeyOf(raw: string): KeyObject {
  return createPrivateKey({ key: Buffer.concat([PKCS8_X25519, Buffer.from(raw, 'base64url')]), format: 'der', type: 'pkcs8' });
}

function publicKeyOf(raw: string): KeyObject {
  return createPublicKey({ key: Buffer.concat([SPKI_X25519, Buffer.from(raw, 'base64url')]), format: 'der', type: 'spki' });
}

/** The 32 raw bytes of a public key, base64url: what PRINCIPAL_PUBLIC_KEYS lists. */
function rawPublicKey(key: KeyObject): string {
  return key.export({ format: 'der', type: 'spki' }).subarray(SPKI_X25519.length).toString('base64url');
}

/** A short, stable id of a public key (the first 8 bytes of its SHA-256), carried in proofs. */
export function keyId(rawPublic: string): string {
  return createHash('sha256').update(Buffer.from(rawPublic, 'base64url')).digest().subarray(0, 8).toString('base64url');
}

/** The development private key of `app`, derived from its name: published, for developer machines and tests only. */
export function developmentPrivateKey(app: string): string {
  return createHash('sha256').update(`${DEVELOPMENT_PRINCIPAL_KEY}:${app}`).digest().toString('base64url');
}

/** The public half of a private key given as PRINCIPAL_KEY takes it. */
export function publicBusKey(privateRaw: string): string {
  return rawPublicKey(createPublicKey(privateKeyOf(privateRaw)));
}

/** A fresh bus key pair, as PRINCIPAL_KEY and a PRINCIPAL_PUBLIC_KEYS entry take them. */
export function newBusKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('x25519');
  return {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(PKCS8_X25519.length).toString('base64url'),
    publicKey: rawPublicKey(publicKey),
  };
}

/** Fresh keys for `apps`: each app's PRINCIPAL_KEY, and the PRINCIPAL_PUBLIC_KEYS every process gets. */
export function newBusKeys(apps: readonly string[]): { privateKeys: Record<string, string>; publicKeys: string } {
  const privateKeys: Record<string, string> = {};
  const entries: string[] = [];
  for (const app of apps) {
    const pair = newBusKeyPair();
    privateKeys[app] = pair.privateKey;
    entries.push(`${app}:${pair.publicKey}`);
  }
  return { privateKeys, publicKeys: entries.join(',') };
}

/** Every app's development public key, as PRINCIPAL_PUBLIC_KEYS stands for when unset. */
function developmentPublicKeys(): string[] {
  return Object.keys(BUS_CALLS).map((app) => `${app}:${publicBusKey(developmentPrivateKey(app))}`);
}

/**
 * What a deployed process (APP_ENV or NODE_ENV production) may not run with: development bus keys,
 * whose private halves are published here, would let anyone vouch for any merchant.
 */
export function principalKeyProblems(config: PrincipalKeySettings & Pick<BaseConfig, 'APP_ENV' | 'NODE_ENV'>): string[] {
  if (config.APP_ENV !== 'production' && config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!config.PRINCIPAL_PUBLIC_KEYS) {
    problems.push(
      'PRINCIPAL_PUBLIC_KEYS is not set: every app would trust the published development keys; list the public keys of this deployment (npm run -s principal:keys)',
    );
  } else {
    const published = new Set(developmentPublicKeys().map((entry) => entry.slice(entry.indexOf(':') + 1)));
    const listed = config.PRINCIPAL_PUBLIC_KEYS.filter((entry) => published.has(entry.slice(entry.indexOf(':') + 1)));
    if (listed.length > 0)
      problems.push(`PRINCIPAL_PUBLIC_KEYS lists published development keys (${listed.map((entry) => entry.split(':')[0]).join(', ')}); make keys of your own`);
  }
  return problems;
}

/** The text a proof's MAC covers; every field is the sender's or the receiver's own view of the request. */
function proofText(from: string, to: string, subject: string, requestId: string, sentAt: number, principalJson: string): string {
  return `netline-principal-v1\n${from}\n${to}\n${subject}\n${requestId}\n${sentAt}\n${principalJson}`;
}

interface OwnKey {
  kid: string;
  key: KeyObject;
}

/**
 * One app's bus keys: its own private key(s) and every app's public keys, with the pair keys derived
 * from them (cached). `proof` is the sending side, `verify` the receiving side.
 */
export class PrincipalKeyring {
  private readonly pairKeys = new Map<string, KeyObject>();
  /** Per receiver, the key it is sent to and the pair key for it: the sending side's one lookup per request. */
  private readonly sending = new Map<string, { toKid: string; key: KeyObject } | null>();

  private constructor(
    readonly app: string,
    /** The current key first, then earlier ones (PRINCIPAL_KEYS_PREVIOUS). */
    private readonly own: OwnKey[],
    /** Each app's public keys, the one to send to first. */
    private readonly peers: Map<string, OwnKey[]>,
    private readonly now: () => number,
  ) {}

  /** The keyring of `app` from its settings; unset ones stand for the development keys. */
  static fromSettings(settings: PrincipalKeySettings, app: string, now: () => number = Date.now): PrincipalKeyring {
    const current = !settings.PRINCIPAL_KEY || settings.PRINCIPAL_KEY === DEVELOPMENT_PRINCIPAL_KEY ? developmentPrivateKey(app) : settings.PRINCIPAL_KEY;
    const own = [current, ...(settings.PRINCIPAL_KEYS_PREVIOUS ?? [])].map((raw) => ({ kid: keyId(publicBusKey(raw)), key: privateKeyOf(raw) }));
    const peers = new Map<string, OwnKey[]>();
    for (const entry of settings.PRINCIPAL_PUBLIC_KEYS ?? developmentPublicKeys()) {
      const separator = entry.indexOf(':');
      const peer = entry.slice(0, separator);
      const raw = entry.slice(separator + 1);
      peers.set(peer, [...(peers.get(peer) ?? []), { kid: keyId(raw), key: publicKeyOf(raw) }]);
    }
    return new PrincipalKeyring(app, own, peers, now);
  }

  /**
   * The proof for a request to `receiver` on `subject` (as sent, namespace included), or undefined when
   * the receiver's public key is unknown here (it will refuse the principal, naming why).
   */
  proof(receiver: string, subject: string, requestId: string, principal: Principal): PrincipalProof | undefined {
    let sending = this.sending.get(receiver);
    if (sending === undefined) {
      const peer = this.peers.get(receiver)?.[0];
      sending = peer ? { toKid: peer.kid, key: this.pairKey(this.app, receiver, this.own[0], peer, 'send') } : null;
      this.sending.set(receiver, sending);
    }
    if (!sending) return undefined;
    const sentAt = this.now();
    const mac = createHmac('sha256', sending.key)
      .update(proofText(this.app, receiver, subject, requestId, sentAt, JSON.stringify(principal)))
      .digest('base64url');
    return { from: this.app, kid: this.own[0].kid, to_kid: sending.toKid, sent_at: sentAt, mac };
  }

  /**
   * Checks the principal of a request received on `subject` (as received, namespace included) with the
   * proof beside it; `bareSubject` is the subject without the namespace, what `mayAssertPrincipal`
   * judges. Throws `PrincipalRefusedError` naming the reason.
   */
  verify(subject: string, bareSubject: string, requestId: unknown, principal: unknown, proof: unknown): void {
    if (typeof proof !== 'object' || proof === null) throw new PrincipalRefusedError('it carries no principal_proof');
    const { from, kid, to_kid: toKid, sent_at: sentAt, mac } = proof as Partial<Record<keyof PrincipalProof, unknown>>;
    if (typeof from !== 'string' || typeof kid !== 'string' || typeof toKid !== 'string' || typeof sentAt !== 'number' || typeof mac !== 'string') {
      throw new PrincipalRefusedError('its principal_proof is malformed');
    }
    if (!mayAssertPrincipal(from, bareSubject)) throw new PrincipalRefusedError(`${from} may not state a principal on ${bareSubject}`);
    const peer = this.peers.get(from)?.find((candidate) => candidate.kid === kid);
    if (!peer) throw new PrincipalRefusedError(`the key ${kid} of ${from} is not one this service knows`);
    const own = this.own.find((candidate) => candidate.kid === toKid);
    if (!own) throw new PrincipalRefusedError(`it was made for a key of ${this.app} (${toKid}) this service does not hold`);
    if (Math.abs(this.now() - sentAt) > PROOF_WINDOW_MS)
      throw new PrincipalRefusedError(`it was made at ${new Date(sentAt).toISOString()}, outside the ${PROOF_WINDOW_MS / 1000} s window`);
    if (typeof requestId !== 'string') throw new PrincipalRefusedError('it carries no request_id');
    const key = this.pairKey(from, this.app, own, peer, 'receive');
    const expected = createHmac('sha256', key)
      .update(proofText(from, this.app, subject, requestId, sentAt, JSON.stringify(principal)))
      .digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new PrincipalRefusedError(`its MAC does not match (not made by ${from} for this request)`);
  }

  /**
   * The key of the direction sender→receiver for these two keys: HKDF over their Diffie-Hellman secret,
   * the names and key ids in its info, so each direction and each pair of keys has its own.
   */
  private pairKey(sender: string, receiver: string, own: OwnKey, peer: OwnKey, side: 'send' | 'receive'): KeyObject {
    const [senderKid, receiverKid] = side === 'send' ? [own.kid, peer.kid] : [peer.kid, own.kid];
    const info = `netline-principal-v1 ${sender}:${senderKid}>${receiver}:${receiverKid}`;
    let key = this.pairKeys.get(info);
    if (!key) {
      const shared = diffieHellman({ privateKey: own.key, publicKey: peer.key });
      // Kept as a KeyObject: Node's createHmac takes one (or a string) in about 2 µs, a Buffer in about 11.
      key = createSecretKey(Buffer.from(hkdfSync('sha256', shared, Buffer.alloc(0), info, 32)));
      this.pairKeys.set(info, key);
    }
    return key;
  }
}
