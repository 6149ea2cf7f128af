import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcMessage, SubMerchantSubjects } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { MerchantDocumentsService } from '../merchant-documents/merchant-documents.service';
import { MerchantUnderwritingService } from '../underwriting/merchant-underwriting.service';
import { SubMerchantsService } from './sub-merchants.service';

/** NATS handlers of the partners API's sub-merchant operations: one line each; `@RpcHandler` checks a message against the RPC map before the method runs. */
@Controller()
export class SubMerchantsHandler {
  constructor(
    private readonly subMerchants: SubMerchantsService,
    private readonly documents: MerchantDocumentsService,
    private readonly underwriting: MerchantUnderwritingService,
  ) {}

  @RpcHandler(SubMerchantSubjects.list)
  list(@Payload() message: RpcMessage<typeof SubMerchantSubjects.list>) {
    return this.subMerchants.list(message.principal, message.query);
  }

  @RpcHandler(SubMerchantSubjects.create)
  create(@Payload() message: RpcMessage<typeof SubMerchantSubjects.create>) {
    return this.subMerchants.create(message.principal, message.body);
  }

  @RpcHandler(SubMerchantSubjects.get)
  get(@Payload() message: RpcMessage<typeof SubMerchantSubjects.get>) {
    return this.subMerchants.get(message.principal, message.params.merchant_id);
  }

  @RpcHandler(SubMerchantSubjects.update)
  update(@Payload() message: RpcMessage<typeof SubMerchantSubjects.update>) {
    return this.subMerchants.update(message.principal, message.params.merchant_id, message.body);
  }

  @RpcHandler(SubMerchantSubjects.listDocuments)
  listDocuments(@Payload() message: RpcMessage<typeof SubMerchantSubjects.listDocuments>) {
    return this.documents.list(message.principal, message.params.merchant_id, message.query);
  }

  @RpcHandler(SubMerchantSubjects.createDocument)
  createDocument(@Payload() message: RpcMessage<typeof SubMerchantSubjects.createDocument>) {
    return this.documents.create(message.principal, message.params.merchant_id, message.body);
  }

  /** Public route: the token in the path is the permission (`principal` is null). */
  @RpcHandler(SubMerchantSubjects.uploadDocument)
  upload(@Payload() message: RpcMessage<typeof SubMerchantSubjects.uploadDocument>) {
    return this.documents.upload(message.params.token, message.body);
  }

  @RpcHandler(SubMerchantSubjects.sandboxUnderwriting)
  sandboxUnderwriting(@Payload() message: RpcMessage<typeof SubMerchantSubjects.sandboxUnderwriting>) {
    return this.underwriting.sandboxDecide(message.principal, message.params.merchant_id, message.body);
  }

  /** The operator CLI is outside the gateway: the map's schema validates its body here. */
  @RpcHandler(SubMerchantSubjects.operatorUnderwrite)
  operatorUnderwrite(@Payload() message: RpcMessage<typeof SubMerchantSubjects.operatorUnderwrite>) {
    return this.underwriting.operatorDecide(message.body);
  }

  @RpcHandler(SubMerchantSubjects.operatorPending)
  operatorPending() {
    return this.underwriting.queue();
  }
}
