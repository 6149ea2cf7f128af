import { BuyerSubjects, CustomerSubjects, DomainError, NotFoundError, toApiError } from '@netline/contracts';
import { RpcClient } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { MailSink } from '@netline/testing';
import { FakePeer, mediumMerchant } from '@netline/testing/medium';
import { randomBytes } from 'node:crypto';
import { AccountMail } from '../accounts/account-mail';
import { tokenDigest } from '../accounts/account-tokens';
import { useIdentityWorld } from '../identity.medium-fixture';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { bindingDigest } from './buyer-links';
import { BuyerReach } from './buyer-reach';
import { BuyerSignInLinksRepository } from './buyer-sign-in-links.repository';
import { BuyerSignInService } from './buyer-sign-in.service';
import { BuyerUsersRepository } from './buyer-users.repository';
import { BuyerUsersService } from './buyer-users.service';

const MINUTE_MS = 60_000;

/**
 * Buyer sign-in in identity, in process against real PostgreSQL with a clock the test moves, a real SMTP
 * server (`MailSink`) receiving the links, and credit played over real NATS by a fake answering its
 * customers-by-email read and `locate`: the same answer for every address, a mail only for an address that
 * reaches a customer, links single use, 15 minutes, bound to the browser, stored as digests, and the
 * merchant's buyer users.
 */
