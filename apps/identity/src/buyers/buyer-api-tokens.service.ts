import { Injectable } from '@nestjs/common';
import {
  BUYER_API_TOKEN_DEFAULT_DAYS,
  BUYER_API_TOKEN_MAX_DAYS,
  BUYER_API_TOKEN_PATTERN,
  BUYER_API_TOKEN_PREFIX,
  BuyerApiToken,
  CreatedBuyerApiToken,
  normalizeBuyerEmail,
  VerifiedBuyerApiToken,
} from '@netline/contracts';
import { Clock, lockForTransaction, newId } from '@netline/persistence';
import { randomBytes } from 'node:crypto';
import { DataSource, IsNull } from 'typeorm';
import { tokenDigest } from '../accounts/account-tokens';
import { BuyerApiTokensRepository } from './buyer-api-tokens.repository';
import { BuyerApiTokenRecord } from './buyer.entities';
import { BuyerApiTokenInvalidError, BuyerApiTokenLimitError, BuyerApiTokenNotFoundError } from './buyer.errors';

const DAY_MS = 86_400_000;
/** Live (unrevoked, unexpired) tokens one address may hold: enough for every assistant, not a store of secrets. */
export const BUYER_API_TOKEN_LIMIT = 20;
/** `last_used_at` is written at most this often per token: a busy assistant does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * A buyer's API tokens (docs/buyer-portal.md, "API tokens and the buyer tool set"). The gateway mints,
 * lists and revokes them for a signed-in portal session's address; the gateway (`/portal/api`) and the MCP
 * endpoint verify a presented secret here. A token names an address only: what it reaches is asked of
 * `reach` on every use, as for a portal session, so a changed customer email or a removed buyer user
 * counts at once.
 *
 * The secret is `nlbt_` and 256 random bits; the database keeps its SHA-256 (a plain digest is as good as
 * a slow hash for a random secret) and its first characters as a hint. Every refusal of a presented
 * secret is the same 401.
 */
@Injectable()
export class BuyerApiTokensService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: BuyerApiTokensRepository,
    private readonly clock: Clock,
  ) {}

  async create(rawEmail: string, name: string, expiresInDays?: number): Promise<CreatedBuyerApiToken> {
    const email = normalizeBuyerEmail(rawEmail);
    const now = this.clock.now();
    const days = Math.min(expiresInDays ?? BUYER_API_TOKEN_DEFAULT_DAYS, BUYER_API_TOKEN_MAX_DAYS);
    const secret = `${BUYER_API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const record = Object.assign(new BuyerApiTokenRecord(), {
      id: newId('bat'),
      email,
      name: name.trim(),
      hint: secret.slice(0, BUYER_API_TOKEN_PREFIX.length + 4),
      tokenDigest: tokenDigest(secret),
      expiresAt: new Date(now.getTime() + days * DAY_MS),
      lastUsedAt: null,
      revokedAt: null,
      createdAt: now,
    });
    await this.dataSource.transaction(async (manager) => {
      // One address's mints in turn, so two racing cannot both pass the limit.
      await lockForTransaction(manager, `buyer-api-tokens:${email}`);
      const live = await this.tokens.countLive(manager, email, now);
      if (live >= BUYER_API_TOKEN_LIMIT) throw new BuyerApiTokenLimitError(BUYER_API_TOKEN_LIMIT);
      await manager.insert(BuyerApiTokenRecord, record);
    });
    return { ...toBuyerApiToken(record), secret };
  }

  /** The address's tokens, newest first, without their secrets. */
  async list(rawEmail: string): Promise<{ results: BuyerApiToken[] }> {
    const rows = await this.dataSource
      .getRepository(BuyerApiTokenRecord)
      .find({ where: { email: normalizeBuyerEmail(rawEmail) }, order: { createdAt: 'DESC', id: 'DESC' }, take: 100 });
    return { results: rows.map(toBuyerApiToken) };
  }

  /** Revokes one of the address's tokens (again: the same answer). Another address's token is not found. */
  async revoke(rawEmail: string, tokenId: string): Promise<BuyerApiToken> {
    const email = normalizeBuyerEmail(rawEmail);
    const repository = this.dataSource.getRepository(BuyerApiTokenRecord);
    await repository.update({ id: tokenId, email, revokedAt: IsNull() }, { revokedAt: this.clock.now() });
    const found = await repository.findOneBy({ id: tokenId, email });
    if (!found) throw new BuyerApiTokenNotFoundError();
    return toBuyerApiToken(found);
  }

  /** Whose a presented secret is: unrevoked and unexpired, or refused. */
  async verify(token: string): Promise<VerifiedBuyerApiToken> {
    if (typeof token !== 'string' || !BUYER_API_TOKEN_PATTERN.test(token)) throw new BuyerApiTokenInvalidError();
    const now = this.clock.now();
    const repository = this.dataSource.getRepository(BuyerApiTokenRecord);
    const found = await repository.findOneBy({ tokenDigest: tokenDigest(token) });
    if (!found || found.revokedAt || found.expiresAt.getTime() <= now.getTime()) throw new BuyerApiTokenInvalidError();
    if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await repository.update({ id: found.id }, { lastUsedAt: now });
    }
    return { email: found.email, token_id: found.id, expires_at: found.expiresAt.toISOString() };
  }
}

function toBuyerApiToken(record: BuyerApiTokenRecord): BuyerApiToken {
  return {
    id: record.id,
    name: record.name,
    hint: record.hint,
    created_at: record.createdAt.toISOString(),
    expires_at: record.expiresAt.toISOString(),
    last_used_at: record.lastUsedAt ? record.lastUsedAt.toISOString() : null,
    revoked_at: record.revokedAt ? record.revokedAt.toISOString() : null,
  };
}
