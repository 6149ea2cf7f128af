import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { chromiumPath, locate } from '../../scripts/tools';

/**
 * The newcomer's path: a fresh clone of this checkout's committed HEAD, installed with the README's
 * command, passes `npm test`'s tool check and reads a rendered invoice PDF, on a PATH without poppler
 * (`pdftoppm`, `pdftotext`, or any other `pdf*` program). Invoice PDFs are read with PDF.js from npm, so
 * no system PDF tool may creep back in as a requirement.
 *
 * The clone reuses this machine's npm cache and the tool locations this checkout found (KUBECTL,
 * PROMTOOL, CHROMIUM_PATH), so nothing is downloaded twice; only poppler is taken away. It tests what
 * is committed: uncommitted changes are not in the clone.
 */
const ROOT = resolve(__dirname, '..', '..');
const POPPLER = /^pdf/;

interface Outcome {
  code: number | null;
  output: string;
  ms: number;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, output: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started }));
  });
}

/** The outcome's exit code, with its output's tail in the failure message when it is not 0. */
const exitOf = (outcome: Outcome) => (outcome.code === 0 ? 0 : `exit ${outcome.code}:\n${outcome.output.slice(-4000)}`);

/**
 * This PATH with every program named `pdf*` taken out: a directory that holds one is replaced by a
 * directory of links to everything else in it.
 */
function pathWithoutPoppler(shadowRoot: string): string {
  const dirs = [...new Set((process.env.PATH ?? '').split(delimiter).filter((dir) => dir && existsSync(dir) && statSync(dir).isDirectory()))];
  return dirs
    .map((dir, index) => {
      const names = readdirSync(dir);
      if (!names.some((name) => POPPLER.test(name))) return dir;
      const shadow = join(shadowRoot, String(index));
      mkdirSync(shadow, { recursive: true });
      for (const name of names.filter((entry) => !POPPLER.test(entry))) symlinkSync(join(dir, name), join(shadow, name));
      return shadow;
    })
    .join(delimiter);
}

describe('a newcomer’s clone', () => {
  let work: string;
  let clone: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'netline-newcomer-'));
    clone = join(work, 'netline');
    // Only what a newcomer's shell would have: nothing from the npm or Jest process running this test.
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_|JEST_|NODE_OPTIONS$|NODE_ENV$|INIT_CWD$)/i.test(name)));
    const tools = { KUBECTL: locate('kubectl'), PROMTOOL: locate('promtool'), CHROMIUM_PATH: chromiumPath() };
    env = { ...inherited, ...Object.fromEntries(Object.entries(tools).filter(([, path]) => path !== null)), PATH: pathWithoutPoppler(join(work, 'path')) };
  });

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('installs with the README’s command, passes the tool check and reads an invoice PDF without poppler', async () => {
    expect((await run('sh', ['-c', 'command -v pdftoppm || command -v pdftotext'], work, env)).code).not.toBe(0);

    const head = await run('git', ['rev-parse', 'HEAD'], ROOT, env);
    expect(exitOf(head)).toBe(0);
    expect(exitOf(await run('git', ['clone', '--quiet', '--local', '--no-hardlinks', '--no-checkout', ROOT, clone], work, env))).toBe(0);
    expect(exitOf(await run('git', ['checkout', '--quiet', '--detach', head.output.trim()], clone, env))).toBe(0);

    // README.md, "Quick start": `npm install`. --prefer-offline takes what the machine's npm cache holds.
    const install = await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], clone, env);
    expect(exitOf(install)).toBe(0);
    // The locked PDF.js (the newest that runs on Node 20), not whatever the registry has now.
    const locked = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')).packages['node_modules/pdfjs-dist'].version;
    expect(JSON.parse(readFileSync(join(clone, 'node_modules', 'pdfjs-dist', 'package.json'), 'utf8')).version).toBe(locked);

    // What `npm test` runs first.
    const preflight = await run('node', ['scripts/preflight.js', '--tools'], clone, env);
    expect(exitOf(preflight)).toBe(0);

    const rendered = await run('npx', ['jest', 'apps/billing/src/invoices/invoice-pdf.spec.ts', '--selectProjects', 'unit', '--ci'], clone, env);
    expect(exitOf(rendered)).toBe(0);
    // Every test of the suite passed, however many it holds.
    expect(rendered.output).toMatch(/Tests: +(\d+) passed, \1 total/);

    process.stdout.write(`newcomer clone: npm install ${install.ms} ms, preflight ${preflight.ms} ms, invoice PDF test ${rendered.ms} ms\n`);
  }, 900_000);
});
