import {
  accessOf,
  DashboardSubjects,
  grantableScopes,
  isClientIdMetadataUrl,
  MERCHANT_SCOPES,
  MintedWebAppToken,
  OAuthSubjects,
  SessionUser,
} from '@netline/contracts';
import { FailureThrottle, IdentityLookup, RateLimiter } from '@netline/edge';
import { Logger } from '@netline/observability';
import { safeFetch } from '@netline/outbound';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, generateKeyPairSync, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Client, Interaction, KoaContextWithOIDC } from 'oidc-provider';
import { DashboardRoutes } from '../dashboard/dashboard-routes';
import { DashboardSessions } from '../dashboard/dashboard-sessions';
import { IdentityAdapter } from './identity-adapter';
import { consentPage, errorPage, signInPage } from './pages';
import { clientIdOf, CredentialLocks, presentedCredential } from './credential-locks';

export interface AuthorizationServerOptions {
  /** The issuer, e.g. `http://127.0.0.1:3000/oauth`; its path is where the server is mounted. */
  issuer: string;
  /** The only resource tokens are issued for: the MCP endpoint's URL (the `aud` of its tokens). */
  mcpUrl: string;
  /** Signs the server's own cookies (interaction and sign-in state) and the forms' CSRF tokens. */
  cookieSecret: string;
  /** How long a grant (a connection) lasts from consent; its refresh tokens end with it. */
  refreshTokenTtlSeconds: number;
  /** Requests per sliding minute from one client address to any of the server's routes. */
  rateLimitPerMinute: number;
  /** Fetch client metadata documents from loopback and private addresses too (tests only; OUTBOUND_ALLOW_PRIVATE_TARGETS). */
  allowPrivateTargets?: boolean;
}

/** A client metadata document is a few hundred bytes; more is refused (the library's own bound too). */
const CLIENT_DOCUMENT_MAX_BYTES = 5 * 1024;
/** The whole fetch of a document, connect to last byte: a person is waiting on the sign-in page. */
const CLIENT_DOCUMENT_TIMEOUT_MS = 2_500;
/** The HTTP caching headers a document's answer may carry, kept within these bounds (seconds). */
const CLIENT_DOCUMENT_CACHE = { min: 60, max: 3_600 };

/** What a grant through `client` may hold at most: the key's scopes, or the merchant scopes for a metadata-document client. */
function scopesOf(client: Client): string[] {
  return client.clientIdMetadataDocument ? [...MERCHANT_SCOPES] : client.netline_scopes;
}

type Provider = import('oidc-provider').default;
type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** The token endpoint's answer, as the provider leaves it on the context. */
interface TokenResponse {
  access_token: string;
  id_token?: string;
  [field: string]: unknown;
}

/** Identity's refusals of a client credentials token, as OAuth errors (RFC 6749 §5.2). */
const CLIENT_CREDENTIALS_REFUSALS: Record<string, 'invalid_client' | 'unauthorized_client'> = {
  'IDENTITY.ACCESS_KEY_REVOKED': 'invalid_client',
  'IDENTITY.ACCESS_KEY_EXPIRED': 'invalid_client',
  'IDENTITY.WRONG_AUDIENCE': 'unauthorized_client',
  'IDENTITY.INTERACTIVE_KEY': 'unauthorized_client',
  'IDENTITY.OAUTH_DISABLED': 'unauthorized_client',
};

type ProviderErrors = (typeof import('oidc-provider'))['errors'];

const isTokenResponse = (body: unknown): body is TokenResponse => !!body && typeof body === 'object' && !!(body as { access_token?: unknown }).access_token;

/** The interaction's form fields. */
type FormBody = Record<string, string | undefined>;

/**
 * The OAuth 2.1 authorization server of the MCP web-app sign-in (docs/decisions/0013), built on
 * oidc-provider and mounted at the issuer's path. Clients are web-app MCP access keys (confidential,
 * `client_secret_basic` or `client_secret_post`, redirect URIs exact), the authorization code flow with
 * PKCE S256 only, one resource (the MCP URL) that must be named with `resource`, refresh tokens rotated
 * on every use (a replayed one ends the whole grant), `iss` in the authorization response, no dynamic
 * registration. Machine-to-machine MCP keys get their tokens here too, with the `client_credentials` grant
 * (`clientCredentials` below). People sign in with their dashboard account (the dashboard's password check, rate limits
 * and session), then consent. Access tokens are minted by identity with the keys every other token is
 * signed with, so the MCP endpoint verifies them like its machine-to-machine tokens.
 */
