// A relay process for the crash test: it publishes a batch to the stream, tells the parent, and then
// hangs before it can mark the rows sent, so the parent can kill -9 it at exactly that point.
const { DataSource } = require('typeorm');
const IORedis = require('ioredis');
const { OutboxRelay, RedisStreamPublisher, messagingEntities } = require('@netline/messaging');
const { createLogger } = require('@netline/observability');

async function main() {
  const dataSource = new DataSource({ type: 'postgres', url: process.env.TEST_DATABASE_URL, entities: messagingEntities });
  await dataSource.initialize();
  const redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  const inner = new RedisStreamPublisher(redis);
  const publisher = {
    async publish(stream, events, traces) {
      await inner.publish(stream, events, traces);
      process.send({ published: events.map((event) => event.id) });
      await new Promise(() => undefined);
    },
  };
  const relay = new OutboxRelay(dataSource, publisher, createLogger('relay-child', 'silent'), { stream: process.env.TEST_STREAM, batchSize: 1000 });
  await relay.relayOnce();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
