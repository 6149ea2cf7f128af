// eslint-disable-next-line @typescript-eslint/no-require-imports
const { cpuTimes, machineBusySeconds, stealMeter } = require('../../bench/lib/proc.js') as {
  cpuTimes: (line: string) => { idle: number; steal: number; total: number };
  machineBusySeconds: () => number;
  stealMeter: () => () => number;
};

describe('bench machine accounting', () => {
  it('reads idle, steal and total from the cpu line of /proc/stat, guest time not counted twice', () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    expect(cpuTimes('cpu  153570 0 30532 209271 1915 0 4950 3091 700 0')).toEqual({
      idle: 209271 + 1915,
      steal: 3091,
      total: 153570 + 30532 + 209271 + 1915 + 4950 + 3091,
    });
    // Kernels before steal accounting print seven fields.
    expect(cpuTimes('cpu 10 0 5 100 0 0 1')).toEqual({ idle: 100, steal: 0, total: 116 });
  });

  it('counts this machine’s own work as busy and answers the stolen share as a percentage', () => {
    const stolen = stealMeter();
    const before = machineBusySeconds();
    const end = Date.now() + 100;
    while (Date.now() < end);
    // A tenth of a second of work on one core shows up (USER_HZ ticks are 10 ms).
    expect(machineBusySeconds() - before).toBeGreaterThanOrEqual(0.05);
    const share = stolen();
    expect(share).toBeGreaterThanOrEqual(0);
    expect(share).toBeLessThanOrEqual(100);
  });
});
