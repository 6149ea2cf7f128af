'use strict';
const { readFileSync, writeFileSync } = require('node:fs');

/** A memory figure of `/proc/<pid>/status` (kB there) in MB, or null once the process has gone. */
function statusMb(pid, field) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)[1]) / 1024);
  } catch {
    return null;
  }
}

/** Resident memory (VmRSS) of a process in MB, or null once it has gone. */
const rssMb = (pid) => statusMb(pid, 'VmRSS');

/**
 * The most resident memory (VmHWM) a process has held since its peak was last reset, in MB, or null once
 * it has gone.
 */
const peakRssMb = (pid) => statusMb(pid, 'VmHWM');

/** Resets a process's peak resident memory to its current one (Linux: `5` to /proc/<pid>/clear_refs); false where not allowed. */
function resetPeakRss(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
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

/** Idle, stolen and total jiffies in the `cpu` line of /proc/stat (all cores together). */
function cpuTimes(line) {
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  // idle + iowait count as idle. The eighth field is steal: time a virtual machine's cores wanted to run
  // but the hypervisor ran something else. It is neither this machine's work nor idle. Guest time (the
  // ninth and tenth) is already inside user time, so it is not added again.
  const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = fields;
  return { idle: idle + iowait, steal, total: user + nice + system + idle + iowait + irq + softirq + steal };
}

/** The whole machine's jiffies so far (see cpuTimes). */
function machineTimes() {
  return cpuTimes(readFileSync('/proc/stat', 'utf8').split('\n')[0]);
}

/** CPU time the whole machine's processes (both cores) have used so far, in seconds: steal is not theirs. */
function machineBusySeconds() {
  const { idle, steal, total } = machineTimes();
  return (total - idle - steal) / TICKS_PER_SECOND;
}

/**
 * Starts measuring the hypervisor's steal; the function it answers gives the stolen share (percent, one
 * decimal) of the machine's time since. On a shared virtual machine, stolen time is why two runs of the
 * same code differ: a row measured while a neighbour took a tenth of the cores ran on less machine.
 */
function stealMeter() {
  const start = machineTimes();
  return () => {
    const now = machineTimes();
    const total = now.total - start.total;
    return total > 0 ? Math.round((1000 * (now.steal - start.steal)) / total) / 10 : 0;
  };
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
    const fraction = total > 0 ? 1 - (current.idle - previous.idle + current.steal - previous.steal) / total : 0;
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

module.exports = { cpuSeconds, cpuTimes, machineBusySeconds, peakRssMb, resetPeakRss, rssMb, settle, settleOrWarn, stealMeter };
