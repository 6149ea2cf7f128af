import type { SharedStack } from './shared-stack';

/** The `name=value` of a cookie a response set. */
export function setCookie(response: Response, name: string): string {
  const header = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  if (!header) throw new Error(`no ${name} cookie`);
  return header.split(';')[0];
}

/** A buyer signed in to the portal: the session's cookie, its CSRF token and what the session answered. */
export interface PortalSignIn {
  cookie: string;
  csrf: string;
  session: { csrf_token: string; email: string; customers: Array<{ merchant_id: string; customer_id: string }> };
}

/**
 * Signs `email` in to the buyer portal as a browser would without its pages: asks for a link (keeping the
 * binding cookie), reads the link from the stack's SMTP server (other mail to the address may come first)
 * and posts its token with the binding. Fails unless each step succeeds.
 */
export async function signInBuyer(stack: SharedStack, email: string): Promise<PortalSignIn> {
  const origin = new URL(stack.apiUrl).origin;
  const asked = await fetch(`${origin}/portal/session/link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (asked.status !== 202) throw new Error(`asking for a sign-in link answered ${asked.status}`);
  const mail = await stack.waitForMessage(email, (message) => message.parsed.subject === 'Your Netline sign-in link', 'the sign-in link');
  const token = /\/portal\/sign-in\?token=([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '')?.[1];
  if (!token) throw new Error('the sign-in mail holds no link');
  const signedIn = await fetch(`${origin}/portal/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: setCookie(asked, 'netline_portal_binding') },
    body: JSON.stringify({ token }),
  });
  if (signedIn.status !== 200) throw new Error(`signing in answered ${signedIn.status}: ${await signedIn.text()}`);
  const session = (await signedIn.json()) as PortalSignIn['session'];
  return { cookie: setCookie(signedIn, 'netline_portal_session'), csrf: session.csrf_token, session };
}
