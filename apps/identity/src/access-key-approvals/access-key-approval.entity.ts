import { ApprovalStatus, PolicyMoneyTool } from '@netline/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

const bigintNumber = { to: (value: number) => value, from: (value: string) => Number(value) };

/**
 * A tool call of a machine-to-machine MCP key that its policy sent to an admin (docs/mcp.md, "Key policies
 * and approvals"): the call as shown to the admin (`arguments`) and as matched when the assistant calls
 * again (`argumentsDigest`, the MCP endpoint's fingerprint of the tool and its arguments), what it moves
 * (cents), and where it stands: pending → approved or rejected, approved → used (the call acted once);
 * pending or approved past `expiresAt` → expired.
 */
@Entity({ name: 'access_key_approvals' })
export class AccessKeyApprovalRecord {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  merchantId!: string;

  @Column({ type: 'text' })
  clientId!: string;

  @Column({ type: 'text' })
  tool!: PolicyMoneyTool;

  @Column({ type: 'text' })
  argumentsDigest!: string;

  @Column({ type: 'jsonb' })
  arguments!: Record<string, unknown>;

  /** Cents. */
  @Column({ type: 'bigint', transformer: bigintNumber })
  amount!: number;

  @Column({ type: 'text' })
  status!: ApprovalStatus;

  @Column({ type: 'timestamptz' })
  requestedAt!: Date;

  /** The user who approved or rejected it. */
  @Column({ type: 'text', nullable: true })
  decidedBy!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;
}
