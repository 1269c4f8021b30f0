/**
 * Level k means a vocabulary of (k-1)×1000 to k×1000 words by frequency rank (DESIGN.md). The
 * band the generator picks from is (k-1)×1000..(k+1)×1000: the learner's band and the next one.
 * Related words just outside it (one band either side) are still taken, with less weight, before
 * unrelated words from the band.
 */
export function levelWindows(level: number) {
  const band = { from: Math.max(1, (level - 1) * 1000), to: (level + 1) * 1000 };
  const wide = { from: Math.max(1, (level - 2) * 1000), to: (level + 2) * 1000 };
  return { band, wide };
}
