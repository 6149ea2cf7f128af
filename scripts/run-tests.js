#!/usr/bin/env node
// Runs Jest with an overall time budget. Jest has none: a suite that hangs past its own timeouts (a
// process that never exits, a stack that never stops) would otherwise hold a run until CI gives up.
// When the budget runs out this prints the suites still running, how long each has run and the last
// lines of their stacks' logs, then ends Jest and every process it started (its whole process group:
// workers, stacks, browsers) and exits 1.
//
//   node scripts/run-tests.js [--budget-minutes N] [jest arguments…]
//
// The budget defaults to TEST_BUDGET_MINUTES, else 20.
const { spawn } = require('node:child_process');
const { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, relative, resolve } = require('node:path');

const ROOT = resolve(__dirname, '..');
const LOG_DIR = join(ROOT, 'var', 'test-logs');

function parseArguments(argv) {
  const args = [...argv];
  let minutes = Number(process.env.TEST_BUDGET_MINUTES || 20);
  const index = args.indexOf('--budget-minutes');
  if (index >= 0) {
    minutes = Number(args[index + 1]);
    args.splice(index, 2);
  }
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`the budget must be a positive number of minutes, not ${minutes}`);
  return { minutes, jestArgs: args };
}

/** The last lines of the stack logs written since the run began, newest files first. */
function recentLogTails(since, files = 4, lines = 15) {
  if (!existsSync(LOG_DIR)) return [];
  return readdirSync(LOG_DIR)
    .map((name) => ({ name, path: join(LOG_DIR, name), mtime: statSync(join(LOG_DIR, name)).mtimeMs }))
    .filter((entry) => entry.mtime >= since)
    .sort((a, b) => b.mtime - a.mtime)
    .slice(0, files)
    .map((entry) => `--- ${relative(ROOT, entry.path)}\n${readFileSync(entry.path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')}`);
}

function main() {
  const { minutes, jestArgs } = parseArguments(process.argv.slice(2));
  const work = mkdtempSync(join(tmpdir(), 'netline-test-run-'));
  const runningFile = join(work, 'running.json');
  const started = Date.now();
  const jest = spawn(process.execPath, [require.resolve('jest/bin/jest'), ...jestArgs], {
    cwd: ROOT,
    stdio: 'inherit',
    // Its own process group, so that everything Jest started can be ended together.
    detached: true,
    env: { ...process.env, NETLINE_RUNNING_SUITES_FILE: runningFile },
  });
  const endGroup = (signal) => {
    try {
      process.kill(-jest.pid, signal);
    } catch {
      // the group is already gone
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => endGroup(signal));

  const timer = setTimeout(() => {
    const running = existsSync(runningFile) ? JSON.parse(readFileSync(runningFile, 'utf8')) : {};
    const lines = Object.entries(running).map(([path, since]) => `  ${relative(ROOT, path)} (running for ${Math.round((Date.now() - since) / 1000)} s)`);
    process.stderr.write(
      [
        '',
        `✗ the test run outlived its budget of ${minutes} min and was stopped.`,
        lines.length > 0 ? `Suites still running:\n${lines.join('\n')}` : 'No suite was running: Jest itself did not finish (open handles, a global teardown).',
        ...recentLogTails(started),
        '',
      ].join('\n'),
    );
    endGroup('SIGKILL');
    process.exitCode = 1;
  }, minutes * 60_000);

  jest.on('exit', (code, signal) => {
    clearTimeout(timer);
    rmSync(work, { recursive: true, force: true });
    if (process.exitCode !== 1) process.exitCode = code ?? (signal ? 1 : 0);
  });
}

main();
