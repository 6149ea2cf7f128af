import { BuyerPortalSubjects, mayAssertPrincipal } from '@netline/contracts';
import { busSends } from '../bus-permissions';
import { buildOpenApiDocument, PARTNER_API_DOCUMENT } from '../openapi';
import { toolOperations } from '../tool-operations';
import { BUYER_OPERATIONS, OPERATIONS, PARTNER_OPERATIONS } from './index';

describe('buyer portal operations', () => {
  it('are all buyer operations on a path that starts with the customer, one per subject', () => {
    for (const operation of BUYER_OPERATIONS) {
      expect({ id: operation.operationId, auth: operation.auth }).toEqual({ id: operation.operationId, auth: 'buyer' });
      expect(operation.path).toMatch(/^\/customers\/:customer_id(\/|$)/);
      expect(Object.keys(operation.params?.shape ?? {})).toContain('customer_id');
    }
    expect(BUYER_OPERATIONS.map((operation) => operation.subject).sort()).toEqual(Object.values(BuyerPortalSubjects).sort());
  });

  it('are in neither API, their reference nor their tools', () => {
    const subjects = new Set(BUYER_OPERATIONS.map((operation) => operation.subject));
    expect([...OPERATIONS, ...PARTNER_OPERATIONS].filter((operation) => operation.auth === 'buyer' || subjects.has(operation.subject))).toEqual([]);
    for (const appEnv of ['sandbox', 'production'] as const) {
      expect(toolOperations(appEnv).filter((operation) => subjects.has(operation.subject))).toEqual([]);
      // Even handed to the document builder, they are left out of a published reference.
      const merchant = buildOpenApiDocument([...OPERATIONS, ...BUYER_OPERATIONS], 'http://127.0.0.1/api', appEnv) as {
        paths: Record<string, Record<string, { operationId: string }>>;
      };
      const partner = buildOpenApiDocument(
        [...PARTNER_OPERATIONS, ...BUYER_OPERATIONS],
        'http://127.0.0.1/api',
        appEnv,
        PARTNER_API_DOCUMENT,
      ) as typeof merchant;
      const ids = [merchant, partner].flatMap((document) =>
        Object.values(document.paths).flatMap((methods) => Object.values(methods).map((entry) => entry.operationId)),
      );
      expect(ids.filter((id) => BUYER_OPERATIONS.some((operation) => operation.operationId === id))).toEqual([]);
    }
  });

  it('are sent on the bus by the gateway, which vouches for their principal, and by no service', () => {
    for (const subject of Object.values(BuyerPortalSubjects)) {
      expect(busSends('gateway', 'production')).toContain(subject);
      expect(mayAssertPrincipal('gateway', subject)).toBe(true);
      for (const service of ['billing', 'credit', 'identity', 'treasury']) expect(mayAssertPrincipal(service, subject)).toBe(false);
    }
  });
});
