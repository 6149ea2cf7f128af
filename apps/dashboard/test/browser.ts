import { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * The dashboard's browser pages. The rest of what its browser tests use (Chromium, screenshots,
 * accessibility checks, waiting for text) is shared with the other browser suites in
 * `@netline/testing/browser`.
 */

/**
 * A desktop-sized page whose console errors and failed page loads are collected for the test to check.
 * It asks for reduced motion, which the dashboard honours: a dialog closes at once rather than fading
 * out over animation frames, which a loaded machine can hold back long enough for the closing dialog's
 * overlay to swallow the test's next click.
 */
export async function newDesktopPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    timezoneId: 'America/Chicago',
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser logs every 4xx answer as a resource error; those are checked below by address.
    if (message.text().startsWith('Failed to load resource')) return;
    consoleErrors.push(message.text());
  });
  page.on('response', (response) => {
    // Refusals the tests provoke themselves (401 for a wrong password or after a deactivation, 403 for a
    // forged write, 429 at sign-in) are expected; any other failed load is the app's fault.
    if (response.status() >= 400 && ![401, 403, 429].includes(response.status())) consoleErrors.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  return { context, page, consoleErrors };
}
