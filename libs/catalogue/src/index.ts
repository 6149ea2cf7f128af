export * from './operation';
export { ERROR_CODES } from './error-codes';
export * from './operations';
export { customerOperations, SANDBOX_UNDERWRITING_RULES } from './operations/customers.operations';
export { buildOpenApiDocument, DASHBOARD_API_DOCUMENT, MERCHANT_API_DOCUMENT, PARTNER_API_DOCUMENT } from './openapi';
export { exampleFor } from './openapi-examples';
export { answerIn, API_VERSIONS, apiVersionsMarkdown, changesUpTo, documentIn, listsUncounted, reshapes } from './api-versions';
export type { ApiVersion, ApiVersionChange } from './api-versions';
export type { OpenApiDocumentOptions } from './openapi';
export { buildOperationRequest } from './operation-request';
export type { OperationContext, OperationInput, OperationRequestResult } from './operation-request';
export {
  BUS_USERS,
  busPasswordVariable,
  busPermissions,
  busSends,
  OPERATOR_SUBJECTS,
  RESPONSE_WINDOW,
  renderNatsAuthorization,
  renderNatsServerConfig,
} from './bus-permissions';
export { buyerToolOperations, isBuyerToolOperation, isToolOperation, permittedToolNames, toolName, toolOperations } from './tool-operations';
export type { BusPermissions, BusUser, SubjectPermissions } from './bus-permissions';
export {
  BULLMQ_COMMANDS,
  CONSUMED_STREAMS,
  DELIVERY_QUEUE_KEYS,
  DELIVERY_WAIT_LIST,
  REDIS_PERMISSIONS,
  REDIS_USERS,
  redisAclLine,
  redisPasswordVariable,
  redisPermissions,
  renderRedisAcl,
} from './redis-permissions';
export type { KeyAccess, RedisGrant, RedisUser, RedisUserPermissions } from './redis-permissions';
export { buildAsyncApiDocument, CONSUMER_RULES, EVENTS_DOCUMENT_VERSION } from './asyncapi';
export { eventListMarkdown, GENERATED_DOC_PARTS, merchantTopicsMarkdown, partnerTopicsMarkdown, withGeneratedParts } from './event-docs';
export { renderAsyncApiHtml } from './asyncapi-html';
export { acceptsAllOf, rpcMismatches, unmappedOperations } from './rpc-conformance';
export type { RpcMismatch } from './rpc-conformance';
