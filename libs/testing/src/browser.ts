import AxeBuilder from '@axe-core/playwright';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, chromium, Locator, Page } from 'playwright-core';
import { ROOT } from './stack';
import { waitFor } from './wait';

/**
 * Browser tests' shared pieces (`@netline/testing/browser`), kept out of the package index so that only a
 * suite that drives a browser loads Playwright.
 */

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

/**
 * One Chromium for a test file (Playwright gives it a fresh temporary profile of its own). Launch it
 * before starting a stack: it fails at once when Chromium is missing, before anything needs stopping.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM}: run \`node scripts/tools.js\` as root, or apt-get install chromium`);
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

/**
 * Serious and critical accessibility violations on the page as it is now (axe-core, WCAG 2 A/AA rules).
 *
 * Run as one `axe.run` in the page (legacy mode), answering violations only. The library's default runs
 * axe in every frame and finishes in a second, blank page, carrying every rule's passing nodes across
 * the protocol twice: on a page of a few hundred rows, two seconds of this process's CPU and seven of
 * wall time, against a few hundredths and two, for the same violations. What legacy mode gives up is
 * scanning cross-origin frames, which no Netline page has.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
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

/** Where screenshots go, for a person to look at after a run. */
export const SCREENSHOTS = join(ROOT, 'var', 'screenshots');

/**
 * Whether this run takes screenshots (`NETLINE_SCREENSHOTS=1`). They are for a person reviewing the pages,
 * not assertions, and a full-page capture costs a second or more of both cores; so a plain `npm test`
 * skips them and the browser tests check the same pages without them.
 */
export const screenshotsWanted = (): boolean => /^(1|true|yes)$/i.test(process.env.NETLINE_SCREENSHOTS ?? '');

/**
 * A full-page screenshot of `page` when `screenshotsWanted()`, else nothing (null). The capture waits for
 * a frame the page draws, so the page is made the active tab first (a test may have worked in another
 * person's page just before), and it gets 30 s rather than an action's 10: on two busy cores one capture
 * has run past 10 s.
 */
export async function screenshot(page: Page, name: string): Promise<string | null> {
  if (!screenshotsWanted()) return null;
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.bringToFront();
  await page.screenshot({ path, fullPage: true, timeout: 30_000 });
  return path;
}

/** Waits until `check` holds (polling, as `waitFor` does), or fails naming what it waited for. */
export async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const held = await waitFor(
    async () => check(),
    (value) => value,
    timeoutMs,
  );
  if (!held) throw new Error(`timed out waiting for ${what}`);
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

/**
 * How long the dashboard's sign-in form may take to appear in a fresh browser context: the first page
 * parses the whole bundle, then asks the gateway who is signed in, before it draws the form. With the
 * suite's other workers busy on two cores that has taken longer than a page's ten-second default.
 */
const SIGN_IN_FORM_MS = 30_000;

/** Opens the dashboard's sign-in page on the gateway at `gateway` and waits for its form. */
export async function openDashboardSignIn(page: Page, gateway: string): Promise<void> {
  await page.goto(`${gateway}/dashboard/sign-in`);
  await page.getByLabel('Email').waitFor({ timeout: SIGN_IN_FORM_MS });
}

/** Signs in to the dashboard through its form, as a person does with email and password. */
export async function signInToDashboard(page: Page, gateway: string, email: string, password: string): Promise<void> {
  await openDashboardSignIn(page, gateway);
  await page.getByLabel('Email').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
