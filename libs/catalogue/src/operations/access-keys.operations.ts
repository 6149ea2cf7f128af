import { IdentitySubjects, jwksSchema, tokenRequestSchema, tokenResponseSchema } from '@netline/contracts';
import { defineOperations } from '../operation';

export const accessKeyOperations = defineOperations([
  {
    method: 'POST',
    path: '/access-keys/token',
    subject: IdentitySubjects.issueToken,
    operationId: 'issueAccessKeyToken',
    summary: 'Mint an access token (OAuth 2.0 client credentials)',
    tag: 'Access keys',
    access: 'write',
    auth: 'public',
    body: tokenRequestSchema,
    response: tokenResponseSchema,
    errors: [403],
    rateLimitBodyField: 'client_id',
  },
  {
    method: 'GET',
    path: '/.well-known/jwks.json',
    subject: IdentitySubjects.jwks,
    operationId: 'getJsonWebKeySet',
    summary: 'Public keys that verify access tokens (JWKS)',
    tag: 'Access keys',
    access: 'read',
    auth: 'public',
    response: jwksSchema,
  },
]);
