import AxeBuilder from '@axe-core/playwright';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, chromium, Locator, Page } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`; `.ci/run` and `scripts/tools.js` install it). */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Flags for a headless Chromium on a closed network: without the networking ones it keeps trying to
 * reach Google's services (component updates, sync, QUIC probes) and floods the log.
 */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface TestBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/** One Chromium for a test file (Playwright gives it a fresh temporary profile of its own). */
export async function launchChromium(): Promise<TestBrowser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM}: run \`node scripts/tools.js\` as root, or apt-get install chromium`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  return { browser, close: () => browser.close() };
}

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

/** Serious and critical accessibility violations on the page as it is now (axe-core, WCAG 2 A/AA rules). */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

export const SCREENSHOTS = join(__dirname, '..', '..', '..', 'var', 'screenshots');

/**
 * A full-page screenshot of `page`. The capture waits for a frame the page draws, so the page is made the
 * active tab first (a test may have worked in another person's page just before), and it gets 30 s rather
 * than an action's 10: on two busy cores one capture has run past 10 s.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.bringToFront();
  await page.screenshot({ path, fullPage: true, timeout: 30_000 });
  return path;
}

/** Waits until `check` holds (polling), or fails naming what it waited for. */
export async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the element's text contains (or, with `exact`, is) `text`. */
export async function hasText(locator: Locator, text: string, options: { exact?: boolean; timeoutMs?: number } = {}): Promise<void> {
  let seen = '';
  try {
    await until(
      async () => {
        seen = (
          (await locator
            .first()
            .textContent({ timeout: 1_000 })
            .catch(() => '')) ?? ''
        ).trim();
        return options.exact ? seen === text : seen.includes(text);
      },
      `text ${JSON.stringify(text)}`,
      options.timeoutMs,
    );
  } catch {
    throw new Error(`expected ${locator.toString()} to ${options.exact ? 'be' : 'contain'} ${JSON.stringify(text)}; it reads ${JSON.stringify(seen)}`);
  }
}
