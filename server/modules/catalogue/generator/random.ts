/**
 * The catalogue generator's randomness: a seeded PRNG (sfc32) that gives the same sequence on
 * every machine and run, because it uses only 32-bit integer arithmetic. Each game draws from
 * its own stream (seeded by a string), so adding a provider does not reshuffle the others.
 */

/** FNV-1a over the string, then spread over four words for sfc32's state. */
function seedWords(seed: string): [number, number, number, number] {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  const words: [number, number, number, number] = [0, 0, 0, 0];
  for (let i = 0; i < 4; i++) {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
    h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
    words[i] = (h ^ (h >>> 15)) >>> 0;
  }
  return words;
}

export interface Random {
  /** A float in [0, 1) with 32 bits of randomness. */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: string): Random {
  let [a, b, c, d] = seedWords(seed);
  const nextWord = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Warm-up: the first outputs of a fresh sfc32 state are poorly mixed.
  for (let i = 0; i < 12; i++) nextWord();
  const random: Random = {
    next: () => nextWord() / 4294967296,
    int: (min, max) => min + Math.floor(random.next() * (max - min + 1)),
    chance: (probability) => random.next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[random.int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = random.int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, count);
    },
  };
  return random;
}
