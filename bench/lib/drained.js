'use strict';
/**
 * Waits until the stack has finished what earlier rows left behind: every consumer group of every stream
 * of the stack's namespace has read to the end (`lag` 0) and holds nothing pending, and then the machine
 * has gone quiet.
 *
 * A row's or a scenario's setup can leave far more work behind than its few seconds of load suggest (on a
 * fast machine the partners scenario files hundreds of thousands of sub-merchant applications, which
 * identity underwrites one at a time and every consumer then reads about). `settle` alone gives up after
 * 30 s; what still runs after that would land inside the next scenario's measured seconds and keep the
 * services from idling before their memory is read.
 */
const IORedis = require('ioredis');
const { consumerGroupsOf } = require('@netline/messaging');
const { settleOrWarn } = require('./proc');

async function streamsBehind(redis, namespace) {
  const behind = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${namespace ? `${namespace}:` : ''}events:*`, 'TYPE', 'stream', 'COUNT', 1000);
    cursor = next;
    for (const stream of keys) {
      for (const { group, pending, lag } of await consumerGroupsOf(redis, stream)) {
        // An unknown lag (entries deleted by trimming) leaves the pending count to decide.
        if ((lag ?? 0) > 0 || pending > 0) behind.push({ stream, group, lag: lag ?? 0, pending });
      }
    }
  } while (cursor !== '0');
  return behind;
}

/** Resolves once no consumer group is behind, or after `maxMs`; answers whether they caught up. */
async function streamsCaughtUp(namespace, what, maxMs, stepMs) {
  const redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 3 });
  const started = Date.now();
  let announced = false;
  try {
    await redis.connect();
    for (;;) {
      const behind = await streamsBehind(redis, namespace);
      if (behind.length === 0) {
        if (announced) console.log(`  … applied in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return true;
      }
      const total = behind.reduce((sum, entry) => sum + entry.lag + entry.pending, 0);
      if (Date.now() - started >= maxMs) {
        const detail = behind.map((entry) => `${entry.group} on ${entry.stream}: ${entry.lag} unread, ${entry.pending} pending`).join('; ');
        console.warn(
          `warning: consumers still ${total} events behind after ${Math.round(maxMs / 1000)} s before ${what}; its figures include that work (${detail})`,
        );
        return false;
      }
      if (!announced && Date.now() - started > 2_000) {
        console.log(`  waiting for the consumers to apply ${total} events before ${what} …`);
        announced = true;
      }
      await new Promise((resolve) => setTimeout(resolve, stepMs));
    }
  } finally {
    redis.disconnect();
  }
}

/**
 * Waits until the consumers have caught up, then until the machine has been quiet for 5 s (the same test
 * as `settle`, but for up to `maxMs`): work that is not in a stream, such as identity underwriting the
 * partners scenario's sub-merchant applications one at a time, also has to end. Warns, naming `what`,
 * when either did not happen in time.
 */
async function drainedOrWarn(namespace, what, { maxMs = 900_000, stepMs = 500 } = {}) {
  const started = Date.now();
  const caughtUp = await streamsCaughtUp(namespace, what, maxMs, stepMs);
  const quiet = await settleOrWarn(what, { maxMs: Math.max(30_000, maxMs - (Date.now() - started)) });
  if (quiet.settled && quiet.waitedMs > 15_000) console.log(`  (the machine was busy for ${Math.round(quiet.waitedMs / 1000)} s more before ${what})`);
  return { drained: caughtUp && quiet.settled, waitedMs: Date.now() - started };
}

module.exports = { drainedOrWarn, streamsCaughtUp };
