import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { IdentitySubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { ResetSecondFactorUseCase } from '../accounts/reset-second-factor.use-case';
import { UsersService } from './users.service';

@Controller()
export class UsersHandler {
  constructor(
    private readonly users: UsersService,
    private readonly resetSecondFactorUseCase: ResetSecondFactorUseCase,
  ) {}

  @RpcHandler(IdentitySubjects.createUser)
  create(@Payload() message: RpcMessage<typeof IdentitySubjects.createUser>) {
    return this.users.create(message.body);
  }

  @RpcHandler(IdentitySubjects.deactivateUser)
  deactivate(@Payload() message: RpcMessage<typeof IdentitySubjects.deactivateUser>) {
    return this.users.deactivate(message.body.user_id);
  }

  @RpcHandler(IdentitySubjects.resetSecondFactor)
  resetSecondFactor(@Payload() message: RpcMessage<typeof IdentitySubjects.resetSecondFactor>) {
    return this.resetSecondFactorUseCase.execute(message.body.user_id, message.body.operator);
  }

  /** For the MCP web sign-in and the dashboard: the user on a correct password, else 401. */
  @RpcHandler(IdentitySubjects.verifyPassword)
  verifyPassword(@Payload() message: RpcMessage<typeof IdentitySubjects.verifyPassword>) {
    return this.users.verifyPassword(message.body);
  }
}
