import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DashboardSubjects, OAuthSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { AllowedOAuthClients } from './allowed-clients';
import { OAuthService } from './oauth.service';

/** The gateway's OAuth authorization server asking identity (internal subjects, edges only). */
@Controller()
export class OAuthHandler {
  constructor(
    private readonly oauth: OAuthService,
    private readonly allowedClients: AllowedOAuthClients,
  ) {}

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

  @RpcHandler(OAuthSubjects.allowedClient)
  async allowedClient(@Payload() message: RpcMessage<typeof OAuthSubjects.allowedClient>) {
    return { allowed: await this.allowedClients.isAllowed(message.body.merchant_id, message.body.client_id) };
  }

  // The dashboard's list of the apps the team allows (a signed-in person's; writes need write access,
  // which the gateway checks as on every write).
  @RpcHandler(DashboardSubjects.listAllowedOAuthClients)
  async listAllowedClients(@Payload() message: RpcMessage<typeof DashboardSubjects.listAllowedOAuthClients>) {
    return { results: await this.allowedClients.list(message.principal.merchant_id) };
  }

  @RpcHandler(DashboardSubjects.allowOAuthClient)
  allowClient(@Payload() message: RpcMessage<typeof DashboardSubjects.allowOAuthClient>) {
    const actor = message.principal.actor;
    return this.allowedClients.allow(message.principal.merchant_id, actor.type === 'user' ? actor.id : null, message.body.client_id, message.body.name);
  }

  @RpcHandler(DashboardSubjects.removeAllowedOAuthClient)
  removeAllowedClient(@Payload() message: RpcMessage<typeof DashboardSubjects.removeAllowedOAuthClient>) {
    return this.allowedClients.remove(message.principal.merchant_id, message.body.client_id);
  }
}
