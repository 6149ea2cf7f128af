import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DashboardSubjects, DomainError, IdentitySubjects, RpcMessage, RpcRequest } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { InvitationsService } from './invitations.service';
import { PasswordResetsService } from './password-resets.service';
import { PasswordsService } from './passwords.service';
import { ResetSecondFactorUseCase } from './reset-second-factor.use-case';
import { SecondFactorService } from './second-factor.service';

/** The signed-in person behind a session operation (the gateway's `user` actor). */
function actingUser(message: RpcRequest): string {
  if (message.principal?.actor.type !== 'user') throw new DomainError('IDENTITY.SESSION_REQUIRED', 'forbidden', 'Sign in to the dashboard to do this');
  return message.principal.actor.id;
}

/**
 * Signing in, a person's own account (password, second factor, proof of presence), the operator's reset
 * of a lost second factor, the team's invitations, and the public reset and invitation operations, whose
 * emailed token is the permission.
 */
@Controller()
export class AccountsHandler {
  constructor(
    private readonly passwords: PasswordsService,
    private readonly secondFactor: SecondFactorService,
    private readonly resetSecondFactorUseCase: ResetSecondFactorUseCase,
    private readonly resets: PasswordResetsService,
    private readonly invitations: InvitationsService,
  ) {}

  /** For the MCP web sign-in and the dashboard: the user on a correct password, else 401. */
  @RpcHandler(IdentitySubjects.verifyPassword)
  verifyPassword(@Payload() message: RpcMessage<typeof IdentitySubjects.verifyPassword>) {
    return this.passwords.verifyPassword(message.body);
  }

  @RpcHandler(IdentitySubjects.resetSecondFactor)
  resetSecondFactor(@Payload() message: RpcMessage<typeof IdentitySubjects.resetSecondFactor>) {
    return this.resetSecondFactorUseCase.execute(message.body.user_id, message.body.operator);
  }

  @RpcHandler(DashboardSubjects.accountSecurity)
  accountSecurity(@Payload() message: RpcMessage<typeof DashboardSubjects.accountSecurity>) {
    return this.secondFactor.security(actingUser(message));
  }

  @RpcHandler(DashboardSubjects.changePassword)
  changePassword(@Payload() message: RpcMessage<typeof DashboardSubjects.changePassword>) {
    return this.passwords.changePassword(actingUser(message), message.body.current_password, message.body.new_password);
  }

  @RpcHandler(DashboardSubjects.startTotp)
  startTotp(@Payload() message: RpcMessage<typeof DashboardSubjects.startTotp>) {
    return this.secondFactor.startEnrolment(actingUser(message));
  }

  @RpcHandler(DashboardSubjects.confirmTotp)
  confirmTotp(@Payload() message: RpcMessage<typeof DashboardSubjects.confirmTotp>) {
    return this.secondFactor.confirmEnrolment(actingUser(message), message.body.code);
  }

  @RpcHandler(DashboardSubjects.disableTotp)
  disableTotp(@Payload() message: RpcMessage<typeof DashboardSubjects.disableTotp>) {
    return this.secondFactor.disable(actingUser(message), message.body.password, message.body.code);
  }

  @RpcHandler(DashboardSubjects.regenerateRecoveryCodes)
  regenerateRecoveryCodes(@Payload() message: RpcMessage<typeof DashboardSubjects.regenerateRecoveryCodes>) {
    return this.secondFactor.regenerateRecoveryCodes(actingUser(message));
  }

  @RpcHandler(DashboardSubjects.stepUp)
  stepUp(@Payload() message: RpcMessage<typeof DashboardSubjects.stepUp>) {
    return this.secondFactor.stepUp(actingUser(message), message.body);
  }

  @RpcHandler(DashboardSubjects.requestPasswordReset)
  requestPasswordReset(@Payload() message: RpcMessage<typeof DashboardSubjects.requestPasswordReset>) {
    return this.resets.request(message.body.email);
  }

  @RpcHandler(DashboardSubjects.resetPassword)
  resetPassword(@Payload() message: RpcMessage<typeof DashboardSubjects.resetPassword>) {
    return this.resets.reset(message.body.token, message.body.password);
  }

  @RpcHandler(DashboardSubjects.previewInvitation)
  previewInvitation(@Payload() message: RpcMessage<typeof DashboardSubjects.previewInvitation>) {
    return this.invitations.preview(message.body.token);
  }

  @RpcHandler(DashboardSubjects.acceptInvitation)
  acceptInvitation(@Payload() message: RpcMessage<typeof DashboardSubjects.acceptInvitation>) {
    return this.invitations.accept(message.body.token, message.body.password);
  }

  @RpcHandler(DashboardSubjects.listInvitations)
  async listInvitations(@Payload() message: RpcMessage<typeof DashboardSubjects.listInvitations>) {
    actingUser(message);
    return { results: await this.invitations.list(message.principal.merchant_id) };
  }

  @RpcHandler(DashboardSubjects.createInvitation)
  createInvitation(@Payload() message: RpcMessage<typeof DashboardSubjects.createInvitation>) {
    return this.invitations.create(message.principal.merchant_id, actingUser(message), message.body.email, message.body.role);
  }

  @RpcHandler(DashboardSubjects.resendInvitation)
  resendInvitation(@Payload() message: RpcMessage<typeof DashboardSubjects.resendInvitation>) {
    return this.invitations.resend(message.principal.merchant_id, message.params.invitation_id, actingUser(message));
  }

  @RpcHandler(DashboardSubjects.revokeInvitation)
  revokeInvitation(@Payload() message: RpcMessage<typeof DashboardSubjects.revokeInvitation>) {
    actingUser(message);
    return this.invitations.revoke(message.principal.merchant_id, message.params.invitation_id);
  }
}
