import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { OAuthSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { OAuthService } from './oauth.service';

/** The gateway's OAuth authorization server asking identity (internal subjects, edges only). */
@Controller()
export class OAuthHandler {
  constructor(private readonly oauth: OAuthService) {}

  @RpcHandler(OAuthSubjects.client)
  client(@Payload() message: RpcMessage<typeof OAuthSubjects.client>) {
    return this.oauth.client(message.body.client_id);
  }

  @RpcHandler(OAuthSubjects.verifyClient)
  verifyClient(@Payload() message: RpcMessage<typeof OAuthSubjects.verifyClient>) {
    return this.oauth.verifyClient(message.body);
  }

  @RpcHandler(OAuthSubjects.mint)
  mint(@Payload() message: RpcMessage<typeof OAuthSubjects.mint>) {
    return this.oauth.mint(message.body);
  }

  @RpcHandler(OAuthSubjects.store)
  store(@Payload() message: RpcMessage<typeof OAuthSubjects.store>) {
    return this.oauth.store(message.body);
  }
}
