// The fuzz tests' source of randomness: seeded, so that a failure, which
// names its seed, can be replayed (FUZZ_SEED=S).

/** The seed of this run: FUZZ_SEED, or a fixed one (make test's). */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261124) >>> 0;

/** A small seeded generator (mulberry32): next() in [0, 1), below(n), pick(list). */
export function generator(seed) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const below = (n) => Math.floor(next() * n);
  return { next, below, pick: (list) => list[below(list.length)] };
}
