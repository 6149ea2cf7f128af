import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BuyerSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { BuyerApiTokensService } from './buyer-api-tokens.service';
import { BuyerSignInService } from './buyer-sign-in.service';
import { BuyerUsersService } from './buyer-users.service';

/**
 * The merchant's buyer users (catalogue operations), the gateway's buyer portal sign-in, and buyer API
 * tokens (internal: minted for a portal session by the gateway, verified by the gateway and the MCP endpoint).
 */
@Controller()
export class BuyersHandler {
  constructor(
    private readonly buyerUsers: BuyerUsersService,
    private readonly signIn: BuyerSignInService,
    private readonly apiTokens: BuyerApiTokensService,
  ) {}

  @RpcHandler(BuyerSubjects.createBuyerUser)
  create(@Payload() message: RpcMessage<typeof BuyerSubjects.createBuyerUser>) {
    return this.buyerUsers.create(message.principal, message.params.customer_id, message.body.email);
  }

  @RpcHandler(BuyerSubjects.listBuyerUsers)
  list(@Payload() message: RpcMessage<typeof BuyerSubjects.listBuyerUsers>) {
    return this.buyerUsers.list(message.principal, message.params.customer_id, message.query);
  }

  @RpcHandler(BuyerSubjects.deleteBuyerUser)
  remove(@Payload() message: RpcMessage<typeof BuyerSubjects.deleteBuyerUser>) {
    return this.buyerUsers.remove(message.principal, message.params.buyer_user_id);
  }

  @RpcHandler(BuyerSubjects.requestSignInLink)
  requestLink(@Payload() message: RpcMessage<typeof BuyerSubjects.requestSignInLink>) {
    return this.signIn.request(message.body.email, message.body.browser_binding_hash);
  }

  @RpcHandler(BuyerSubjects.redeemSignInLink)
  redeem(@Payload() message: RpcMessage<typeof BuyerSubjects.redeemSignInLink>) {
    return this.signIn.redeem(message.body.token, message.body.browser_binding);
  }

  @RpcHandler(BuyerSubjects.reach)
  reach(@Payload() message: RpcMessage<typeof BuyerSubjects.reach>) {
    return this.signIn.reachOf(message.body.email);
  }

  @RpcHandler(BuyerSubjects.createApiToken)
  createApiToken(@Payload() message: RpcMessage<typeof BuyerSubjects.createApiToken>) {
    return this.apiTokens.create(message.body.email, message.body.name, message.body.expires_in_days);
  }

  @RpcHandler(BuyerSubjects.listApiTokens)
  listApiTokens(@Payload() message: RpcMessage<typeof BuyerSubjects.listApiTokens>) {
    return this.apiTokens.list(message.body.email);
  }

  @RpcHandler(BuyerSubjects.revokeApiToken)
  revokeApiToken(@Payload() message: RpcMessage<typeof BuyerSubjects.revokeApiToken>) {
    return this.apiTokens.revoke(message.body.email, message.body.token_id);
  }

  @RpcHandler(BuyerSubjects.verifyApiToken)
  verifyApiToken(@Payload() message: RpcMessage<typeof BuyerSubjects.verifyApiToken>) {
    return this.apiTokens.verify(message.body.token);
  }
}
