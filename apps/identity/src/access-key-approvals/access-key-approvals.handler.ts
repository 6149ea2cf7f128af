import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AccessKeyApprovalSubjects, DashboardSubjects, DomainError, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { AccessKeyApprovalsService } from './access-key-approvals.service';

/** A person signed in to the dashboard (the gateway's `user` actor): who decides an approval. */
function actingUser(message: { principal?: { actor: { type: string; id: string } } | null }): string {
  if (message.principal?.actor.type !== 'user') throw new DomainError('IDENTITY.SESSION_REQUIRED', 'forbidden', 'Sign in to the dashboard to do this');
  return message.principal.actor.id;
}

/**
 * The approvals of MCP key policies: the MCP endpoint's questions (with the calling key's principal) and
 * the dashboard's list and decisions (a signed-in person's; approving needs write access, which the
 * gateway checks as on every write).
 */
@Controller()
export class AccessKeyApprovalsHandler {
  constructor(private readonly approvals: AccessKeyApprovalsService) {}

  @RpcHandler(AccessKeyApprovalSubjects.request)
  request(@Payload() message: RpcMessage<typeof AccessKeyApprovalSubjects.request>) {
    return this.approvals.request(message.principal, message.body);
  }

  @RpcHandler(AccessKeyApprovalSubjects.use)
  use(@Payload() message: RpcMessage<typeof AccessKeyApprovalSubjects.use>) {
    return this.approvals.use(message.principal, message.body.approval_id);
  }

  @RpcHandler(DashboardSubjects.listAccessKeyApprovals)
  async list(@Payload() message: RpcMessage<typeof DashboardSubjects.listAccessKeyApprovals>) {
    actingUser(message);
    return { results: await this.approvals.list(message.principal.merchant_id) };
  }

  @RpcHandler(DashboardSubjects.approveAccessKeyApproval)
  approve(@Payload() message: RpcMessage<typeof DashboardSubjects.approveAccessKeyApproval>) {
    return this.approvals.decide(message.principal.merchant_id, actingUser(message), message.params.approval_id, 'approved');
  }

  @RpcHandler(DashboardSubjects.rejectAccessKeyApproval)
  reject(@Payload() message: RpcMessage<typeof DashboardSubjects.rejectAccessKeyApproval>) {
    return this.approvals.decide(message.principal.merchant_id, actingUser(message), message.params.approval_id, 'rejected');
  }
}
