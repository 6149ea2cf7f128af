import { randomBytes } from 'node:crypto';
import IORedis from 'ioredis';
import { Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { recordConsumedStream, registerMessagingMetrics } from './stream-metrics';
import { messagingBed } from './messaging.int-fixture';

/** The scaling and alerting figures, read from a real stream, consumer group and outbox. */
describe('messaging metrics', () => {
  const bed = messagingBed('metricstest');
  const stream = `metricstest:${randomBytes(4).toString('hex')}:events:test`;
  let dataSource: DataSource;
  let redis: IORedis;
  let registry: Registry;

  beforeAll(() => {
    ({ dataSource, redis } = bed);
    bed.track(stream, `${stream}:dead`);
    registry = new Registry();
    registerMessagingMetrics(registry, redis, dataSource);
  });

  const value = async (name: string, labels: Record<string, string> = {}): Promise<number | undefined> => {
    const metric = (await registry.getMetricsAsJSON()).find((entry) => entry.name === name);
    const sample = (metric?.values ?? []).find((entry) => Object.entries(labels).every(([key, wanted]) => entry.labels[key] === wanted));
    return sample?.value;
  };

  it('reports lag, pending and dead letters for each consumed stream and group, and the outbox age', async () => {
    await redis.xgroup('CREATE', stream, 'billing', '0', 'MKSTREAM');
    recordConsumedStream(stream, 'billing');
    for (let index = 0; index < 5; index += 1) await redis.xadd(stream, '*', 'event', JSON.stringify({ index }));
    expect(await value('stream_consumer_group_lag', { stream, group: 'billing' })).toBe(5);
    expect(await value('stream_consumer_group_pending', { stream, group: 'billing' })).toBe(0);

    // Two delivered and not acknowledged: the lag falls by two, the pending list holds them.
    await redis.xreadgroup('GROUP', 'billing', 'consumer-1', 'COUNT', 2, 'STREAMS', stream, '>');
    expect(await value('stream_consumer_group_lag', { stream, group: 'billing' })).toBe(3);
    expect(await value('stream_consumer_group_pending', { stream, group: 'billing' })).toBe(2);

    // A group of another app on the same stream is not this process's to report.
    await redis.xgroup('CREATE', stream, 'credit', '0');
    expect(await value('stream_consumer_group_lag', { stream, group: 'credit' })).toBeUndefined();

    expect(await value('stream_dead_letter_entries', { stream })).toBe(0);
    await redis.xadd(`${stream}:dead`, '*', 'group', 'billing', 'entry_id', '1-0', 'error', 'boom');
    expect(await value('stream_dead_letter_entries', { stream })).toBe(1);

    expect(await value('outbox_oldest_unsent_age_seconds')).toBe(0);
    await dataSource.query(
      `INSERT INTO outbox (event_id, type, payload, created_at) VALUES ('evt_old', 'test.old', '{}', now() - interval '90 seconds'),
       ('evt_new', 'test.new', '{}', now())`,
    );
    expect(await value('outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(90);
    await dataSource.query(`UPDATE outbox SET sent_at = now() WHERE event_id = 'evt_old'`);
    expect(await value('outbox_oldest_unsent_age_seconds')).toBeLessThan(90);
    await dataSource.query('UPDATE outbox SET sent_at = now()');
    expect(await value('outbox_oldest_unsent_age_seconds')).toBe(0);
  });
});
