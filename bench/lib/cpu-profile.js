/**
 * Reads V8 CPU profiles (`node --cpu-prof`, `.cpuprofile` files) and sums each sample's time into the
 * part of the process it was spent in: a package of node_modules, a Netline app or library, a part of
 * Node (TLS, HTTP, sockets, crypto, module loading), the garbage collector. Time is self time (the
 * function on top of the stack), so the parts add up to the process's busy time; idle time, and the
 * profiler's own, are left out.
 *
 * Used by the webhooks scenario with BENCH_PROFILE_DIR set (bench/README.md, "Profiles"), to say where a
 * delivery's CPU goes in the dispatcher and in the bare BullMQ worker side by side.
 */
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const NODE_PARTS = [
  [/^node:(internal\/)?(tls|_tls)|internal\/tls/, 'node: TLS'],
  [/^node:(internal\/)?(_?http|https)|internal\/http/, 'node: HTTP'],
  [/^node:(internal\/)?(net|stream|streams|dns)|internal\/(stream|streams)\//, 'node: sockets and streams'],
  [/^node:(internal\/)?crypto|internal\/crypto/, 'node: crypto'],
  [/^node:internal\/(modules|bootstrap|vm)|^node:(module|vm)/, 'node: module loading'],
  [/^node:(internal\/)?(timers|async_hooks|process|events)|internal\/(timers|async_hooks|process|event_target)/, 'node: timers, events, promises'],
];

/** The part of the process a call frame belongs to. */
function partOf(frame) {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName === '(garbage collector)') return 'garbage collector';
    if (functionName === '(idle)') return null;
    if (functionName === '(program)') return 'V8 and native code';
    if (functionName === '(root)') return null;
    // Builtins without a script (JSON.parse, Array methods, RegExp…): native work asked for by their caller.
    return 'V8 builtins';
  }
  // The profiler's own stop and serialization (bench/lib/profile-window.js): not the process's work.
  if (url === 'node:inspector') return null;
  if (url.startsWith('node:')) {
    for (const [pattern, part] of NODE_PARTS) if (pattern.test(url)) return part;
    return 'node: other';
  }
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [scope, name] = url.slice(modules + '/node_modules/'.length).split('/');
    if (scope === '@netline') return `@netline/${name}`;
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const own = url.match(/\/(apps|libs)\/([^/]+)\//);
  if (own) return own[1] === 'apps' ? `app: ${own[2]}` : `@netline/${own[2]}`;
  return 'other';
}

/** Self time per part and per function (ms) of one profile, and its busy total. */
function summarize(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parts = new Map();
  const functions = new Map();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const part = partOf(node.callFrame);
    if (part === null) return;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    busy += ms;
    parts.set(part, (parts.get(part) ?? 0) + ms);
    const where = node.callFrame.url ? `${node.callFrame.url.replace(/^.*\/(node_modules|apps|libs)\//, '$1/')}:${node.callFrame.lineNumber + 1}` : '';
    const key = `${node.callFrame.functionName || '(anonymous)'} ${where}`.trim();
    functions.set(key, (functions.get(key) ?? 0) + ms);
  });
  return { busy, parts, functions };
}

/**
 * Every profile in `dir` summed, per unit of work: each part's µs per unit (e.g. per delivery, for
 * `units` deliveries handled across the profiled processes' lives), largest first, and the top functions.
 */
function profileIn(dir, units, top = 15) {
  const files = readdirSync(dir).filter((file) => file.endsWith('.cpuprofile'));
  if (files.length === 0) return null;
  const parts = new Map();
  const functions = new Map();
  let busy = 0;
  for (const file of files) {
    const summary = summarize(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    busy += summary.busy;
    for (const [part, ms] of summary.parts) parts.set(part, (parts.get(part) ?? 0) + ms);
    for (const [name, ms] of summary.functions) functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  const perUnit = (ms) => Math.round((ms * 10_000) / units) / 10;
  const largest = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return {
    files: files.length,
    units,
    busy_us_per_unit: perUnit(busy),
    parts_us_per_unit: Object.fromEntries(largest(parts).map(([part, ms]) => [part, perUnit(ms)])),
    top_functions_us_per_unit: Object.fromEntries(
      largest(functions)
        .slice(0, top)
        .map(([name, ms]) => [name, perUnit(ms)]),
    ),
  };
}

module.exports = { partOf, profileIn, summarize };
