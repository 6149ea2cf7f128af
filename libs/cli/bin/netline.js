#!/usr/bin/env node
'use strict';
// The `netline` bin. It runs the compiled CLI (dist/) when it is there and not older than its sources;
// otherwise (a fresh clone right after `npm install`, or sources edited since the last build) it compiles
// the TypeScript sources in memory with @swc/core, a development dependency of the repository, so
// `npx netline` works without a build step. The SDK is taken the same way: its dist, else its sources.
const { existsSync, readdirSync, statSync } = require('node:fs');
const { join, dirname } = require('node:path');
const Module = require('node:module');

const root = join(__dirname, '..');
const sdkRoot = dirname(require.resolve('@netline/sdk/package.json'));

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function built(packageRoot, entry) {
  const compiled = join(packageRoot, 'dist', entry);
  return existsSync(compiled) && statSync(compiled).mtimeMs >= newestSource(join(packageRoot, 'src')) ? compiled : undefined;
}

function compileSourcesOnTheFly() {
  const { transformSync } = require('@swc/core');
  require.extensions['.ts'] = (module, filename) => {
    const source = require('node:fs').readFileSync(filename, 'utf8');
    const { code } = transformSync(source, {
      filename,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    });
    module._compile(code, filename);
  };
}

let entry = built(root, 'main.js');
const sdk = built(sdkRoot, 'index.js');
if (!entry || !sdk) {
  compileSourcesOnTheFly();
  entry ??= join(root, 'src', 'main.ts');
  if (!sdk) {
    // `@netline/sdk` resolves to its dist (package.json "main"); without it, to its sources.
    const resolve = Module._resolveFilename;
    Module._resolveFilename = function (request, ...rest) {
      return request === '@netline/sdk' ? join(sdkRoot, 'src', 'index.ts') : resolve.call(this, request, ...rest);
    };
  }
}

require(entry)
  .main(process.argv)
  .catch((error) => {
    process.stderr.write(`${error && error.stack ? error.stack : error}\n`);
    process.exitCode = 1;
  });
