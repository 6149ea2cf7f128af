export * from './operation';
export { ERROR_CODES } from './error-codes';
export * from './operations';
export { customerOperations, SANDBOX_UNDERWRITING_RULES } from './operations/customers.operations';
export { buildOpenApiDocument, MERCHANT_API_DOCUMENT, PARTNER_API_DOCUMENT } from './openapi';
export type { OpenApiDocumentOptions } from './openapi';
export { buildOperationRequest } from './operation-request';
export type { OperationContext, OperationInput, OperationRequestResult } from './operation-request';