export class AuthorizationServer {
  private provider!: Provider;
  private callback!: NodeHandler;
  private readonly mountPath: string;
  private readonly issuerUrl: URL;

  constructor(
    private readonly identity: IdentityLookup,
    private readonly sessions: DashboardSessions,
    private readonly dashboard: DashboardRoutes,
    private readonly credentialLocks: CredentialLocks,
    private readonly rateLimiter: RateLimiter,
    private readonly failures: FailureThrottle,
    private readonly logger: Logger,
    private readonly options: AuthorizationServerOptions,
  ) {
    this.issuerUrl = new URL(options.issuer);
    this.mountPath = this.issuerUrl.pathname.replace(/\/$/, '');
  }

  async register(fastify: FastifyInstance): Promise<void> {
    // oidc-provider is an ES module; Node (≥ 20.19) loads it through require.
    const { default: Provider, errors } = await import('oidc-provider');
    const { identity, options } = this;
    // The provider insists on a signing key of its own (for ID tokens, which are never handed out: see
    // replaceAccessToken). One made per process keeps its published development keys out of use.
    const ownKey = {
      ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }),
      kid: `oauth-${randomUUID()}`,
      alg: 'ES256',
      use: 'sig',
    };
    const provider = new Provider(options.issuer, {
      jwks: { keys: [ownKey] },
      clientDefaults: { id_token_signed_response_alg: 'ES256' },
      adapter: (name: string) => new IdentityAdapter(name, identity),
      clients: [],
      // `none`: public clients, which only Client ID Metadata Document clients are (access keys are confidential).
      clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
      extraClientMetadata: { properties: ['netline_name', 'netline_merchant_id', 'netline_merchant_name', 'netline_scopes', 'netline_kind'] },
      responseTypes: ['code'],
      pkce: { required: () => true },
      scopes: ['openid', 'offline_access'],
      claims: { openid: ['sub'] },
      findAccount: async (_ctx: unknown, sub: string) => {
        // Asked at every code exchange and refresh: a deactivated user's grant stops yielding tokens at once.
        const user = await identity.ask(DashboardSubjects.sessionUser, { user_id: sub });
        if (!user?.active) return undefined;
        return { accountId: user.id, claims: () => ({ sub: user.id }) };
      },
      features: {
        devInteractions: { enabled: false },
        registration: { enabled: false },
        revocation: { enabled: true },
        introspection: { enabled: false },
        userinfo: { enabled: false },
        rpInitiatedLogout: { enabled: false },
        // On by default in the library, and neither is honoured downstream: the edges check no DPoP proof
        // (a DPoP-bound token would work as a bearer token) and nothing here reads pushed requests. Off,
        // so the metadata advertises only what holds.
        dPoP: { enabled: false },
        pushedAuthorizationRequests: { enabled: false },
        // A client id that is an https URL names its own metadata (its redirect URIs among them): the
        // library fetches it (through `fetch` below: the outbound address rules, a short deadline, a size
        // cap), checks that its `client_id` is the URL, and caches it by its HTTP caching headers within
        // CLIENT_DOCUMENT_CACHE. Such a client must be public (`none`, PKCE as always); which merchant's
        // people may sign in through it is decided at sign-in (`mayConnect`), not here.
        clientIdMetadataDocument: {
          enabled: true,
          // Pins the draft this library version implements: an upgrade to another draft stops the start.
          ack: 'draft-02',
          allowFetch: (_ctx: unknown, clientId: string) => isClientIdMetadataUrl(clientId),
          allowClient: (_ctx: unknown, client: { tokenEndpointAuthMethod?: string }) => client.tokenEndpointAuthMethod === 'none',
          cacheDuration: CLIENT_DOCUMENT_CACHE,
        },
        resourceIndicators: {
          enabled: true,
          // RFC 8707: the resource must be named at the authorization request; a token request may omit
          // it and gets the granted one.
          defaultResource: (_ctx: unknown, _client: unknown, oneOf?: string[]) => {
            if (oneOf) return oneOf;
            throw new errors.InvalidTarget('the resource parameter is required: name the MCP endpoint URL');
          },
          useGrantedResource: () => true,
          getResourceServerInfo: (_ctx: unknown, resource: string, client: Client) => {
            if (resource !== options.mcpUrl) throw new errors.InvalidTarget('the only resource is the MCP endpoint');
            // Opaque inside the provider; the token endpoint hands out identity's JWT instead (below).
            return { scope: scopesOf(client).join(' '), audience: options.mcpUrl, accessTokenFormat: 'opaque', accessTokenTTL: 60 };
          },
        },
      },
      issueRefreshToken: (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
      // A connection lives as long as its grant, not as long as the browser's sign-in here (ten minutes):
      // assistants do not ask for `offline_access`, which would otherwise bind tokens to that sign-in.
      expiresWithSession: () => false,
      rotateRefreshToken: true,
      ttl: {
        AccessToken: 60,
        AuthorizationCode: 60,
        Interaction: 600,
        Session: 600,
        Grant: options.refreshTokenTtlSeconds,
        RefreshToken: options.refreshTokenTtlSeconds,
      },
      cookies: { keys: [options.cookieSecret] },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${this.mountPath}/interaction/${interaction.uid}` },
      fetchResponseBodyLimits: { 'client_id metadata document': CLIENT_DOCUMENT_MAX_BYTES },
      // The library's outbound requests (client metadata documents only: no other fetching feature is on)
      // go through the project's guard (libs/outbound): https only, public addresses checked after DNS on the
      // address connected to, no redirects, a deadline and a size cap.
      fetch: async (url: string | URL) => {
        const fetched = await safeFetch(String(url), {
          allowPrivateTargets: options.allowPrivateTargets === true,
          timeoutMs: CLIENT_DOCUMENT_TIMEOUT_MS,
          maxBytes: CLIENT_DOCUMENT_MAX_BYTES,
          accept: 'application/json',
        });
        const headers = new Headers();
        for (const name of ['content-type', 'cache-control', 'expires']) {
          const value = fetched.headers[name];
          if (typeof value === 'string') headers.set(name, value);
        }
        return new Response(new Uint8Array(fetched.body), { status: fetched.status, headers });
      },
      renderError: (ctx: { type: string; body: string }, out: Record<string, string>) => {
        ctx.type = 'html';
        ctx.body = errorPage(out.error, out.error_description);
      },
    });
    // Every URL the server builds (endpoints in its metadata, redirects) comes from the configured
    // issuer, never from the request's Host: the same on every replica, behind any proxy (see `asIssuer`).
    provider.proxy = true;
    // Client secrets are identity's: it checks the secret against the stored digest.
    provider.Client.prototype.compareClientSecret = async function compareClientSecret(this: { clientId: string }, actual: string) {
      const verdict = await identity.ask(OAuthSubjects.verifyClient, { client_id: this.clientId, client_secret: actual });
      return verdict?.valid === true;
    };
    // RFC 8707's `resource` may be repeated (and is refused unless it is the one MCP URL).
    provider.registerGrantType('client_credentials', (ctx: KoaContextWithOIDC) => this.clientCredentials(ctx, errors), ['scope', 'resource'], ['resource']);
    provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
      await next();
      // Client credentials answer identity's own token already (`clientCredentials`).
      if (ctx.oidc?.route === 'token' && ctx.oidc.params?.grant_type !== 'client_credentials' && ctx.status === 200 && isTokenResponse(ctx.body)) {
        await this.replaceAccessToken(ctx, ctx.body);
      }
    });
    provider.on('server_error', (_ctx: unknown, error: Error) => this.logger.error({ err: error }, 'OAuth authorization server error'));
    this.provider = provider;
    this.callback = provider.callback();
    this.mount(fastify);
  }

  /**
   * The `client_credentials` grant for machine-to-machine MCP keys (apps/mcp/README.md): the provider has
   * authenticated the key (its secret checked by identity); identity mints the very token
   * `POST /access-keys/token` does (same claims, lifetime and revocation), refusing a REST key, a web-app
   * key, or an account with OAuth off. The resource must be the MCP URL; a requested `scope` must be the
   * key's, and the token then carries only those (all of the key's when none is asked for).
   */
  private async clientCredentials(ctx: KoaContextWithOIDC, errors: ProviderErrors): Promise<void> {
    const client = ctx.oidc!.client!;
    const params = ctx.oidc!.params ?? {};
    const resources = params.resource === undefined ? [] : ([] as unknown[]).concat(params.resource);
    if (resources.length === 0) throw new errors.InvalidTarget('the resource parameter is required: name the MCP endpoint URL');
    if (resources.length !== 1 || resources[0] !== this.options.mcpUrl) throw new errors.InvalidTarget('the only resource is the MCP endpoint');
    const requested = typeof params.scope === 'string' ? params.scope.split(' ').filter(Boolean) : [];
    const beyond = requested.filter((scope) => !client.netline_scopes.includes(scope));
    if (beyond.length > 0) throw new errors.InvalidScope(`this access key does not have ${beyond.join(' ')}`, beyond.join(' '));
    if (client.netline_kind !== 'mcp') throw new errors.UnauthorizedClient('a REST access key cannot get MCP tokens: use an MCP machine-to-machine key');
    let minted;
    try {
      minted = await this.identity.ask(OAuthSubjects.clientCredentials, {
        client_id: client.clientId,
        ...(requested.length > 0 ? { scope: requested.join(' ') } : {}),
      });
    } catch (error) {
      const refusal = CLIENT_CREDENTIALS_REFUSALS[(error as { code?: string }).code ?? ''];
      if (!refusal) throw error;
      throw refusal === 'invalid_client' ? new errors.InvalidClientAuth() : new errors.UnauthorizedClient((error as Error).message);
    }
    // Revoked or deleted since the provider authenticated it.
    if (!minted) throw new errors.InvalidClientAuth();
    const scope = requested.length > 0 ? client.netline_scopes.filter((one) => requested.includes(one)) : client.netline_scopes;
    ctx.body = { access_token: minted.access_token, token_type: 'Bearer', expires_in: minted.expires_in, scope: scope.join(' ') };
  }

  /**
   * The provider's access token is opaque and lives a minute in the store; the client gets an MCP token
   * minted by identity for the grant's user and key, with the scopes of the grant that the user's role
   * still allows, and the provider's copy is dropped.
   */
  private async replaceAccessToken(ctx: KoaContextWithOIDC, issued: TokenResponse): Promise<void> {
    const opaque = await this.provider.AccessToken.find(issued.access_token);
    if (!opaque) throw new Error('the access token just issued is not in the store');
    const grant = await this.provider.Grant.find(opaque.grantId);
    const scope = grant?.getResourceScopeFiltered(this.options.mcpUrl, opaque.scopes ?? new Set()) || grant?.getResourceScope(this.options.mcpUrl) || '';
    let minted: MintedWebAppToken | null;
    try {
      minted = await this.identity.ask(OAuthSubjects.mint, {
        client_id: opaque.clientId,
        user_id: opaque.accountId,
        scope,
        grant_id: opaque.grantId,
      });
    } catch (error) {
      // 403 from identity: the key, the user or OAuth went away since the grant was made.
      if ((error as { code?: string }).code === 'IDENTITY.OAUTH_GRANT_ENDED') minted = null;
      else throw error;
    }
    await opaque.destroy();
    if (!minted) {
      await new IdentityAdapter('Grant', this.identity).revokeByGrantId(opaque.grantId);
      ctx.status = 400;
      ctx.body = { error: 'invalid_grant', error_description: 'this grant has ended (the key, the user or OAuth access was switched off)' };
      return;
    }
    // This server authorizes access to one API; it does not tell clients who the person is.
    const { id_token: _idToken, ...rest } = issued;
    ctx.body = { ...rest, access_token: minted.access_token, expires_in: minted.expires_in, scope: minted.scope, token_type: 'Bearer' };
  }

  private mount(fastify: FastifyInstance): void {
    const handle = (request: FastifyRequest, reply: FastifyReply, relative?: string) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string; body?: unknown };
      // The provider routes relative to its mount path, as under a framework's mount: `url` is the path
      // below it and `originalUrl` the whole one, from which it derives the mount path of its URLs.
      const path = relative ?? (raw.url ?? '').slice(this.mountPath.length);
      const url = path.startsWith('/') ? path : `/${path}`;
      raw.originalUrl = `${this.mountPath}${url}`;
      raw.url = url;
      if (request.body !== undefined) raw.body = request.body;
      this.asIssuer(request);
      const clientId = request.method === 'POST' && url === '/token' ? clientIdOf(request.body, request.headers.authorization) : null;
      if (clientId) {
        // Client credentials are a secret check like `POST /access-keys/token`'s, slowed down by the same
        // per (client id, address) count of failures, which the two share.
        void this.throttled(request, reply, `client_id:${clientId}`).then((answered) => {
          if (!answered) this.callback(raw, reply.raw);
        });
        return;
      }
      const credential = request.method === 'POST' && url === '/token' ? presentedCredential(request.body) : null;
      if (!credential) {
        this.callback(raw, reply.raw);
        return;
      }
      // A code or refresh token is used by one token request at a time (CredentialLocks says why).
      void this.credentialLocks.acquire(credential).then(
        (release) => {
          if (!release) return this.tokenError(reply, 503, 'temporarily_unavailable', 'another request with this grant is still being answered');
          reply.raw.once(
            'close',
            () => void release().catch((error: unknown) => this.logger.warn({ err: error }, 'could not release an OAuth credential lock')),
          );
          this.callback(raw, reply.raw);
        },
        (error: unknown) => {
          this.logger.error({ err: error }, 'could not lock an OAuth credential');
          this.tokenError(reply, 503, 'temporarily_unavailable', 'the authorization server cannot answer now; try again');
        },
      );
    };
    // The discovery paths MCP clients try (RFC 8414 §3.1 inserts the well-known prefix before the
    // issuer's path; OpenID Connect Discovery appends it), all serving the one metadata document.
    for (const path of [
      `/.well-known/oauth-authorization-server${this.mountPath}`,
      `/.well-known/openid-configuration${this.mountPath}`,
      `${this.mountPath}/.well-known/oauth-authorization-server`,
    ]) {
      fastify.get(path, (request, reply) => handle(request, reply, '/.well-known/openid-configuration'));
    }
    void fastify.register(
      async (app) => {
        app.removeAllContentTypeParsers();
        // Forms and JSON reach the provider (and the interaction routes) as text, parsed there.
        app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
        app.addHook('onSend', async (_request, reply, payload) => {
          reply.header('cache-control', 'no-store');
          return payload;
        });
        // Every route here answers people and clients before any credential (and an authorization request
        // writes a row), so each client address gets a budget of its own.
        app.addHook('onRequest', async (request, reply) => {
          const taken = await this.rateLimiter.take(`oauth:ip:${request.ip}`, this.options.rateLimitPerMinute);
          if (taken.allowed) return;
          return reply
            .code(429)
            .header('retry-after', String(taken.retryAfter))
            .send({ error: 'rate_limited', error_description: `Too many requests from this address; try again in ${taken.retryAfter} s` });
        });
        app.get('/interaction/:uid', (request, reply) => this.interaction(request, reply));
        app.post('/interaction/:uid/login', (request, reply) => this.login(request, reply));
        app.post('/interaction/:uid/consent', (request, reply) => this.consent(request, reply));
        app.all('/*', (request, reply) => handle(request, reply));
        app.all('/', (request, reply) => handle(request, reply));
      },
      { prefix: this.mountPath },
    );
  }

  /**
   * Answers 429 (true) while the client id must still wait after repeated failures from this address;
   * otherwise counts this request's outcome once it is answered: a 401 is a failure, a token a success.
   */
  private async throttled(request: FastifyRequest, reply: FastifyReply, credential: string): Promise<boolean> {
    let waitMs = 0;
    try {
      waitMs = await this.failures.wait(credential, request.ip);
    } catch (error) {
      this.logger.warn({ err: error }, 'failure throttle unavailable; request admitted');
    }
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      reply.raw.setHeader('retry-after', String(seconds));
      this.tokenError(reply, 429, 'rate_limited', `Too many failed attempts from this address; retry in ${seconds} s`);
      return true;
    }
    reply.raw.once('finish', () => {
      const status = reply.raw.statusCode;
      const outcome = status === 401 ? this.failures.fail(credential, request.ip) : status === 200 ? this.failures.succeed(credential, request.ip) : null;
      outcome?.catch((error: unknown) => this.logger.warn({ err: error }, 'could not record the outcome of a client credentials check'));
    });
    return false;
  }

  /** A token endpoint error in RFC 6749's shape, on a hijacked reply. */
  private tokenError(reply: FastifyReply, status: number, error: string, description: string): void {
    reply.raw.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    reply.raw.end(JSON.stringify({ error, error_description: description }));
  }

  /** The sign-in or consent step the provider sent the browser to. */
  private async interaction(request: FastifyRequest, reply: FastifyReply) {
    const details = await this.details(request, reply);
    if (!details) return reply;
    const client = await this.provider.Client.find(details.params.client_id);
    if (!client) return this.page(reply, 400, errorPage('invalid_client', 'This assistant is no longer allowed to sign in.'));
    if (details.prompt.name === 'login') {
      // Signed in to the dashboard already (and on an account this client may act for): no second sign-in.
      const session = await this.sessions.current(request);
      if (session && !session.user.enrolment_required && (await this.mayConnect(client, session.user.merchant_id))) {
        return this.finish(request, reply, { login: { accountId: session.user.id } }, false);
      }
      return this.page(reply, 200, signInPage({ uid: details.uid, csrf: this.csrf(details.uid), ...this.named(client), base: this.mountPath }), client);
    }
    return this.consentPage(reply, details, client);
  }

  private async login(request: FastifyRequest, reply: FastifyReply) {
    const details = await this.details(request, reply);
    if (!details) return reply;
    const form = parseForm(request.body);
    if (!this.formAllowed(request, details.uid, form))
      return this.page(reply, 403, errorPage('forbidden', 'This form has expired. Go back to the assistant and connect again.'));
    const client = await this.provider.Client.find(details.params.client_id);
    if (!client) return this.page(reply, 400, errorPage('invalid_client', 'This assistant is no longer allowed to sign in.'));
    const render = (status: number, message: string, askCode = false) =>
      this.page(
        reply,
        status,
        signInPage({
          uid: details.uid,
          csrf: this.csrf(details.uid),
          ...this.named(client),
          base: this.mountPath,
          email: form.email,
          error: message,
          askCode,
        }),
        client,
      );
    if (!form.email || !form.password) return render(400, 'Enter your email and password.', form.code !== undefined);
    // One field takes either a 6-digit code or a recovery code, as the dashboard's sign-in does.
    const typed = form.code?.trim();
    const secondFactor = !typed ? {} : /^\d{6}$/.test(typed.replace(/\s+/g, '')) ? { code: typed.replace(/\s+/g, '') } : { recovery_code: typed };
    const checked = await this.dashboard.checkPassword(request.ip, form.email, form.password, secondFactor);
    if (checked.outcome === 'refused') {
      if (checked.retryAfter !== undefined) reply.header('retry-after', String(checked.retryAfter));
      return render(checked.status, checked.message, checked.code === 'IDENTITY.INVALID_SECOND_FACTOR');
    }
    if (checked.outcome === 'second_factor_needed') {
      return render(200, 'Two-step sign-in is on for your account: enter your password again and the 6-digit code from your authenticator app.', true);
    }
    if (checked.user.second_factor === 'missing') {
      return render(
        403,
        'Your team requires two-step sign-in. Sign in to the Netline dashboard once to set up your authenticator app, then connect this assistant again.',
      );
    }
    if (!(await this.mayConnect(client, checked.user.merchant_id))) {
      return render(
        403,
        client.clientIdMetadataDocument
          ? `Your team has not allowed ${this.named(client).assistant}. An admin can allow it in the Netline dashboard (Integrations › Apps your team allows), with the address ${client.clientId}.`
          : `This assistant connects to ${client.netline_merchant_name}; sign in with an account of that team.`,
      );
    }
    // Signed in to the dashboard as well, as with the dashboard's own sign-in form.
    await this.dashboard.startSession(request, reply, checked.user);
    return this.finish(request, reply, { login: { accountId: checked.user.id } }, false);
  }

  private async consent(request: FastifyRequest, reply: FastifyReply) {
    const details = await this.details(request, reply);
    if (!details) return reply;
    const form = parseForm(request.body);
    if (!this.formAllowed(request, details.uid, form) || details.prompt.name !== 'consent') {
      return this.page(reply, 403, errorPage('forbidden', 'This form has expired. Go back to the assistant and connect again.'));
    }
    if (form.decision !== 'allow') {
      return this.finish(request, reply, { error: 'access_denied', error_description: 'the person declined to connect this assistant' }, true);
    }
    const client = await this.provider.Client.find(details.params.client_id);
    const user = await this.sessionUser(details);
    if (!client || !user?.active || !(await this.mayConnect(client, user.merchant_id))) {
      return this.page(reply, 400, errorPage('access_denied', 'Sign in again to connect this assistant.'));
    }
    const scopes = grantableScopes(user.role, scopesOf(client));
    const grant = details.grantId
      ? (await this.provider.Grant.find(details.grantId))!
      : new this.provider.Grant({ accountId: user.id, clientId: client.clientId });
    // `offline_access` (refresh tokens) and whatever else the provider asks of its own scopes (`openid`).
    const oidcScopes: string[] = details.prompt.details?.missingOIDCScope ?? [];
    grant.addOIDCScope([...new Set(['offline_access', ...oidcScopes])].join(' '));
    const oidcClaims: string[] = details.prompt.details?.missingOIDCClaims ?? [];
    if (oidcClaims.length > 0) grant.addOIDCClaims(oidcClaims);
    grant.addResourceScope(this.options.mcpUrl, scopes.join(' '));
    // Requested scopes the person's role cannot grant (writes, for a read-only user) are recorded as
    // refused, so the provider does not ask for them again.
    const missing: string[] = details.prompt.details?.missingResourceScopes?.[this.options.mcpUrl] ?? [];
    const refused = missing.filter((scope) => !scopes.includes(scope));
    if (refused.length > 0) grant.rejectResourceScope(this.options.mcpUrl, refused.join(' '));
    const grantId = await grant.save();
    return this.finish(request, reply, { consent: { grantId } }, true);
  }

  /**
   * Whether a person of `merchantId` may connect through `client`: a key signs in its own account's
   * people only; a metadata-document client belongs to no account, and signs in the people of a team
   * that allowed it (identity's allow list, docs/decisions/0029), asked afresh at every step.
   */
  private async mayConnect(client: Client, merchantId: string): Promise<boolean> {
    if (!client.clientIdMetadataDocument) return client.netline_merchant_id === merchantId;
    const answer = await this.identity.ask(OAuthSubjects.allowedClient, { merchant_id: merchantId, client_id: client.clientId });
    return answer?.allowed === true;
  }

  /** What the pages call the client, and the account it will act for as far as it is known before sign-in. */
  private named(client: Client): { assistant: string; merchant: string; clientUrl?: string } {
    if (!client.clientIdMetadataDocument) return { assistant: client.netline_name, merchant: client.netline_merchant_name };
    return { assistant: client.clientName ?? new URL(client.clientId).host, merchant: 'your team', clientUrl: client.clientId };
  }

  /** The person signed in to the interaction, as identity knows them now (null when none is, or they are gone). */
  private async sessionUser(details: Interaction): Promise<SessionUser | null> {
    const accountId: unknown = details.session?.accountId;
    return typeof accountId === 'string' ? this.identity.ask(DashboardSubjects.sessionUser, { user_id: accountId }) : null;
  }

  private async consentPage(reply: FastifyReply, details: Interaction, client: Client) {
    const user = await this.sessionUser(details);
    if (!user?.active || !(await this.mayConnect(client, user.merchant_id))) {
      // Signed in here earlier as someone who cannot connect this key (another account, or since
      // deactivated): sign in again, as a person of the key's account.
      return this.page(reply, 200, signInPage({ uid: details.uid, csrf: this.csrf(details.uid), ...this.named(client), base: this.mountPath }), client);
    }
    const scopes = grantableScopes(user.role, scopesOf(client));
    const merchant = client.clientIdMetadataDocument
      ? ((await this.identity.merchantSettings(user.merchant_id))?.name ?? user.merchant_id)
      : client.netline_merchant_name;
    return this.page(
      reply,
      200,
      consentPage({
        uid: details.uid,
        csrf: this.csrf(details.uid),
        base: this.mountPath,
        assistant: this.named(client).assistant,
        merchant,
        email: user.email,
        access: accessOf(scopes),
      }),
      client,
    );
  }

  /** The interaction behind this browser's interaction cookie, or an error page when there is none. */
  private async details(request: FastifyRequest, reply: FastifyReply): Promise<Interaction | null> {
    try {
      this.asIssuer(request);
      const details = await this.provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== (request.params as { uid?: string }).uid) throw new Error('interaction mismatch');
      return details;
    } catch {
      await this.page(
        reply,
        400,
        errorPage('invalid_request', 'This sign-in has expired or belongs to another browser. Go back to the assistant and connect again.'),
      );
      return null;
    }
  }

  private async finish(request: FastifyRequest, reply: FastifyReply, result: Record<string, unknown>, merge: boolean) {
    this.asIssuer(request);
    const returnTo: string = await this.provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: merge });
    return reply.redirect(returnTo, 303);
  }

  /**
   * A page of the sign-in. Its forms post here, but the redirects that follow end at the client's
   * callback, which browsers check against `form-action` too: the client's redirect URIs are allowed.
   */
  private page(reply: FastifyReply, status: number, html: string, client?: { redirectUris?: string[] }) {
    const targets = (client?.redirectUris ?? []).filter((uri) => /^https?:\/\/[^\s;,']+$/.test(uri));
    return (
      reply
        .code(status)
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${targets.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
        )
        .header('x-frame-options', 'DENY')
        // Not `no-referrer`: browsers then send `Origin: null` with the forms, which the origin check refuses.
        .header('referrer-policy', 'same-origin')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  }

  /**
   * The forms' CSRF token: a MAC of the interaction id, which is itself bound to this browser by the
   * provider's interaction cookie; a page on another site can neither read it nor pass the origin check.
   */
  private csrf(uid: string): string {
    return createHmac('sha256', this.options.cookieSecret).update(`oauth-form:${uid}`).digest('base64url');
  }

  /**
   * What the provider reads of a request to build URLs and cookies: the public issuer's host and scheme
   * (the provider trusts these forwarded headers, set here and nowhere else), whatever Host the request
   * came with, and the client address Fastify determined (its `TRUSTED_PROXIES` rules), so nothing a
   * client sends in these headers reaches the provider.
   */
  private asIssuer(request: FastifyRequest): void {
    request.raw.headers['x-forwarded-host'] = this.issuerUrl.host;
    request.raw.headers['x-forwarded-proto'] = this.issuerUrl.protocol.replace(/:$/, '');
    request.raw.headers['x-forwarded-for'] = request.ip;
  }

  /** A form posted from the sign-in's own pages: the issuer's origin, or the dashboard's origin rules. */
  private originAllowed(request: FastifyRequest): boolean {
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
    if (request.headers.origin === undefined || request.headers.origin === this.issuerUrl.origin) return true;
    try {
      this.sessions.checkOrigin(request);
      return true;
    } catch {
      return false;
    }
  }

  private formAllowed(request: FastifyRequest, uid: string, form: FormBody): boolean {
    if (!this.originAllowed(request)) return false;
    const expected = Buffer.from(this.csrf(uid));
    const sent = Buffer.from(form.csrf ?? '');
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  }
}

function parseForm(body: unknown): FormBody {
  if (typeof body !== 'string') return {};
  return Object.fromEntries(new URLSearchParams(body));
}
