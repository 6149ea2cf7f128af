import { ApiClient, createMerchant, customerInput, SharedStack, sharedStack } from '@netline/testing';
import { randomUUID } from 'node:crypto';

/**
 * Buyer sign-in through HTTP on the shared stack, whose identity mails through SMTP to the broker's SMTP
 * server: a link asked for a customer's AP address arrives, its page posts the token, and the token with
 * this browser's binding cookie starts a portal session reaching exactly that customer; the token is good
 * once; an unknown address gets the same answer; the portal session is no credential for the merchant
 * API; link requests are limited per email. The link rules themselves (expiry, other browsers, races) are
 * in apps/identity/src/buyers/buyer-sign-in.medium-spec.ts.
 */
describe('buyer portal sign-in', () => {
  let stack: SharedStack;
  let origin: string;

  beforeAll(async () => {
    stack = await sharedStack();
    origin = new URL(stack.apiUrl).origin;
  });

  /** A merchant with one customer whose AP mailbox is this test's own. */
  const merchantWithCustomer = async () => {
    const tag = randomUUID().slice(0, 8);
    const merchant = await createMerchant(stack.env, `Portal ${tag}`);
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    const ap = `ap-${tag}@buyer.example`;
    const created = await api.post(
      '/customers',
      customerInput({ business_name: `Initech ${tag}`, business_ap_email: ap, email: `owner-${tag}@buyer.example` }),
    );
    expect(created.status).toBe(200);
    return { merchant, api, ap, customerId: created.body.id as string, businessName: `Initech ${tag}` };
  };

  /** The `name=value` pairs a response set, by name. */
  const cookiesOf = (response: Response): Record<string, { value: string; attributes: string }> => {
    const cookies: Record<string, { value: string; attributes: string }> = {};
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      cookies[name.trim()] = { value, attributes: attributes.join(';').toLowerCase() };
    }
    return cookies;
  };

  const askLink = (email: string, cookie?: string) =>
    fetch(`${origin}/portal/session/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ email }),
    });

  const redeem = (token: string, binding: string) =>
    fetch(`${origin}/portal/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `netline_portal_binding=${binding}` },
      body: JSON.stringify({ token }),
    });

  it('mails a link to the AP address whose page posts the token, and signs this browser in to exactly that customer, once', async () => {
    const { merchant, ap, customerId, businessName } = await merchantWithCustomer();

    const asked = await askLink(ap);
    expect(asked.status).toBe(202);
    const binding = cookiesOf(asked).netline_portal_binding;
    expect(binding.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(binding.attributes).toContain('httponly');
    expect(binding.attributes).toContain('samesite=strict');
    expect(binding.attributes).toContain('path=/portal');

    const [message] = await stack.waitForMail(ap, 1);
    expect(message.parsed.subject).toBe('Your Netline sign-in link');
    const token = /\/portal\/sign-in\?token=([A-Za-z0-9_-]{43})/.exec(message.parsed.text ?? '')?.[1];
    expect(token).toBeDefined();

    // The page the link opens: a form that posts the token, under the gateway's CSP, with no script.
    const page = await fetch(`${origin}/portal/sign-in?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<form method="post" action="/portal/session">');
    expect(html).toContain(`name="token" value="${token}"`);
    // Opening the page twice (a mail scanner, then the person) spends nothing.
    expect((await fetch(`${origin}/portal/sign-in?token=${token}`)).status).toBe(200);

    const signedIn = await redeem(token!, binding.value);
    expect(signedIn.status).toBe(200);
    const session = (await signedIn.json()) as { customers: unknown[]; csrf_token: string };
    expect(session).toMatchObject({
      signed_in: true,
      email: ap,
      customers: [{ merchant_id: merchant.merchant_id, customer_id: customerId, business_name: businessName }],
      csrf_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      idle_timeout_seconds: 1800,
    });
    expect(session.customers).toHaveLength(1);
    const portalCookie = cookiesOf(signedIn).netline_portal_session;
    expect(portalCookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(portalCookie.attributes).toContain('httponly');
    expect(portalCookie.attributes).toContain('samesite=strict');

    const described = await fetch(`${origin}/portal/session`, { headers: { cookie: `netline_portal_session=${portalCookie.value}` } });
    expect(await described.json()).toMatchObject({ signed_in: true, email: ap, customers: [{ customer_id: customerId }] });

    // The same token again, even from the same browser: one generic refusal.
    const again = await redeem(token!, binding.value);
    expect(again.status).toBe(401);
    const refusal = await again.json();
    expect(refusal).toMatchObject({ error: { type: 'authentication_error' } });

    // The portal session is no credential for the merchant API.
    const merchantRoute = await fetch(`${stack.apiUrl}/invoices`, { headers: { cookie: `netline_portal_session=${portalCookie.value}` } });
    expect(merchantRoute.status).toBe(401);
    expect(await merchantRoute.json()).toMatchObject({ error: { type: 'authentication_error' } });

    // Signing out ends it.
    const out = await fetch(`${origin}/portal/session`, {
      method: 'DELETE',
      headers: { cookie: `netline_portal_session=${portalCookie.value}`, 'x-csrf-token': session.csrf_token },
    });
    expect(out.status).toBe(204);
    const after = await fetch(`${origin}/portal/session`, { headers: { cookie: `netline_portal_session=${portalCookie.value}` } });
    expect(await after.json()).toEqual({ signed_in: false });
  });

  it("lets an address the merchant added sign in through the page's form, the token of another browser never", async () => {
    const { api, customerId } = await merchantWithCustomer();
    const clerk = `clerk-${randomUUID().slice(0, 8)}@buyer.example`;
    const added = await api.post(`/customers/${customerId}/buyer-users`, { email: clerk.toUpperCase() });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ id: expect.stringMatching(/^byu_/), customer_id: customerId, email: clerk, created_by: 'merchant' });

    const asked = await askLink(clerk);
    const binding = cookiesOf(asked).netline_portal_binding.value;
    const [message] = await stack.waitForMail(clerk, 1);
    const token = /\/portal\/sign-in\?token=([A-Za-z0-9_-]{43})/.exec(message.parsed.text ?? '')![1];
    const foreign = await redeem(token, randomUUID().replace(/-/g, '').padEnd(43, 'x'));
    expect(foreign.status).toBe(401);
    // The page's own form: a plain form post, answered with the portal's page.
    const posted = await fetch(`${origin}/portal/session`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `netline_portal_binding=${binding}` },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/portal/');
    const session = cookiesOf(posted).netline_portal_session.value;
    // Where the form lands: the portal app (apps/portal), under the same CSP as the dashboard.
    const home = await fetch(`${origin}/portal/`, { headers: { cookie: `netline_portal_session=${session}` } });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await home.text()).toContain('<div id="root"></div>');
    const described = await fetch(`${origin}/portal/session`, { headers: { cookie: `netline_portal_session=${session}` } });
    expect(((await described.json()) as { customers: unknown[] }).customers).toEqual([expect.objectContaining({ customer_id: customerId })]);
  });

  it('answers an unknown address exactly as a known one, and limits link requests per email', async () => {
    const { ap } = await merchantWithCustomer();
    const unknownAddress = `nobody-${randomUUID().slice(0, 8)}@buyer.example`;
    const unknown = await askLink(unknownAddress);
    const known = await askLink(ap);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());

    // PORTAL_LINK_LIMIT_PER_EMAIL (5 per 15 minutes) for the unknown address, counted like any other.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await askLink(unknownAddress.toUpperCase())).status);
    expect(statuses).toEqual([202, 202, 202, 202, 429]);
    const limited = await askLink(unknownAddress);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: { type: 'rate_limit_error', message: expect.stringMatching(/Too many sign-in links/) } });
    // The known address got its link, asked for after the unknown one's: nothing was mailed to the unknown one.
    await stack.waitForMail(ap, 1);
    expect(await stack.mail(unknownAddress)).toEqual([]);
  });
});
