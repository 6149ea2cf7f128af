// A Jest reporter that keeps, in the file named by NETLINE_RUNNING_SUITES_FILE, the test files running
// right now and when each began. scripts/run-tests.js reads it when a run outlives its time budget, to
// say which suites hung. Without the variable it does nothing.
const { renameSync, writeFileSync } = require('node:fs');

class RunningSuitesReporter {
  constructor() {
    this.file = process.env.NETLINE_RUNNING_SUITES_FILE;
    this.running = new Map();
  }

  onTestFileStart(test) {
    this.running.set(test.path, Date.now());
    this.write();
  }

  onTestFileResult(test) {
    this.running.delete(test.path);
    this.write();
  }

  write() {
    if (!this.file) return;
    // Written whole and renamed, so a reader never sees half a file.
    writeFileSync(`${this.file}.tmp`, JSON.stringify(Object.fromEntries(this.running)));
    renameSync(`${this.file}.tmp`, this.file);
  }
}

module.exports = RunningSuitesReporter;
