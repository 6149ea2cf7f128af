#!/usr/bin/env node
// Builds the browser apps the gateway serves — the merchant dashboard (apps/dashboard, at /dashboard) and
// the buyer portal (apps/portal, at /portal): type check, then Vite. Each app is built only when one of
// its inputs is newer than its last build: its sources, its config, or the shared code it compiles in
// (the contracts, and libs/web-kit: the formatting, requests, components, theme and Vite settings both
// apps share). `npm run build` runs this beside the services' TypeScript build (it reads no built file), so `npm start` and
// `npm test` pay for an app's build only when something of it changed.
//
//   node scripts/build-dashboard.js [--force] [dashboard|portal …]   (every app unless named)
const { execFileSync } = require('node:child_process');
const { existsSync, readdirSync, statSync } = require('node:fs');
const { join, resolve } = require('node:path');

const ROOT = resolve(__dirname, '..');
const APPS = [
  { name: 'dashboard', title: 'the dashboard', workspace: '@netline/dashboard' },
  { name: 'portal', title: 'the buyer portal', workspace: '@netline/portal' },
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

const force = process.argv.includes('--force');
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
for (const name of named) {
  if (!APPS.some((app) => app.name === name)) {
    process.stderr.write(`unknown app ${name}: one of ${APPS.map((app) => app.name).join(', ')}\n`);
    process.exit(2);
  }
}

for (const { name, title, workspace } of APPS) {
  if (named.length > 0 && !named.includes(name)) continue;
  const dir = join(ROOT, 'apps', name);
  const output = join(dir, 'dist', 'index.html');
  const inputs = [
    join(dir, 'src'),
    join(dir, 'index.html'),
    join(dir, 'vite.config.mts'),
    join(dir, 'tsconfig.json'),
    join(dir, 'package.json'),
    join(ROOT, 'libs', 'contracts', 'src'),
    join(ROOT, 'libs', 'web-kit', 'src'),
  ];
  const stale = force || !existsSync(output) || Math.max(...inputs.map(newest)) > statSync(output).mtimeMs;
  if (!stale) continue;
  process.stderr.write(`building ${title} (apps/${name})…\n`);
  execFileSync('npm', ['run', '-s', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
}
