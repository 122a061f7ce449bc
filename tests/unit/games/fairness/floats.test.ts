/**
 * A player checking a bet on /fair gets the same floats as any Stake verifier: HMAC-SHA256 of
 * `clientSeed:nonce:round` keyed with the server seed, 4 bytes a float, 8 floats an HMAC.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameFloats, serverSeedHash } from '@/games';
import { nodeFloats, REFERENCE_SEEDS } from '../reference';

describe('gameFloats', () => {
  it('gives the reference floats of nonce 0, across two HMAC rounds', () => {
    // Computed once with nodeFloats (node:crypto), see ../reference.ts.
    expect(gameFloats({ ...REFERENCE_SEEDS, nonce: 0 }, 10)).toEqual([
      0.7118149497546256, 0.7100062216632068, 0.7410858052317053, 0.8064576154574752,
      0.09014250780455768, 0.38480557315051556, 0.01219367329031229, 0.05424506007693708,
      0.11322934040799737, 0.2760982187464833,
    ]);
  });

  it('agrees with an independent node:crypto generator for any seeds, nonce and count', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.nat({ max: 1_000_000 }),
        fc.integer({ min: 0, max: 60 }),
        (serverSeed, clientSeed, nonce, count) => {
          expect(gameFloats({ serverSeed, clientSeed, nonce }, count)).toEqual(
            nodeFloats(serverSeed, clientSeed, nonce, count),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps the first floats when more are asked for, and changes with the nonce', () => {
    const few = gameFloats({ ...REFERENCE_SEEDS, nonce: 5 }, 3);
    expect(gameFloats({ ...REFERENCE_SEEDS, nonce: 5 }, 24).slice(0, 3)).toEqual(few);
    expect(gameFloats({ ...REFERENCE_SEEDS, nonce: 6 }, 3)).not.toEqual(few);
  });

  it('refuses a count or nonce that is not a whole number ≥ 0', () => {
    expect(() => gameFloats({ ...REFERENCE_SEEDS, nonce: 0 }, -1)).toThrow(/float count/);
    expect(() => gameFloats({ ...REFERENCE_SEEDS, nonce: 0 }, 1.5)).toThrow(/float count/);
    expect(() => gameFloats({ ...REFERENCE_SEEDS, nonce: -1 }, 1)).toThrow(/nonce/);
  });
});

describe('serverSeedHash', () => {
  it('is the SHA-256 of the seed text in lowercase hex', () => {
    // FIPS 180-2's published SHA-256 test vector for "abc".
    expect(serverSeedHash('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    // node:crypto, computed once.
    expect(serverSeedHash(REFERENCE_SEEDS.serverSeed)).toBe(
      '311e6648bcc6d21c60196c2f1ccb092661f23fbe792cfc7db0bdd2710a709b5e',
    );
  });
});
