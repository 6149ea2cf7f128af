import { ErrorType } from '@netline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-reply';
import { Catalogues, RouteVariants } from './request-state';

type Api = 'merchant' | 'partner';

/**
 * Each method and path of both APIs, registered once, and the answers for what does not match: a path
 * of the other API, or no route at all.
 */
export class RouteTable {
  /** `GET /customers/:customer_id` → that path's merchant and partners API entries. */
  readonly byPath = new Map<string, RouteVariants>();
  /** Each API's methods per route path (`/customers/:customer_id` → GET, PUT), for 405's `Allow`. */
  private readonly methodsByPath = { merchant: new Map<string, Set<string>>(), partner: new Map<string, Set<string>>() };
  private readonly templates: Array<{ method: string; url: string; pattern: RegExp }>;

  constructor(
    catalogues: Catalogues,
    appEnv: 'sandbox' | 'production',
    private readonly prefix: string,
  ) {
    for (const [api, operations] of [
      ['merchant', catalogues.merchant],
      ['partner', catalogues.partner],
    ] as const) {
      for (const route of operations) {
        if (route.sandboxOnly && appEnv !== 'sandbox') continue;
        for (const path of [route.path, ...(route.aliases ?? [])]) {
          const key = `${route.method} ${path}`;
          const variants = this.byPath.get(key) ?? {};
          const other = variants.merchant ?? variants.partner;
          // Unauthenticated routes cannot be told apart by caller, so both APIs must agree on them.
          if (other && (other.auth === 'public') !== (route.auth === 'public')) throw new Error(`${key} is public in one API only`);
          variants[api] = route;
          this.byPath.set(key, variants);
          const methods = this.methodsByPath[api].get(path) ?? new Set<string>();
          this.methodsByPath[api].set(path, methods.add(route.method));
        }
      }
    }
    this.templates = [...this.byPath.keys()].map((key) => {
      const [method, url] = key.split(' ') as [string, string];
      return { method, url, pattern: pathPattern(`${prefix}${url}`) };
    });
  }

  /**
   * What the router could not match. A path the API serves with other methods → 405 with `Allow`; a path
   * it serves with this method (the router refused a path parameter longer than any id) → 404 for the
   * object; anything else → 404 for the route. All in the contract's error shape.
   */
  notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const path = request.url.split('?')[0];
    const matching = this.templates.filter((template) => template.pattern.test(path));
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const same = matching.find((template) => template.method === method);
    if (same) return sendError(reply, { status: 404, type: ErrorType.NotFound, message: `${entityOf(same.url)} not found` });
    if (matching.length > 0) {
      const allowed = [...new Set(matching.map((template) => template.method))].sort();
      reply.header('allow', allowed.join(', '));
      return sendError(reply, {
        status: 405,
        type: ErrorType.InvalidRequest,
        message: `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}`,
      });
    }
    return sendError(reply, { status: 404, type: ErrorType.NotFound, message: `No route for ${request.method} ${path}` });
  }

  /**
   * A path of the other API: as unknown to this caller as a path of neither, unless the caller's own API
   * takes the path with other methods (a merchant's POST /payments): then 405.
   */
  notInCallersApi(api: Api, request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const path = request.url.split('?')[0];
    const routeUrl = (request.routeOptions.url ?? '').slice(this.prefix.length);
    const allowed = [...(this.methodsByPath[api].get(routeUrl) ?? [])].sort();
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendError(reply, {
        status: 405,
        type: ErrorType.InvalidRequest,
        message: `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}`,
      });
    }
    return sendError(reply, { status: 404, type: ErrorType.NotFound, message: `No route for ${request.method} ${path}` });
  }
}

/** `/api/invoices/:invoice_id/send` → a pattern matching concrete paths of that route. */
function pathPattern(url: string): RegExp {
  const segments = url.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`);
}

/** The object a route's last path parameter names, for "… not found": `:credit_note_id` → "Credit note". */
export function entityOf(url: string): string {
  const name = url.match(/:([A-Za-z0-9_]+)(?!.*:)/)?.[1]?.replace(/_id$/, '') ?? 'object';
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
