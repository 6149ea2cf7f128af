import { MALLOC_MMAP_THRESHOLD } from '@netline/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every Netline process runs with the same allocator setting whichever way it is started: from the
 * container image, or from the stack that `npm start`, the tests and the bench use (docs/memory.md).
 */
describe('the runtime environment of every process', () => {
  it('sets the same glibc mmap threshold in the container image as in the local stack', () => {
    const dockerfile = readFileSync(join(__dirname, '..', 'deploy', 'Dockerfile'), 'utf8');
    const runtimeStage = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    const set = /^ENV MALLOC_MMAP_THRESHOLD_=(\d+)$/m.exec(runtimeStage);
    expect(set?.[1]).toBe(String(MALLOC_MMAP_THRESHOLD));
    // Node allocates 64 KiB for each socket read; a threshold above that would leave them on the heap.
    expect(MALLOC_MMAP_THRESHOLD).toBeLessThanOrEqual(64 * 1024);
  });
});
