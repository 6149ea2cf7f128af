import { InFlight } from './in-flight';

describe('InFlight', () => {
  it('shares a run among the callers of one key until it settles, then starts afresh', async () => {
    const inFlight = new InFlight<string>();
    let started = 0;
    const start = (outcome: 'ok' | 'fail') => () => {
      started += 1;
      return outcome === 'ok' ? Promise.resolve(`run ${started}`) : Promise.reject(new Error(`run ${started} failed`));
    };
    await expect(
      Promise.all([inFlight.run('a', start('fail')), inFlight.run('a', start('ok'))].map((run) => run.catch((error: Error) => error.message))),
    ).resolves.toEqual(['run 1 failed', 'run 1 failed']);
    await expect(Promise.all([inFlight.run('a', start('ok')), inFlight.run('a', start('ok')), inFlight.run('b', start('ok'))])).resolves.toEqual([
      'run 2',
      'run 2',
      'run 3',
    ]);
    expect(started).toBe(3);
  });
});