describe('buyer sign-in links and buyer users (medium)', () => {
  const world = useIdentityWorld();
  const { clock } = world;
  let sink: MailSink;
  let mail: AccountMail;
  let credit: FakePeer;
  let rpc: RpcClient;
  let signIn: BuyerSignInService;
  let buyerUsers: BuyerUsersService;
  /** Credit's customers as the fake holds them. */
  const customers: Array<{ merchant_id: string; customer_id: string; business_name: string; email: string; business_ap_email: string }> = [];

  beforeAll(async () => {
    sink = await MailSink.start();
    const dataSource = world.database.dataSource;
    credit = await FakePeer.start(world.config, 'fake-credit');
    await credit.answer(BuyerSubjects.customersByEmail, ({ body }) => ({
      customers: customers
        .filter((customer) => [customer.email, customer.business_ap_email].some((address) => address.toLowerCase() === body.email.toLowerCase()))
        .map(({ merchant_id, customer_id, business_name }) => ({ merchant_id, customer_id, business_name, merchant_name: null })),
    }));
    await credit.answer(CustomerSubjects.locate, ({ body }) => {
      const found = customers.find((customer) => customer.customer_id === body.customer_id && body.merchant_ids.includes(customer.merchant_id));
      if (!found) throw new NotFoundError('Customer', 'CREDIT.CUSTOMER_NOT_FOUND');
      return { merchant_id: found.merchant_id, customer_id: found.customer_id, business_name: found.business_name };
    });
    rpc = new RpcClient(world.config, 'identity-medium');
    mail = new AccountMail(dataSource, clock, { ...world.config, SMTP_URL: sink.url, MAIL_RETRY_BASE_MS: 10 }, createLogger('identity', 'silent'));
    const repository = new BuyerUsersRepository(dataSource);
    const reach = new BuyerReach(new MerchantsRepository(dataSource), repository, rpc);
    signIn = new BuyerSignInService(dataSource, new BuyerSignInLinksRepository(), reach, repository, mail, clock, createLogger('identity', 'silent'));
    buyerUsers = new BuyerUsersService(repository, reach, world.unitOfWork, clock);
  });

  afterAll(async () => {
    await signIn?.beforeApplicationShutdown();
    await mail?.onApplicationShutdown();
    await rpc?.close();
    await credit?.close();
    await sink?.stop();
  });

  const refusal = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DomainError);
    return toApiError(error as DomainError);
  };

  /** A merchant of identity's own with one customer at credit; the customer's AP address is returned. */
  const customerOfNewMerchant = async () => {
    const merchant = await world.merchant();
    const tag = randomBytes(4).toString('hex');
    const customer = {
      merchant_id: merchant.merchant_id,
      customer_id: `cus_${tag}`,
      business_name: `Buyer ${tag} LLC`,
      email: `owner-${tag}@buyer.test`,
      business_ap_email: `AP-${tag}@Buyer.test`,
    };
    customers.push(customer);
    return { merchant, customer, apEmail: `ap-${tag}@buyer.test` };
  };

  const newBinding = () => randomBytes(32).toString('base64url');

  /** Lets the answered requests' work finish and the outbox drain; the messages to `address` so far. */
  const mailTo = async (address: string) => {
    await signIn.settled();
    await mail.drain();
    return sink.to(address);
  };

  const tokenIn = (text: string) => {
    const link = /(http\S+\/sign-in\?token=([A-Za-z0-9_-]{43}))/.exec(text);
    expect(link).not.toBeNull();
    return { link: link![1], token: link![2] };
  };

  it('answers an unknown address exactly as a known one, and writes and sends nothing for it', async () => {
    const { apEmail } = await customerOfNewMerchant();
    const unknown = `nobody-${randomBytes(4).toString('hex')}@buyer.test`;
    const before: Array<{ count: string }> = await world.database.dataSource.query('SELECT count(*) FROM account_emails');
    const answerUnknown = await signIn.request(unknown, bindingDigest(newBinding()));
    const answerKnown = await signIn.request(apEmail, bindingDigest(newBinding()));
    expect(answerUnknown).toEqual(answerKnown);
    // The lookup has not even started when the answer leaves.
    expect(credit.requests(BuyerSubjects.customersByEmail).filter((request) => request.body.email === unknown)).toHaveLength(0);
    await signIn.settled();
    expect(credit.requests(BuyerSubjects.customersByEmail).filter((request) => request.body.email === unknown)).toHaveLength(1);
    const after: Array<{ count: string }> = await world.database.dataSource.query('SELECT count(*) FROM account_emails');
    expect(Number(after[0].count) - Number(before[0].count)).toBe(1);
    const rows: unknown[] = await world.database.dataSource.query('SELECT id FROM account_emails WHERE to_address = $1', [unknown]);
    expect(rows).toHaveLength(0);
    expect(await mailTo(unknown)).toHaveLength(0);
  });

  it("mails one link to a customer's AP address, whatever its case, and stores only digests", async () => {
    const { customer, apEmail } = await customerOfNewMerchant();
    const binding = newBinding();
    await signIn.request(`  ${apEmail.toUpperCase()} `, bindingDigest(binding));
    const messages = await mailTo(apEmail);
    expect(messages).toHaveLength(1);
    expect(messages[0].parsed.subject).toBe('Your Netline sign-in link');
    const { link, token } = tokenIn(messages[0].parsed.text ?? '');
    expect(link.startsWith(`${world.config.PORTAL_URL}/sign-in?token=`)).toBe(true);
    const [row] = await world.database.dataSource.query('SELECT * FROM buyer_sign_in_links WHERE email = $1', [apEmail]);
    expect(row).toMatchObject({ token_digest: tokenDigest(token), binding_digest: bindingDigest(binding), used_at: null });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(binding);
    expect(new Date(row.expires_at).getTime() - clock.now().getTime()).toBe(15 * MINUTE_MS);
    const [outbox] = await world.database.dataSource.query('SELECT kind, sealed_content FROM account_emails WHERE to_address = $1', [apEmail]);
    // The link left with its message: nothing usable stays in the outbox.
    expect(outbox).toEqual({ kind: 'buyer_sign_in', sealed_content: null });
    expect(customer.business_ap_email).not.toBe(apEmail);
  });

  it('signs in once with the browser that asked; a second redeem, a late one and another browser are refused alike', async () => {
    const { merchant, customer, apEmail } = await customerOfNewMerchant();
    const binding = newBinding();
    await signIn.request(apEmail, bindingDigest(binding));
    const { token } = tokenIn((await mailTo(apEmail))[0].parsed.text ?? '');

    // Another browser first: refused, and the link stays good for its own browser.
    const foreign = await refusal(signIn.redeem(token, newBinding()));
    expect(foreign).toMatchObject({ status: 401, code: 'IDENTITY.SIGN_IN_LINK_INVALID' });

    const identity = await signIn.redeem(token, binding);
    expect(identity).toEqual({
      email: apEmail,
      customers: [
        { merchant_id: merchant.merchant_id, merchant_name: merchant.name, customer_id: customer.customer_id, business_name: customer.business_name },
      ],
    });
    const again = await refusal(signIn.redeem(token, binding));
    expect(again).toEqual(foreign);

    // A fresh link, used after its 15 minutes.
    const late = newBinding();
    await signIn.request(apEmail, bindingDigest(late));
    const { token: lateToken } = tokenIn((await mailTo(apEmail))[1].parsed.text ?? '');
    clock.advance(15 * MINUTE_MS);
    expect(await refusal(signIn.redeem(lateToken, late))).toEqual(foreign);
    expect(await refusal(signIn.redeem(newBinding(), late))).toEqual(foreign);
  });

  it('lets exactly one of three concurrent redeems of a link sign in', async () => {
    const { apEmail } = await customerOfNewMerchant();
    const binding = newBinding();
    await signIn.request(apEmail, bindingDigest(binding));
    const { token } = tokenIn((await mailTo(apEmail))[0].parsed.text ?? '');
    const outcomes = await Promise.allSettled([signIn.redeem(token, binding), signIn.redeem(token, binding), signIn.redeem(token, binding)]);
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(2);
    for (const outcome of lost) expect(toApiError(outcome.reason as DomainError)).toMatchObject({ status: 401, code: 'IDENTITY.SIGN_IN_LINK_INVALID' });
  });

  it("reaches the customers of a merchant's buyer users, across merchants, until the merchant removes them", async () => {
    const first = await customerOfNewMerchant();
    const second = await customerOfNewMerchant();
    const clerk = `Clerk-${randomBytes(4).toString('hex')}@Buyer.test`;
    const { principal: otherMerchant } = mediumMerchant();
    const principalOf = (merchantId: string) => ({ ...otherMerchant, merchant_id: merchantId });

    // Another merchant's customer is not the caller's: credit's 404.
    expect(await refusal(buyerUsers.create(otherMerchant, first.customer.customer_id, clerk))).toMatchObject({
      status: 404,
      code: 'CREDIT.CUSTOMER_NOT_FOUND',
    });
    const added = await buyerUsers.create(principalOf(first.merchant.merchant_id), first.customer.customer_id, clerk);
    expect(added).toMatchObject({ id: expect.stringMatching(/^byu_/), email: clerk.toLowerCase(), created_by: 'merchant', deactivated_at: null });
    expect(await refusal(buyerUsers.create(principalOf(first.merchant.merchant_id), first.customer.customer_id, clerk.toUpperCase()))).toMatchObject({
      status: 409,
      code: 'IDENTITY.BUYER_USER_EXISTS',
    });
    await buyerUsers.create(principalOf(second.merchant.merchant_id), second.customer.customer_id, clerk);

    const binding = newBinding();
    await signIn.request(clerk, bindingDigest(binding));
    const { token } = tokenIn((await mailTo(clerk.toLowerCase()))[0].parsed.text ?? '');
    const identity = await signIn.redeem(token, binding);
    expect(identity.customers.map((customer) => customer.customer_id).sort()).toEqual([first.customer.customer_id, second.customer.customer_id].sort());

    // Removed by the first merchant: the next look reaches the second merchant's customer only.
    const removed = await buyerUsers.remove(principalOf(first.merchant.merchant_id), added.id);
    expect(removed.deactivated_at).toBe(clock.now().toISOString());
    expect(await buyerUsers.remove(principalOf(first.merchant.merchant_id), added.id)).toEqual(removed);
    expect((await signIn.reachOf(clerk)).customers.map((customer) => customer.customer_id)).toEqual([second.customer.customer_id]);
    // Another merchant cannot see or remove it.
    expect(await refusal(buyerUsers.remove(principalOf(second.merchant.merchant_id), added.id))).toMatchObject({ status: 404 });
    // Added and removed once each, in the first merchant's events (the audit trail's record); a refused
    // add and the second removal wrote nothing.
    const customerId = first.customer.customer_id;
    expect((await world.events(first.merchant.merchant_id)).filter((event) => event.type.startsWith('buyer_user.'))).toEqual([
      expect.objectContaining({ type: 'buyer_user.created', data: { id: added.id, customer_id: customerId, active: true } }),
      expect.objectContaining({ type: 'buyer_user.removed', data: { id: added.id, customer_id: customerId, active: false } }),
    ]);
  });

  it("records the customer's own address at its first sign-in, which the merchant lists but cannot remove", async () => {
    const { merchant, customer, apEmail } = await customerOfNewMerchant();
    const principal = { ...mediumMerchant().principal, merchant_id: merchant.merchant_id };
    const query = { limit: 25, page: 0, offset: 0, filters: [], sort: [{ field: 'created_at', direction: 'asc' as const }], params: {} };
    expect((await buyerUsers.list(principal, customer.customer_id, query)).results).toEqual([]);
    for (let round = 0; round < 2; round++) {
      const binding = newBinding();
      await signIn.request(apEmail, bindingDigest(binding));
      const { token } = tokenIn((await mailTo(apEmail))[round].parsed.text ?? '');
      await signIn.redeem(token, binding);
    }
    const listed = await buyerUsers.list(principal, customer.customer_id, query);
    expect(listed).toMatchObject({ count: 1, results: [{ email: apEmail, created_by: 'customer_email', deactivated_at: null }] });
    expect(await refusal(buyerUsers.remove(principal, listed.results[0].id))).toMatchObject({
      status: 409,
      code: 'IDENTITY.BUYER_USER_IS_CUSTOMER_EMAIL',
    });
  });
});
