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

  it('gives no merchant more than its budget, changes merchants one lane at a time and rests only the merchants it reached', async () => {
    const pool = poolOf(300);
    expect(pool.budget).toBe(90);
    // 5,000 requests need 56 merchants at 90 each; in whole lanes' worth (50), with one more per lane for
    // its shortened first turn, 150.
    expect(pool.needed(5000)).toBe(150);
    const lease = await pool.lease(5000);
    expect(lease.merchants).toHaveLength(150);

    const counts = new Map<string, number>();
    const firstUse: number[] = [];
    for (let index = 0; index < 5000; index += 1) {
      const merchant = lease.next().merchant_id;
      if (!counts.has(merchant)) firstUse.push(index);
      counts.set(merchant, (counts.get(merchant) ?? 0) + 1);
    }
    // The first 50 requests go to 50 different merchants, one per lane.
    expect(firstUse.slice(0, 50)).toEqual(Array.from({ length: 50 }, (_, index) => index));
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(90);
    // Lane 0's first merchant had 2 requests, lane 49's the whole budget.
    expect(counts.get('mer_0')).toBe(2);
    expect(counts.get('mer_49')).toBe(90);
    // After the start, no two lanes change merchants within the same round of 50 requests.
    const changes = firstUse.slice(50);
    expect(changes.length).toBeGreaterThan(40);
    changes.slice(1).forEach((at, index) => expect(at - changes[index]).toBeGreaterThanOrEqual(50));

    const before = Date.now();
    expect(lease.used()).toBe(counts.size);
    lease.release();
    const reached = pool.merchants.filter((merchant) => counts.has(merchant.merchant_id));
    expect(reached.every((merchant) => merchant.freeAt >= before + 60_000 && !merchant.leased)).toBe(true);
    expect(pool.merchants.filter((merchant) => !counts.has(merchant.merchant_id)).every((merchant) => merchant.freeAt === 0 && !merchant.leased)).toBe(true);

    // A merchant resting from the last row is not lent again until its window has emptied.
    const next = await pool.lease(100);
    expect(next.merchants).toHaveLength(100);
    expect(next.merchants.some((merchant) => counts.has(merchant.merchant_id))).toBe(false);
  });

  it('hands back untouched merchants of a generous lease as fresh', async () => {
    const pool = poolOf(200);
    const lease = await pool.lease(13_000);
    expect(lease.merchants).toHaveLength(200);
    // 100 requests went to the lanes' first 50 merchants (2 each); the other 150 were never used.
    for (let index = 0; index < 100; index += 1) lease.next();
    expect(lease.used()).toBe(50);
    lease.release();
    expect(pool.merchants.filter((merchant) => merchant.freeAt > 0)).toHaveLength(50);
  });
});
