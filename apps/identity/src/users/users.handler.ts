import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { IdentitySubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { UsersService } from './users.service';

@Controller()
export class UsersHandler {
  constructor(private readonly users: UsersService) {}

  @RpcHandler(IdentitySubjects.createUser)
  create(@Payload() message: RpcMessage<typeof IdentitySubjects.createUser>) {
    return this.users.create(message.body);
  }

  @RpcHandler(IdentitySubjects.deactivateUser)
  deactivate(@Payload() message: RpcMessage<typeof IdentitySubjects.deactivateUser>) {
    return this.users.deactivate(message.body.user_id);
  }
}
