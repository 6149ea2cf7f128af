import { AttemptOutcome, DeliveriesRepository } from '../deliveries/deliveries.repository';
import { AttemptRecorder } from './attempt-recorder';

const outcome: AttemptOutcome = { attemptedAt: new Date(), statusCode: 200, durationMs: 5, error: null, nextAttemptAt: null, status: 'succeeded' };

function repository(write: (ids: string[]) => Promise<Set<string>>) {
  const calls: string[][] = [];
  const repo = {
    recordAttempts: (attempts: Array<{ deliveryId: string }>) => {
      const ids = attempts.map((attempt) => attempt.deliveryId);
      calls.push(ids);
      return write(ids);
    },
  } as unknown as DeliveriesRepository;
  return { repo, calls };
}

describe('AttemptRecorder', () => {
  it('writes attempts that finish together in one statement and tells each caller whether it was recorded', async () => {
    const { repo, calls } = repository(async (ids) => new Set(ids.filter((id) => id !== 'whd_done')));
    const recorder = new AttemptRecorder(repo);
    const results = await Promise.all(['whd_a', 'whd_b', 'whd_done'].map((id) => recorder.record('mer_1', id, outcome)));
    expect(calls).toEqual([['whd_a', 'whd_b', 'whd_done']]);
    expect(results).toEqual([true, true, false]);
  });

  it('never puts two attempts of one delivery in the same statement', async () => {
    const { repo, calls } = repository(async (ids) => new Set(ids));
    const recorder = new AttemptRecorder(repo);
    await Promise.all([recorder.record('mer_1', 'whd_a', outcome), recorder.record('mer_1', 'whd_a', outcome), recorder.record('mer_1', 'whd_b', outcome)]);
    expect(calls).toEqual([['whd_a', 'whd_b'], ['whd_a']]);
  });

  it('fails exactly the attempts of a failed statement', async () => {
    let call = 0;
    const { repo } = repository(async (ids) => {
      call += 1;
      if (call === 1) throw new Error('connection lost');
      return new Set(ids);
    });
    const recorder = new AttemptRecorder(repo, 1);
    const first = recorder.record('mer_1', 'whd_a', outcome);
    const second = recorder.record('mer_1', 'whd_b', outcome);
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).resolves.toBe(true);
  });
});
