'use strict';
/**
 * Ratio targets measured as interleaved pairs of their two rows (bench/README.md, "Pairs"): each pair is
 * `{ ratio, … }`, and the pair with the median ratio is the one printed and judged.
 */

/** The pair with the median ratio (of an even count, the lower middle one). */
function medianPair(pairs) {
  const sorted = [...pairs].sort((a, b) => a.ratio - b.ratio);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** `median of 3 pairs (ratios …)` for a row's note; empty for a single pair. */
function pairsNote(pairs) {
  if (pairs.length < 2) return '';
  return `median of ${pairs.length} pairs (ratios ${pairs.map((pair) => pair.ratio.toFixed(3)).join(', ')})`;
}

module.exports = { medianPair, pairsNote };
