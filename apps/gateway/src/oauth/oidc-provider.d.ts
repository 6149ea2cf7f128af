// oidc-provider ships no type declarations; the gateway uses a small part of it, declared here as it uses it.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** The part of the Koa context the gateway's middleware reads and rewrites. */
  export interface KoaContextWithOIDC {
    status: number;
    type: string;
    body?: Record<string, unknown>;
    /** Set by the provider once a request is routed to one of its endpoints. */
    oidc?: { route?: string; client?: Client; params?: Record<string, unknown> };
  }

  /** A registered client, with the extra metadata the gateway configures (`extraClientMetadata`). */
  export interface Client {
    clientId: string;
    redirectUris?: string[];
    grantTypeAllowed(type: string): boolean;
    compareClientSecret(actual: string): Promise<boolean>;
    netline_name: string;
    netline_merchant_id: string;
    netline_merchant_name: string;
    netline_scopes: string[];
    netline_kind: 'rest' | 'mcp';
    /**
     * Set on a client the library built from its Client ID Metadata Document (its id an https URL): it has
     * none of the `netline_*` metadata above, which only access keys carry.
     */
    clientIdMetadataDocument?: boolean;
    /** The document's `client_name`. */
    clientName?: string;
    tokenEndpointAuthMethod?: string;
  }

  /** What `interactionDetails` returns: the pending authorization request and the prompt it stopped at. */
  export interface Interaction {
    uid: string;
    params: { client_id: string } & Record<string, unknown>;
    prompt: {
      name: 'login' | 'consent' | string;
      details?: { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
    };
    grantId?: string;
    session?: { accountId?: string };
  }

  export interface AccessToken {
    clientId: string;
    accountId: string;
    grantId: string;
    scopes?: Set<string>;
    destroy(): Promise<void>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    rejectResourceScope(resource: string, scope: string): void;
    getResourceScope(resource: string): string;
    getResourceScopeFiltered(resource: string, scopes: Set<string>): string;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    /** Trust `X-Forwarded-*` for the request's host and scheme. */
    proxy: boolean;
    Client: { find(id: string): Promise<Client | undefined>; prototype: Client };
    AccessToken: { find(value: string): Promise<AccessToken | undefined> };
    Grant: { new (properties: { accountId: string; clientId: string }): Grant; find(id: string): Promise<Grant | undefined> };
    /** A grant type of the token endpoint: its handler, the parameters it reads, and those that may repeat. */
    registerGrantType(name: string, handler: (ctx: KoaContextWithOIDC) => Promise<void>, params?: string[], dupes?: string[]): void;
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): void;
    on(event: string, listener: (ctx: unknown, error: Error) => void): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }

  /** The provider's OAuth error classes the gateway throws from its hooks and its grant. */
  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    InvalidScope: new (description: string, scope: string) => Error;
    UnauthorizedClient: new (description?: string) => Error;
    InvalidClientAuth: new () => Error;
  };
}
