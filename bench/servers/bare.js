// Baseline 1: a bare Fastify JSON route, the ceiling for any HTTP service on this machine.
const fastify = require('fastify')({ logger: false });

fastify.get('/customer', async () => ({ id: 'cus_baseline', business_name: 'Baseline Co', amount_available: 1000 }));
fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => process.send?.('ready'));
