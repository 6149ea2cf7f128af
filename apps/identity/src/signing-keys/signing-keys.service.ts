import { Inject, Injectable } from '@nestjs/common';
import { Jwks, NotFoundError, PublicJwk, RevokedSigningKey, RotatedSigningKey, TOKEN_ALGORITHM } from '@netline/contracts';
import { CONFIG } from '@netline/messaging';
import { Clock, newId } from '@netline/persistence';
import { exportJWK, exportPKCS8, generateKeyPair, importPKCS8, KeyLike } from 'jose';
import { DataSource } from 'typeorm';
import { IdentityConfig } from '../config';
import { KeySealer, SealPurpose, sealerFor } from './key-sealer';
import { SigningKey } from './signing-key.entity';
import { SigningKeysRepository } from './signing-keys.repository';

/**
 * Token signing keys (ES256). The newest key signs; every key whose tokens may still be alive verifies.
 * A key signs for SIGNING_KEY_ROTATE_AFTER_HOURS, then the next mint creates a successor (or an operator
 * rotates early); the old key stays in the JWKS until `retires_at` = its rotation time + the longest token
 * lifetime, so no token ever loses its key and rotation needs no downtime. Verifiers cache public keys by
 * `kid` and refetch the JWKS when they meet a new one.
 */
@Injectable()
export class SigningKeysService {
  private readonly sealer: KeySealer;
  private readonly privateKeys = new Map<string, KeyLike>();

  constructor(
    private readonly keys: SigningKeysRepository,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {
    this.sealer = sealerFor(config, SealPurpose.SigningKey);
  }

  private get rotateAfterMs(): number {
    return this.config.SIGNING_KEY_ROTATE_AFTER_HOURS * 3_600_000;
  }

  /** The key that signs now, created when there is none young enough. */
  async signingKey(): Promise<{ kid: string; privateKey: KeyLike }> {
    let key = await this.keys.newest(this.clock.now());
    if (!key || this.isStale(key)) key = await this.create(false);
    return { kid: key.kid, privateKey: await this.privateKey(key) };
  }

  async rotate(): Promise<RotatedSigningKey> {
    const key = await this.create(true);
    return { kid: key.kid, created_at: key.createdAt.toISOString() };
  }

  /**
   * Emergency revocation of a key thought compromised: it leaves the JWKS at once, so verifiers drop it
   * within their JWKS cache time (AUTH_CACHE_TTL_MS, 5 s) and refuse every token it signed; when it was
   * the signing key, a new one signs from now on. Unlike a rotation, its tokens do not live out their time.
   */
  async revoke(kid: string): Promise<RevokedSigningKey> {
    const now = this.clock.now();
    const revoked = await this.dataSource.transaction(async (manager) => {
      await this.keys.lockCreation(manager);
      return this.keys.retireNow(manager, kid, now);
    });
    if (!revoked) throw new NotFoundError('Signing key');
    this.privateKeys.delete(kid);
    const { kid: signingKid } = await this.signingKey();
    return { kid, revoked_at: now.toISOString(), signing_kid: signingKid };
  }

  async jwks(): Promise<Jwks> {
    const keys = await this.keys.unretired(this.clock.now());
    return { keys: keys.map((key) => key.publicJwk) };
  }

  private isStale(key: SigningKey): boolean {
    return this.clock.now().getTime() - key.createdAt.getTime() >= this.rotateAfterMs;
  }

  private async create(force: boolean): Promise<SigningKey> {
    return this.dataSource.transaction(async (manager) => {
      await this.keys.lockCreation(manager);
      // Another replica may have created a fresh key while this one waited for the lock.
      const newest = await this.keys.newest(this.clock.now(), manager);
      if (!force && newest && !this.isStale(newest)) return newest;
      const { publicKey, privateKey } = await generateKeyPair(TOKEN_ALGORITHM, { extractable: true });
      const kid = newId('kid');
      const now = this.clock.now();
      const longestTokenMs = Math.max(this.config.TOKEN_TTL_REST_SECONDS, this.config.TOKEN_TTL_MCP_SECONDS, this.config.OAUTH_ACCESS_TOKEN_TTL_SECONDS) * 1000;
      const jwk = await exportJWK(publicKey);
      const key = Object.assign(new SigningKey(), {
        kid,
        algorithm: TOKEN_ALGORITHM,
        publicJwk: { kid, kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, alg: TOKEN_ALGORITHM, use: 'sig' } as PublicJwk,
        privateKeySealed: this.sealer.seal(await exportPKCS8(privateKey)),
        createdAt: now,
        retiresAt: new Date(now.getTime() + this.rotateAfterMs + longestTokenMs),
      });
      await this.keys.insert(key, manager);
      this.privateKeys.set(kid, privateKey);
      return key;
    });
  }

  private async privateKey(key: SigningKey): Promise<KeyLike> {
    let privateKey = this.privateKeys.get(key.kid);
    if (!privateKey) {
      privateKey = await importPKCS8(this.sealer.open(key.privateKeySealed), key.algorithm);
      this.privateKeys.set(key.kid, privateKey);
    }
    return privateKey;
  }
}
