// @vitest-environment node
/**
 * The fairness statistics play on Node's native HMAC for speed: it must give exactly the
 * floats the games draw (src/games gameFloats, @noble/hashes), or they would test other dice.
 */
import { nativeGameFloats } from '@tests/support/native-game-floats';
import { describe, expect, it } from 'vitest';
import { gameFloats } from '@/games';

describe("the statistics' native floats", () => {
  it('equal the games’ floats for every nonce and count', () => {
    const seeds = [
      { serverSeed: 'kadibet-fairness-statistics', clientSeed: 'FairStats2026x' },
      { serverSeed: 'a'.repeat(64), clientSeed: 'Ünïcødé seed' },
    ];
    for (const seed of seeds) {
      for (let nonce = 0; nonce < 500; nonce++) {
        const count = (nonce % 40) + 1;
        expect(nativeGameFloats({ ...seed, nonce }, count)).toEqual(
          gameFloats({ ...seed, nonce }, count),
        );
      }
    }
  });
});
