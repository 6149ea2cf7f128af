import { MARKETPLACE_PARTNER_SCOPES, MERCHANT_SCOPES, SINGLE_MERCHANT_PARTNER_SCOPES } from '@netline/contracts';

export const PROTECTED_RESOURCE_WELL_KNOWN = '/.well-known/oauth-protected-resource';

/**
 * Where the protected-resource metadata of a resource lives (RFC 9728 §3.1): the well-known prefix is
 * inserted between the host and the path, so `https://host/mcp` has its document at
 * `https://host/.well-known/oauth-protected-resource/mcp`.
 */
export function protectedResourceMetadataUrl(resource: string): string {
  const url = new URL(resource);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${url.origin}${PROTECTED_RESOURCE_WELL_KNOWN}${path}`;
}

/**
 * The endpoint's OAuth 2.0 Protected Resource Metadata (RFC 9728). `resource` is the MCP URL, exactly
 * the `aud` tokens carry, and `authorization_servers` names the issuer of the OAuth authorization server
 * that signs people in for the web-app path and also answers machine-to-machine MCP keys' `client_credentials`
 * grant (its metadata lists the grant types), so either kind of client finds its token endpoint from here;
 * M2M keys may still use the REST API's `POST /access-keys/token` instead.
 */
export function protectedResourceMetadata(options: { resource: string; authorizationServer: string }): Record<string, unknown> {
  return {
    resource: options.resource,
    authorization_servers: [options.authorizationServer],
    // Each account's keys carry the scopes of its kind: merchants', marketplaces' or single-merchant platforms'.
    scopes_supported: [...MERCHANT_SCOPES, ...MARKETPLACE_PARTNER_SCOPES, ...SINGLE_MERCHANT_PARTNER_SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'Netline',
  };
}
