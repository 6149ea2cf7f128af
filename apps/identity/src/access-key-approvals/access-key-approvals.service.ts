import { Injectable } from '@nestjs/common';
import { AccessKeyApproval, APPROVAL_TTL_HOURS, newEvent, Principal, RequestApprovalInput, toCents, toDollars, UsedApproval } from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { Clock, newId } from '@netline/persistence';
import { QueryFailedError } from 'typeorm';
import { AccessKeysRepository } from '../access-keys/access-keys.repository';
import { AccessKeyApprovalRecord } from './access-key-approval.entity';
import { ApprovalDecidedError, ApprovalKeyError, ApprovalNotFoundError } from './access-key-approval.errors';
import { AccessKeyApprovalsRepository } from './access-key-approvals.repository';

/**
 * The approvals of MCP key policies (docs/mcp.md, "Key policies and approvals"). The MCP endpoint asks,
 * with the calling key's principal, for the approval of a call above its key's `approval_above`: the
 * latest unexpired one of that key, tool and arguments, or a new pending one (`access_key_approval.requested`).
 * A person of the merchant approves or rejects it in the dashboard (`access_key_approval.decided`, the
 * audit trail's record naming them). The endpoint then uses an approved one once, when the same call
 * comes again; the answer to every later identical call is the used approval, until it expires.
 */
@Injectable()
export class AccessKeyApprovalsService {
  constructor(
    private readonly approvals: AccessKeyApprovalsRepository,
    private readonly keys: AccessKeysRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async request(principal: Principal, input: RequestApprovalInput): Promise<AccessKeyApproval> {
    const clientId = await this.callingKey(principal);
    const now = this.clock.now();
    const live = await this.approvals.latestLive(clientId, input.tool, input.arguments_digest, now);
    if (live) return this.view(live);
    await this.approvals.expireOpen(clientId, input.tool, input.arguments_digest, now);
    const record = Object.assign(new AccessKeyApprovalRecord(), {
      id: newId('apr'),
      merchantId: principal.merchant_id,
      clientId,
      tool: input.tool,
      argumentsDigest: input.arguments_digest,
      arguments: input.arguments,
      amount: toCents(input.amount),
      status: 'pending',
      requestedAt: now,
      decidedBy: null,
      decidedAt: null,
      usedAt: null,
      expiresAt: new Date(now.getTime() + APPROVAL_TTL_HOURS * 3_600_000),
    } satisfies AccessKeyApprovalRecord);
    try {
      await this.unitOfWork.run(async ({ manager, emit }) => {
        await this.approvals.insert(record, manager);
        await emit(
          newEvent('access_key_approval.requested', record.merchantId, {
            id: record.id,
            client_id: clientId,
            tool: record.tool,
            amount: record.amount,
            status: 'pending',
          }),
        );
      });
    } catch (error) {
      // The same call asked at the same moment (another replica): one open approval per call, the other's.
      if (!(error instanceof QueryFailedError && (error as { code?: string }).code === '23505')) throw error;
      const other = await this.approvals.latestLive(clientId, input.tool, input.arguments_digest, now);
      if (!other) throw error;
      return this.view(other);
    }
    return this.view(record);
  }

  /** Turns the calling key's approved approval into used, once: `used_now` says whether this call did. */
  async use(principal: Principal, approvalId: string): Promise<UsedApproval> {
    const clientId = await this.callingKey(principal);
    const now = this.clock.now();
    const used = await this.approvals.transition(principal.merchant_id, approvalId, 'approved', { status: 'used', usedAt: now }, now, { clientId });
    if (used) return { used_now: true, approval: await this.view(used) };
    const record = await this.approvals.findOwn(principal.merchant_id, approvalId);
    if (!record || record.clientId !== clientId) throw new ApprovalNotFoundError();
    return { used_now: false, approval: await this.view(record) };
  }

  async list(merchantId: string): Promise<AccessKeyApproval[]> {
    const now = this.clock.now();
    const records = await this.approvals.listForMerchant(merchantId, now);
    const names = new Map((await this.keys.listForMerchant(merchantId)).map((key) => [key.clientId, key.name]));
    return records.map((record) => viewOf(record, names.get(record.clientId) ?? null, now));
  }

  /**
   * An admin's decision on a pending approval of the merchant. Deciding it again the same way answers it as
   * it is (a retried click); any other change of a decided, used or expired approval is a conflict.
   */
  async decide(merchantId: string, userId: string, approvalId: string, decision: 'approved' | 'rejected'): Promise<AccessKeyApproval> {
    const now = this.clock.now();
    const decided = await this.unitOfWork.run(async ({ manager, emit }) => {
      const row = await this.approvals.transition(merchantId, approvalId, 'pending', { status: decision, decidedBy: userId, decidedAt: now }, now, { manager });
      if (row) {
        await emit(
          newEvent('access_key_approval.decided', merchantId, { id: row.id, client_id: row.clientId, tool: row.tool, amount: row.amount, status: decision }),
        );
      }
      return row;
    });
    if (decided) return this.view(decided);
    const record = await this.approvals.findOwn(merchantId, approvalId);
    if (!record) throw new ApprovalNotFoundError();
    const current = viewOf(record, null, now).status;
    if (current === decision) return this.view(record);
    throw new ApprovalDecidedError(current);
  }

  /** The calling key's client id: only a live machine-to-machine MCP key of the principal's account asks. */
  private async callingKey(principal: Principal): Promise<string> {
    if (principal.actor.type !== 'access_key') throw new ApprovalKeyError();
    const key = await this.keys.findByClientId(principal.actor.id);
    if (!key || key.merchantId !== principal.merchant_id || key.kind !== 'mcp' || key.authType !== 'm2m' || key.revokedAt) throw new ApprovalKeyError();
    return key.clientId;
  }

  private async view(record: AccessKeyApprovalRecord): Promise<AccessKeyApproval> {
    const key = await this.keys.findByClientId(record.clientId);
    return viewOf(record, key?.name ?? null, this.clock.now());
  }
}

/** An approval as answered; a pending or approved one past its expiry reads as expired. */
export function viewOf(record: AccessKeyApprovalRecord, keyName: string | null, now: Date): AccessKeyApproval {
  const open = record.status === 'pending' || record.status === 'approved';
  return {
    id: record.id,
    client_id: record.clientId,
    key_name: keyName,
    tool: record.tool,
    arguments: record.arguments,
    amount: toDollars(record.amount),
    status: open && record.expiresAt.getTime() <= now.getTime() ? 'expired' : record.status,
    requested_at: record.requestedAt.toISOString(),
    decided_by: record.decidedBy,
    decided_at: record.decidedAt?.toISOString() ?? null,
    used_at: record.usedAt?.toISOString() ?? null,
    expires_at: record.expiresAt.toISOString(),
  };
}
