'use strict';
const { readFileSync } = require('node:fs');

/** Resident memory (VmRSS) of a process in MB, or null once it has gone. */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
  } catch {
    return null;
  }
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU time (user + system) a process has used so far, in seconds, or null once it has gone. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Idle and total jiffies of the whole machine (all cores), from the first line of /proc/stat. */
function machineTimes() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  // idle + iowait count as idle.
  return { idle: fields[3] + fields[4], total: fields.reduce((sum, value) => sum + value, 0) };
}

/** CPU time the whole machine (every process, both cores) has been busy so far, in seconds. */
function machineBusySeconds() {
  const { idle, total } = machineTimes();
  return (total - idle) / TICKS_PER_SECOND;
}

/**
 * Waits until the whole machine has stayed under `busy` (a fraction of all its cores) for `quietMs` in a
 * row, or `maxMs` passed. A row's setup (creating customers, say) leaves work behind that would otherwise
 * land in the measured seconds: the consumers working off its events, and each process's memory-reducing
 * collection, which runs once a process has been idle for a few seconds after a burst (docs/memory.md).
 * `quietMs` is longer than that delay. Answers how long it waited and whether the machine went quiet.
 */
async function settle({ busy = 0.25, quietMs = 5_000, maxMs = 30_000, stepMs = 250 } = {}) {
  const started = Date.now();
  let quietSince = started;
  let previous = machineTimes();
  while (Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, stepMs));
    const current = machineTimes();
    const total = current.total - previous.total;
    const fraction = total > 0 ? 1 - (current.idle - previous.idle) / total : 0;
    previous = current;
    if (fraction > busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return { waitedMs: Date.now() - started, settled: true };
  }
  return { waitedMs: Date.now() - started, settled: false };
}

/** `settle`, then a warning naming `what` when the machine did not go quiet (its figures include other work). */
async function settleOrWarn(what, options) {
  const result = await settle(options);
  if (!result.settled)
    console.warn(`warning: the machine stayed busy for ${Math.round(result.waitedMs / 1000)} s before ${what}; its figures include other work`);
  return result;
}

module.exports = { cpuSeconds, machineBusySeconds, rssMb, settle, settleOrWarn };
