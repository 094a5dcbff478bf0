/** A small seeded generator (mulberry32): the same seed gives the same sample catalogue. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** True with probability p. */
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** `count` distinct items, in their original order. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((a, b) => a - b).map((index) => items[index] as T);
    },
  };
}

export type Random = ReturnType<typeof createRandom>;

/** A stable 32-bit hash of a string, to seed per-item generators. */
export function hashString(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}
