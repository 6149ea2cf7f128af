export * from './operation';
export * from './operations';
export { customerOperations, SANDBOX_UNDERWRITING_RULES } from './operations/customers.operations';
export { buildOpenApiDocument } from './openapi';
export { buildOperationRequest } from './operation-request';
export type { OperationContext, OperationInput, OperationRequestResult } from './operation-request';
