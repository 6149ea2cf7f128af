import { adminCli } from '@netline/testing';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** `npm run admin -- events dead-letters list|replay` against real Redis (the built CLI). */
describe('admin events dead-letters', () => {
  const namespace = `dl${randomBytes(4).toString('hex')}`;
  const env = { NETLINE_NAMESPACE: namespace, REDIS_URL };
  const redis = new IORedis(REDIS_URL);

  afterAll(async () => {
    const keys = await redis.keys(`${namespace}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('lists dead-lettered events with their reason and replays them onto their stream, once', async () => {
    const event = {
      id: 'evt_dl1',
      type: 'payment.status_changed',
      object: 'payment',
      merchant_id: 'mer_1',
      occurred_at: new Date().toISOString(),
      data: { id: 'pay_1' },
    };
    const source = `${namespace}:events:treasury`;
    await redis.xadd(source, '*', 'event', JSON.stringify(event));
    const deadId = await redis.xadd(
      `${source}:dead`,
      '*',
      'group',
      'billing',
      'entry_id',
      '1-0',
      'error',
      'Invoice not found',
      'failed_at',
      '2026-01-01T00:00:00.000Z',
      'event',
      JSON.stringify(event),
    );
    // Another namespace's dead letters are not this stack's.
    await redis.xadd(`${namespace}x:events:treasury:dead`, '*', 'group', 'billing', 'error', 'other', 'event', '{}');

    const listed = await adminCli<{ count: number; dead_letters: Array<Record<string, unknown>> }>(env, ['events', 'dead-letters', 'list']);
    expect(listed).toEqual({
      count: 1,
      dead_letters: [
        {
          id: deadId,
          stream: 'events:treasury',
          group: 'billing',
          entry_id: '1-0',
          error: 'Invoice not found',
          failed_at: '2026-01-01T00:00:00.000Z',
          event_id: 'evt_dl1',
          type: 'payment.status_changed',
          merchant_id: 'mer_1',
        },
      ],
    });
    expect((await adminCli<{ count: number }>(env, ['events', 'dead-letters', 'list', '--stream', 'billing'])).count).toBe(0);

    await expect(adminCli(env, ['events', 'dead-letters', 'replay', '--id', '9-9'])).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining('No dead-lettered event with id 9-9'),
    });
    const replayed = await adminCli<{ count: number; replayed: Array<{ id: string; event_id: string }> }>(env, ['events', 'dead-letters', 'replay']);
    expect(replayed.count).toBe(1);
    expect(replayed.replayed[0]).toMatchObject({ id: deadId, event_id: 'evt_dl1', stream: 'events:treasury' });
    const entries = await redis.xrange(source, '-', '+');
    expect(entries.map(([, fields]) => JSON.parse(fields[1]).id)).toEqual(['evt_dl1', 'evt_dl1']);
    expect(await redis.xlen(`${source}:dead`)).toBe(0);
    expect((await adminCli<{ count: number }>(env, ['events', 'dead-letters', 'replay'])).count).toBe(0);
    await redis.del(`${namespace}x:events:treasury:dead`);
  });
});
