// eslint-disable-next-line @typescript-eslint/no-require-imports
const { size } = require('../../bench/capacity.js') as {
  size: (
    options: { merchants: number; perMinute: number; utilisation: number; mix: Record<string, number> },
    costs: Record<string, Record<string, number>>,
  ) => { rate: number; rows: Array<{ tier: string; us_per_request: number; cores: number; replicas: number | null; one_instance_ceiling_rps: number | null }> };
};

describe('capacity sizing from the bench figures', () => {
  const costs = {
    read: { gateway: 400, credit: 300, postgresql: 200, redis: 50 },
    create_invoice: { gateway: 800, billing: 2000, postgresql: 1000, redis: 100 },
  };

  it('weights each tier by the mix and turns CPU into cores, replicas and single-thread ceilings', () => {
    const { rate, rows } = size({ merchants: 6000, perMinute: 100, utilisation: 0.5, mix: { read: 0.75, create_invoice: 0.25 } }, costs);
    expect(rate).toBe(10_000);
    const tier = (name: string) => rows.find((row) => row.tier === name);
    // gateway: 0.75 × 400 + 0.25 × 800 = 500 µs → 10,000 req/s × 500 µs = 5 cores busy, 10 at 50%.
    expect(tier('gateway')).toEqual({ tier: 'gateway', us_per_request: 500, cores: 10, replicas: 10, one_instance_ceiling_rps: 1000 });
    // billing sees only invoices: 500 µs weighted; credit only reads: 225 µs → 4.5 cores, 5 replicas.
    expect(tier('credit')).toMatchObject({ us_per_request: 225, cores: 4.5, replicas: 5 });
    // A server has no replica count; PostgreSQL is multi-core (no ceiling), Redis runs commands on one thread.
    expect(tier('postgresql')).toMatchObject({ us_per_request: 400, cores: 8, replicas: null, one_instance_ceiling_rps: null });
    expect(tier('redis')).toMatchObject({ us_per_request: 63, replicas: null, one_instance_ceiling_rps: 8000 });
    expect(rows[0].tier).toBe('gateway');
  });

  it('keeps the production floor of three replicas and refuses a mix naming an unmeasured request', () => {
    const { rows } = size({ merchants: 60, perMinute: 100, utilisation: 0.7, mix: { read: 1 } }, costs);
    expect(rows.find((row) => row.tier === 'credit')?.replicas).toBe(3);
    expect(() => size({ merchants: 1, perMinute: 1, utilisation: 0.7, mix: { refund: 1 } }, costs)).toThrow('the bench measured no "refund"');
  });
});
