import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AccessKeyApprovalRecord } from './access-key-approval.entity';

/** How many decided (or expired) approvals the dashboard's list shows after the pending ones. */
export const DECIDED_SHOWN = 50;

/**
 * The approvals MCP key policies ask for. Every read and change is scoped by merchant (and, for the MCP
 * endpoint's questions, by the calling key); status changes are single conditional UPDATEs, so two
 * replicas or two admins deciding at once change a row once.
 */
@Injectable()
export class AccessKeyApprovalsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(record: AccessKeyApprovalRecord, manager: EntityManager = this.dataSource.manager): Promise<void> {
    // TypeORM's insert type has no mapping for a jsonb column of unknown values; the column takes any JSON.
    await manager.insert(AccessKeyApprovalRecord, { ...record } as QueryDeepPartialEntity<AccessKeyApprovalRecord>);
  }

  findOwn(merchantId: string, id: string): Promise<AccessKeyApprovalRecord | null> {
    return this.dataSource.manager.findOneBy(AccessKeyApprovalRecord, { merchantId, id });
  }

  /** The latest approval of one call (key, tool, arguments) that is not expired at `now`, if any. */
  async latestLive(clientId: string, tool: string, digest: string, now: Date): Promise<AccessKeyApprovalRecord | null> {
    return this.dataSource.manager
      .createQueryBuilder(AccessKeyApprovalRecord, 'approval')
      .where('approval.client_id = :clientId AND approval.tool = :tool AND approval.arguments_digest = :digest', { clientId, tool, digest })
      .andWhere("approval.status <> 'expired' AND approval.expires_at > :now", { now })
      .orderBy('approval.requested_at', 'DESC')
      .addOrderBy('approval.id', 'DESC')
      .getOne();
  }

  /** Marks the call's open approvals expired at `now`, so a new one can be asked for. */
  async expireOpen(clientId: string, tool: string, digest: string, now: Date, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(AccessKeyApprovalRecord)
      .set({ status: 'expired' })
      .where("client_id = :clientId AND tool = :tool AND arguments_digest = :digest AND status IN ('pending', 'approved') AND expires_at <= :now", {
        clientId,
        tool,
        digest,
        now,
      })
      .execute();
  }

  /**
   * Moves one of the merchant's approvals from `from` to `to` if it is still `from` and unexpired at `now`;
   * the row as changed, or null when this call changed nothing.
   */
  async transition(
    merchantId: string,
    id: string,
    from: 'pending' | 'approved',
    change: Partial<Pick<AccessKeyApprovalRecord, 'status' | 'decidedBy' | 'decidedAt' | 'usedAt'>>,
    now: Date,
    options: { clientId?: string; manager?: EntityManager } = {},
  ): Promise<AccessKeyApprovalRecord | null> {
    const manager = options.manager ?? this.dataSource.manager;
    const query = manager
      .createQueryBuilder()
      .update(AccessKeyApprovalRecord)
      .set(change)
      .where('merchant_id = :merchantId AND id = :id AND status = :from AND expires_at > :now', { merchantId, id, from, now });
    if (options.clientId !== undefined) query.andWhere('client_id = :clientId', { clientId: options.clientId });
    const result = await query.execute();
    if (!result.affected) return null;
    return manager.findOneBy(AccessKeyApprovalRecord, { merchantId, id });
  }

  /** The merchant's pending approvals (oldest first), then its latest others (newest first). */
  async listForMerchant(merchantId: string, now: Date): Promise<AccessKeyApprovalRecord[]> {
    const pending = await this.dataSource.manager
      .createQueryBuilder(AccessKeyApprovalRecord, 'approval')
      .where("approval.merchant_id = :merchantId AND approval.status = 'pending' AND approval.expires_at > :now", { merchantId, now })
      .orderBy('approval.requested_at', 'ASC')
      .addOrderBy('approval.id', 'ASC')
      .getMany();
    const others = await this.dataSource.manager
      .createQueryBuilder(AccessKeyApprovalRecord, 'approval')
      .where("approval.merchant_id = :merchantId AND NOT (approval.status = 'pending' AND approval.expires_at > :now)", { merchantId, now })
      .orderBy('approval.requested_at', 'DESC')
      .addOrderBy('approval.id', 'DESC')
      .limit(DECIDED_SHOWN)
      .getMany();
    return [...pending, ...others];
  }
}
