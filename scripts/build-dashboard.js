#!/usr/bin/env node
// Builds the dashboard (apps/dashboard: type check, then Vite) when any of its inputs is newer than the
// last build: its sources, its config, or the shared contracts it compiles in. `npm run build` calls this
// after the services' TypeScript build, so `npm start` and `npm test` pay for a dashboard build only
// when something changed.
//
//   node scripts/build-dashboard.js [--force]
const { execFileSync } = require('node:child_process');
const { existsSync, readdirSync, statSync } = require('node:fs');
const { join, resolve } = require('node:path');

const ROOT = resolve(__dirname, '..');
const APP = join(ROOT, 'apps', 'dashboard');
const OUTPUT = join(APP, 'dist', 'index.html');
const INPUTS = [
  join(APP, 'src'),
  join(APP, 'index.html'),
  join(APP, 'vite.config.mts'),
  join(APP, 'tsconfig.json'),
  join(APP, 'package.json'),
  join(ROOT, 'libs', 'contracts', 'src'),
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

const stale = process.argv.includes('--force') || !existsSync(OUTPUT) || Math.max(...INPUTS.map(newest)) > statSync(OUTPUT).mtimeMs;
if (!stale) process.exit(0);
process.stderr.write('building the dashboard (apps/dashboard)…\n');
execFileSync('npm', ['run', '-s', 'build', '-w', '@netline/dashboard'], { cwd: ROOT, stdio: 'inherit' });
