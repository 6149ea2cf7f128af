import { ApiClient, createMerchant, customerInput, Stack } from '@netline/testing';

/** Per-service scaling: two credit processes in one NATS queue group share the work, each request once. */
describe('two credit replicas', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await Stack.start({
      apps: ['identity', 'credit', 'gateway'],
      namespace: 'random',
      logDir: 'var/test-logs',
      env: { RATE_LIMIT_PER_MINUTE: '1000000' },
    });
    await stack.launch('credit', 'credit-2');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function handledCreates(url: string): Promise<number> {
    const metrics = await (await fetch(`${url}/metrics`)).text();
    const line = metrics
      .split('\n')
      .find(
        (entry) =>
          entry.startsWith('rpc_requests_handled_total{') &&
          entry.includes('subject="') &&
          entry.includes('credit.customers.create"') &&
          entry.includes('outcome="ok"'),
      );
    return line ? Number(line.split(' ').pop()) : 0;
  }

  it('handles each of 200 requests exactly once, spread over both processes', async () => {
    const merchant = await createMerchant(stack.env, 'Scaling Merchant');
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    const replicas = stack.processes.filter((entry) => entry.app === 'credit');
    expect(replicas).toHaveLength(2);

    const responses = [];
    for (let batch = 0; batch < 200; batch += 20) {
      responses.push(...(await Promise.all(Array.from({ length: 20 }, () => api.post('/customers', customerInput())))));
    }
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(200));
    const ids = new Set(responses.map((response) => response.body.id));
    expect(ids.size).toBe(200);

    const perReplica = await Promise.all(replicas.map((replica) => handledCreates(replica.url)));
    expect(perReplica[0] + perReplica[1]).toBe(200);
    expect(perReplica[0]).toBeGreaterThan(0);
    expect(perReplica[1]).toBeGreaterThan(0);
    expect((await api.get('/customers')).body.count).toBe(200);
  });
});
