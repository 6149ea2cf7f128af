/**
 * Signs a person in to the dashboard as a browser does (`POST /dashboard/session` from the gateway's own
 * origin) and answers the headers their API requests then carry: the session cookie, the Origin and the
 * CSRF token. For suites that call the dashboard's operations without a browser.
 */
export async function dashboardSessionHeaders(apiUrl: string, email: string, password: string): Promise<Record<string, string>> {
  const gateway = apiUrl.replace(/\/api\/?$/, '');
  const signedIn = await fetch(`${gateway}/dashboard/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gateway },
    body: JSON.stringify({ email, password }),
  });
  if (signedIn.status !== 200) throw new Error(`signing ${email} in answered ${signedIn.status}: ${await signedIn.text()}`);
  const { csrf_token: csrf } = (await signedIn.json()) as { csrf_token: string };
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, origin: gateway, 'x-csrf-token': csrf };
}
