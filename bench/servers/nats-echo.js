// Baseline 2: a bare Fastify route that makes one NATS request-reply hop to an echo responder in
// another process: the floor cost of the gateway → service hop without any framework on either side.
const { connect, JSONCodec } = require('nats');

const codec = JSONCodec();
const subject = `bench.echo.${process.env.BENCH_ID}`;

async function responder() {
  const nc = await connect({ servers: process.env.NATS_URL || 'nats://127.0.0.1:4222' });
  const subscription = nc.subscribe(subject, { queue: 'echo' });
  process.send?.('ready');
  for await (const message of subscription) {
    message.respond(codec.encode({ ok: true, data: { id: 'cus_baseline', business_name: 'Baseline Co', amount_available: 1000 } }));
  }
}

async function server() {
  const nc = await connect({ servers: process.env.NATS_URL || 'nats://127.0.0.1:4222' });
  const fastify = require('fastify')({ logger: false });
  fastify.get('/customer', async () => {
    const reply = await nc.request(subject, codec.encode({ params: { customer_id: 'cus_baseline' } }), { timeout: 5000 });
    return codec.decode(reply.data).data;
  });
  await fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.send?.('ready');
}

(process.argv[2] === 'responder' ? responder() : server()).catch((error) => {
  console.error(error);
  process.exit(1);
});
