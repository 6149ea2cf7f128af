/**
 * xorshift32 from `seed`: a number below `below` per call. A test that draws its operations from it makes
 * the same ones every run, so a failure names a history that can be replayed.
 */
export function xorshift32(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % below;
  };
}
