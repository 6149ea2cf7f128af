// eslint-disable-next-line @typescript-eslint/no-require-imports
const { MerchantPool } = require('../../bench/lib/merchants.js') as {
  MerchantPool: new (
    stack: unknown,
    options: { perMinute: number },
  ) => {
    budget: number;
    merchants: Array<{ merchant_id: string; freeAt: number; leased?: boolean }>;
    needed(requests: number): number;
    lease(requests: number): Promise<{
      merchants: Array<{ merchant_id: string }>;
      next(): { merchant_id: string };
      used(): number;
      release(): void;
    }>;
  };
};

describe('merchants for load at the rate limit', () => {
  const poolOf = (count: number) => {
    const pool = new MerchantPool({}, { perMinute: 100 });
    pool.merchants = Array.from({ length: count }, (_, index) => ({ merchant_id: `mer_${index}`, freeAt: 0 }));
    return pool;
  };

  it('gives no merchant more than its budget, fills blocks of 50 in turn and rests only the merchants it reached', async () => {
    const pool = poolOf(200);
    expect(pool.budget).toBe(90);
    // 5,000 requests need 56 merchants at 90 each: whole blocks of 50 make it 100.
    expect(pool.needed(5000)).toBe(100);
    const lease = await pool.lease(5000);
    expect(lease.merchants).toHaveLength(100);

    const counts = new Map<string, number>();
    const firstBlock = new Set<string>();
    for (let index = 0; index < 5000; index += 1) {
      const merchant = lease.next().merchant_id;
      counts.set(merchant, (counts.get(merchant) ?? 0) + 1);
      if (index < 50) firstBlock.add(merchant);
    }
    // Round-robin inside a block: the first 50 requests go to 50 different merchants.
    expect(firstBlock.size).toBe(50);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(90);
    // The first block took 4,500 requests (90 each), the second the remaining 500 (10 each).
    expect(counts.size).toBe(100);
    expect(counts.get('mer_0')).toBe(90);
    expect(counts.get('mer_99')).toBe(10);

    const before = Date.now();
    expect(lease.used()).toBe(100);
    lease.release();
    expect(pool.merchants.slice(0, 100).every((merchant) => merchant.freeAt >= before + 60_000 && !merchant.leased)).toBe(true);
    expect(pool.merchants.slice(100).every((merchant) => merchant.freeAt === 0)).toBe(true);

    // A merchant resting from the last row is not lent again until its window has emptied.
    const next = await pool.lease(100);
    expect(next.merchants.map((merchant) => merchant.merchant_id)).toEqual(pool.merchants.slice(100, 150).map((merchant) => merchant.merchant_id));
  });

  it('hands back untouched merchants of a generous lease as fresh', async () => {
    const pool = poolOf(150);
    const lease = await pool.lease(13_000);
    expect(lease.merchants).toHaveLength(150);
    // 100 requests went to the first 50 merchants (2 each); the other 100 were never used.
    for (let index = 0; index < 100; index += 1) lease.next();
    expect(lease.used()).toBe(50);
    lease.release();
    expect(pool.merchants.filter((merchant) => merchant.freeAt > 0)).toHaveLength(50);
  });
});
