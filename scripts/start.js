#!/usr/bin/env node
// `npm start`: the services' databases and roles provisioned and migrated first (what `npm run db:provision`
// does), then every service under apps/, each logged in as its own runtime role, and a demo merchant and a
// demo dashboard login (an admin of the demo merchant) on an empty database.
const { Stack, serviceApps } = require('@netline/testing');
const { checkInfrastructure } = require('./preflight');
const { execFileSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { join } = require('node:path');

const pretty = process.stdout.isTTY && process.env.LOG_FORMAT !== 'json';

function show(app, line) {
  if (!pretty) return process.stdout.write(`${line}\n`);
  try {
    const entry = JSON.parse(line);
    if (entry.level === 'debug' || entry.level === 'trace') return;
    const extra = entry.err ? ` ${entry.err.message}` : '';
    process.stdout.write(`${entry.time?.slice(11, 19) ?? ''} ${app.padEnd(18)} ${entry.level.padEnd(5)} ${entry.msg}${extra}\n`);
  } catch {
    process.stdout.write(`${app.padEnd(18)} ${line}\n`);
  }
}

async function main() {
  const problems = await checkInfrastructure();
  if (problems.length > 0) {
    problems.forEach((problem) => console.error(`✗ ${problem}`));
    process.exit(1);
  }
  const apps = serviceApps();
  console.log(`Provisioning databases and roles and applying migrations (npm run db:provision), then starting ${apps.join(', ')} …`);
  const stack = await Stack.start({ apps, namespace: process.env.NETLINE_NAMESPACE || '', freePorts: false, onLine: show });

  const admin = (args) =>
    JSON.parse(execFileSync(process.execPath, [join(__dirname, '..', 'apps', 'admin', 'dist', 'main.js'), ...args, '--json'], { env: process.env }).toString());
  const demo = admin(['merchant', 'ensure-demo']);
  const demoLogin = { email: 'demo@netline.test', password: randomBytes(12).toString('base64url') };
  if (demo.created) admin(['user', 'create', demo.merchant_id, '--email', demoLogin.email, '--password', demoLogin.password, '--role', 'admin']);

  const gateway = stack.process('gateway');
  console.log('');
  console.log(`Netline is running (APP_ENV=${process.env.APP_ENV || 'sandbox'})`);
  console.log(`  API                ${gateway.url}/api`);
  console.log(`  API reference      ${gateway.url}/api/docs`);
  console.log(`  Dashboard          ${gateway.url}/dashboard`);
  const mcp = stack.processes.find((entry) => entry.app === 'mcp');
  if (mcp) console.log(`  MCP endpoint       ${process.env.MCP_URL || `${mcp.url}/mcp`}   (connect an assistant: apps/mcp/README.md)`);
  for (const entry of stack.processes) console.log(`  ${entry.app.padEnd(18)} ${entry.url}/healthz`);
  if (demo.created) {
    console.log('');
    console.log('Demo merchant created (the secret key is shown only now):');
    console.log(`  merchant_id  ${demo.merchant_id}`);
    console.log(`  secret_key   ${demo.secret_key}`);
    console.log(`  try: curl -u ${demo.merchant_id}:${demo.secret_key} ${gateway.url}/api/customers`);
    console.log('Demo dashboard login (an admin of the demo merchant; the password is shown only now):');
    console.log(`  ${gateway.url}/dashboard   email ${demoLogin.email}   password ${demoLogin.password}`);
  } else {
    console.log(`Demo merchant: ${demo.merchant_id} (its secret key and dashboard login were printed at first start)`);
  }
  console.log('Press Ctrl-C to stop.');

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping …');
    await stack.stop({ keepData: true });
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  for (const entry of stack.processes) {
    entry.child.on('exit', (code) => {
      if (!stopping) console.error(`${entry.app} exited (code ${code}); stopping the stack`);
      void shutdown();
    });
  }
}

main().catch((error) => {
  console.error(`npm start failed: ${error.message}`);
  process.exit(1);
});
