import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreateUserRequest, IdentitySubjects, InternalRequest, VerifyPasswordRequest } from '@netline/contracts';
import { UsersService } from './users.service';

@Controller()
export class UsersHandler {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(IdentitySubjects.createUser)
  create(@Payload() message: InternalRequest<CreateUserRequest>) {
    return this.users.create(message.body);
  }

  @MessagePattern(IdentitySubjects.deactivateUser)
  deactivate(@Payload() message: InternalRequest<{ user_id: string }>) {
    return this.users.deactivate(message.body.user_id);
  }

  /** For the MCP web sign-in and the dashboard: the user on a correct password, else 401. */
  @MessagePattern(IdentitySubjects.verifyPassword)
  verifyPassword(@Payload() message: InternalRequest<VerifyPasswordRequest>) {
    return this.users.verifyPassword(message.body);
  }
}
