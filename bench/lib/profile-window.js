/**
 * Preloaded into a process a bench run profiles (`node --require`, with BENCH_PROFILE_OUT set): V8's CPU
 * profiler runs from the moment the process receives SIGUSR2 (the bench sends it as its measured window
 * opens, after the warm-up) until it receives SIGTERM or exits, and the profile is written into
 * BENCH_PROFILE_OUT then. Node's own `--cpu-prof` profiles from the start (module loading, warm-up) and
 * writes only on a normal exit, and a Netline service ends on SIGTERM by raising the signal again once it
 * has drained (NestJS's shutdown hooks), so it would never write one.
 */
const { Session } = require('node:inspector');
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const out = process.env.BENCH_PROFILE_OUT;
if (out) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  let running = false;
  process.on('SIGUSR2', () => {
    if (running) return;
    running = true;
    session.post('Profiler.start');
  });
  const write = () => {
    if (!running) return;
    running = false;
    // A session of the process's own thread answers synchronously, so this also works in an 'exit' handler.
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      mkdirSync(out, { recursive: true });
      writeFileSync(join(out, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  };
  // Once: the service's own handler raises the signal again after draining, and that one must end it.
  process.once('SIGTERM', write);
  process.once('exit', write);
}
