import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateMerchant,
  CreateMerchantDocument,
  InternalRequest,
  ListQuery,
  MerchantUnderwritingDecisionRequest,
  operatorMerchantUnderwritingSchema,
  RawRequestBody,
  RpcRequest,
  SubMerchantSubjects,
  UpdateMerchant,
  validationDetails,
} from '@netline/contracts';
import { ValidationError } from '@netline/messaging';
import { MerchantDocumentsService } from '../merchant-documents/merchant-documents.service';
import { MerchantUnderwritingService } from '../underwriting/merchant-underwriting.service';
import { SubMerchantsService } from './sub-merchants.service';

type MerchantParams = { merchant_id: string };

/** NATS handlers of the partners API's sub-merchant operations: one line each (the gateway validated them). */
@Controller()
export class SubMerchantsHandler {
  constructor(
    private readonly subMerchants: SubMerchantsService,
    private readonly documents: MerchantDocumentsService,
    private readonly underwriting: MerchantUnderwritingService,
  ) {}

  @MessagePattern(SubMerchantSubjects.list)
  list(@Payload() message: RpcRequest<unknown, Record<string, never>, ListQuery>) {
    return this.subMerchants.list(message.principal, message.query);
  }

  @MessagePattern(SubMerchantSubjects.create)
  create(@Payload() message: RpcRequest<CreateMerchant>) {
    return this.subMerchants.create(message.principal, message.body);
  }

  @MessagePattern(SubMerchantSubjects.get)
  get(@Payload() message: RpcRequest<unknown, MerchantParams>) {
    return this.subMerchants.get(message.principal, message.params.merchant_id);
  }

  @MessagePattern(SubMerchantSubjects.update)
  update(@Payload() message: RpcRequest<UpdateMerchant, MerchantParams>) {
    return this.subMerchants.update(message.principal, message.params.merchant_id, message.body);
  }

  @MessagePattern(SubMerchantSubjects.listDocuments)
  listDocuments(@Payload() message: RpcRequest<unknown, MerchantParams, ListQuery>) {
    return this.documents.list(message.principal, message.params.merchant_id, message.query);
  }

  @MessagePattern(SubMerchantSubjects.createDocument)
  createDocument(@Payload() message: RpcRequest<CreateMerchantDocument, MerchantParams>) {
    return this.documents.create(message.principal, message.params.merchant_id, message.body);
  }

  /** Public route: the token in the path is the permission (`principal` is null). */
  @MessagePattern(SubMerchantSubjects.uploadDocument)
  upload(@Payload() message: RpcRequest<RawRequestBody, { token: string }>) {
    return this.documents.upload(message.params.token, message.body);
  }

  @MessagePattern(SubMerchantSubjects.sandboxUnderwriting)
  sandboxUnderwriting(@Payload() message: RpcRequest<MerchantUnderwritingDecisionRequest, MerchantParams>) {
    return this.underwriting.sandboxDecide(message.principal, message.params.merchant_id, message.body);
  }

  /** The operator CLI is outside the gateway, so its body is validated here. */
  @MessagePattern(SubMerchantSubjects.operatorUnderwrite)
  operatorUnderwrite(@Payload() message: InternalRequest) {
    const parsed = operatorMerchantUnderwritingSchema.safeParse(message.body);
    if (!parsed.success) throw new ValidationError(validationDetails(parsed.error.issues));
    return this.underwriting.operatorDecide(parsed.data);
  }

  @MessagePattern(SubMerchantSubjects.operatorPending)
  operatorPending() {
    return this.underwriting.queue();
  }
}
