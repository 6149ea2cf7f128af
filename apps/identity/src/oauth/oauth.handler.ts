import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InternalRequest, MintWebAppTokenRequest, OAuthStoreRequest, OAuthSubjects } from '@netline/contracts';
import { OAuthService } from './oauth.service';

/** The gateway's OAuth authorization server asking identity (internal subjects, edges only). */
@Controller()
export class OAuthHandler {
  constructor(private readonly oauth: OAuthService) {}

  @MessagePattern(OAuthSubjects.client)
  client(@Payload() message: InternalRequest<{ client_id: string }>) {
    return this.oauth.client(message.body?.client_id);
  }

  @MessagePattern(OAuthSubjects.verifyClient)
  verifyClient(@Payload() message: InternalRequest<{ client_id: string; client_secret: string }>) {
    return this.oauth.verifyClient(message.body ?? {});
  }

  @MessagePattern(OAuthSubjects.mint)
  mint(@Payload() message: InternalRequest<MintWebAppTokenRequest>) {
    return this.oauth.mint(message.body);
  }

  @MessagePattern(OAuthSubjects.store)
  store(@Payload() message: InternalRequest<OAuthStoreRequest>) {
    return this.oauth.store(message.body);
  }
}
