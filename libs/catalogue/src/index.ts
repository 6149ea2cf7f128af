export * from './operation';
export * from './operations';
export { customerOperations, SANDBOX_UNDERWRITING_RULES } from './operations/customers.operations';
export { buildOpenApiDocument, MERCHANT_API_DOCUMENT, PARTNER_API_DOCUMENT } from './openapi';
export type { OpenApiDocumentOptions } from './openapi';
export { buildOperationRequest } from './operation-request';
export type { OperationContext, OperationInput, OperationRequestResult } from './operation-request';
export { BUS_USERS, busPasswordVariable, busPermissions, OPERATOR_SUBJECTS, renderNatsAuthorization, renderNatsServerConfig } from './bus-permissions';
export type { BusPermissions, BusUser, SubjectPermissions } from './bus-permissions';
