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

module.exports = { rssMb };
