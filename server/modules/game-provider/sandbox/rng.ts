/**
 * Where the reel stops come from. Play uses the operating system's CSPRNG (crypto.randomInt,
 * unbiased); tests and the RTP statistics use a seeded generator so a run can be repeated.
 * The browser never decides anything: it only shows what the server's Rng chose.
 */
import { randomInt } from 'node:crypto';

export interface Rng {
  /** A uniform integer in [0, max). */
  int(max: number): number;
}

export const cryptoRng: Rng = { int: (max) => randomInt(0, max) };

/** mulberry32: small, fast and good enough for statistics; never used for play. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return {
    int(max) {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      return Math.floor(unit * max);
    },
  };
}
