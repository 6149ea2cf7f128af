import { actorOfPrincipal, buyerPrincipal, creditDecisionRequestSchema, DomainError, IdentitySubjects, ListQuery, Principal } from '@netline/contracts';
import { RpcClient } from '@netline/messaging';
import { runWithRequestId } from '@netline/observability';
import { IdGenerator } from '@netline/persistence';
import { useCreditWorld } from '../credit.medium-fixture';
import { CreditLineRequestsRepository } from '../credit-line-requests/credit-line-requests.repository';
import { CreditLineRequestsService } from '../credit-line-requests/credit-line-requests.service';
import { BuyerAccountService } from './buyer-account.service';

const LIST: ListQuery = { limit: 25, page: 0, offset: 0, filters: [], sort: [], params: {} };

/**
 * The buyer portal's credit side in one process: the real customers repository and credit-line requests
 * service against real PostgreSQL; identity's answer for the merchant's name is a stand-in. A buyer of
 * customer A reads A's account and files and lists A's requests, as the buyer; customer B of the same
 * merchant, and any principal that is not A's buyer, is a 404.
 */
describe('buyer portal (credit)', () => {
  const world = useCreditWorld();
  let accounts: BuyerAccountService;

  beforeAll(() => {
    const requests = new CreditLineRequestsService(
      new CreditLineRequestsRepository(world.database.dataSource),
      world.customersRepository,
      world.decisions,
      world.unitOfWork,
      world.merchantClock,
      new IdGenerator(),
    );
    const identity = {
      ask: async (subject: string) => {
        if (subject !== IdentitySubjects.getMerchant) throw new Error(`unexpected ${subject}`);
        return { name: 'Acme Tools' };
      },
    } as unknown as RpcClient;
    accounts = new BuyerAccountService(world.customersRepository, requests, identity);
  });

  const approved = async (principal: Principal) => {
    const id = await world.customer(principal);
    await world.decisions.sandboxDecision(principal, id, creditDecisionRequestSchema.parse({ decision: 'approved', amount: 5000 }));
    return id;
  };
  const buyerOf = (merchantId: string, customerId: string): Principal => ({
    ...buyerPrincipal({ email: 'ap@buyer.test', customers: [{ merchant_id: merchantId, customer_ids: [customerId] }] }, merchantId),
    via: { channel: 'portal' },
  });
  const refusal = async (call: () => Promise<unknown>) => {
    try {
      await call();
    } catch (error) {
      if (error instanceof DomainError) return { kind: error.kind, code: error.code };
      throw error;
    }
    throw new Error('the call was not refused');
  };

  it("answers the customer's account and files its requests as the buyer, and nothing of another customer", async () => {
    const { principal, merchantId } = world.merchant();
    const [a, b] = [await approved(principal), await approved(principal)];
    const buyer = buyerOf(merchantId, a);

    expect(await accounts.account(buyer, a)).toEqual({
      customer_id: a,
      business_name: expect.any(String),
      merchant_id: merchantId,
      merchant_name: 'Acme Tools',
      credit_status: 'approved',
      amount_approved: 5000,
      amount_available: 5000,
      amount_outstanding: 0,
      pending_credit_line_request: null,
    });

    const created = await runWithRequestId(
      'req_buyer_line',
      () => accounts.createCreditLineRequest(buyer, a, { amount: 8000, reason: 'Busy season' }),
      actorOfPrincipal(buyer),
    );
    expect(created).toMatchObject({ customer_id: a, status: 'pending', requested_by: { type: 'buyer', id: 'ap@buyer.test', channel: 'portal' } });
    expect((await accounts.account(buyer, a)).pending_credit_line_request).toEqual(created);
    const [stored]: Array<{ payload: { actor: unknown } }> = await world.database.dataSource.query(
      "SELECT payload FROM outbox WHERE type = 'customer.credit_line_requested' AND payload->'data'->>'credit_line_request_id' = $1",
      [created.id],
    );
    expect(stored.payload.actor).toEqual({ type: 'buyer', id: 'ap@buyer.test', channel: 'portal' });

    // B's request, filed by the merchant, is not in A's list, however the query is written.
    await accounts.createCreditLineRequest(buyerOf(merchantId, b), b, { amount: 9000 });
    expect((await accounts.listCreditLineRequests(buyer, a, LIST)).results.map((request) => request.id)).toEqual([created.id]);
    const sneaky: ListQuery = { ...LIST, filters: [{ field: 'customer_id', op: 'eq', value: b }] };
    expect((await accounts.listCreditLineRequests(buyer, a, sneaky)).results.map((request) => request.id)).toEqual([created.id]);

    const notFound = { kind: 'not_found', code: 'CREDIT.CUSTOMER_NOT_FOUND' };
    expect(await refusal(() => accounts.account(buyer, b))).toEqual(notFound);
    expect(await refusal(() => accounts.listCreditLineRequests(buyer, b, LIST))).toEqual(notFound);
    expect(await refusal(() => accounts.createCreditLineRequest(buyer, b, { amount: 9500 }))).toEqual(notFound);
    // The merchant's own principal is no buyer.
    expect(await refusal(() => accounts.account(principal, a))).toEqual(notFound);
  });
});
