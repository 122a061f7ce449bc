// @vitest-environment node
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  betMessage,
  diceRollFromHex,
  hmacSha256Hex,
  sha256Hex,
  verifyDiceBet,
} from '@/features/fairness/provably-fair';

/** The dice rule written out independently: 5 hex chars at a time, first one under 1e6. */
function referenceRoll(hex: string): string {
  for (let i = 0; i < hex.length; i += 5) {
    const value = Number.parseInt(hex.slice(i, i + 5), 16);
    if (value < 1e6) return ((value % 1e4) / 1e2).toFixed(2);
  }
  throw new Error('unreachable for a 64-char hash');
}

const nodeHmac = (key: string, message: string) =>
  createHmac('sha256', key).update(message).digest('hex');

describe('sha256Hex', () => {
  it('matches the FIPS 180-2 vector for "abc"', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('matches node:crypto for any text, including non-ASCII', async () => {
    for (const text of ['', 'server-seed', 'Ünïcødé 🎲 seed']) {
      expect(await sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });
});

describe('hmacSha256Hex', () => {
  it('matches RFC 4231 test case 2', async () => {
    expect(await hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it.each([
    ['a5c7e1f0d3b2', 'my-client-seed', 0],
    ['a5c7e1f0d3b2', 'my-client-seed', 1],
    ['3f9c0e2d7b8a41f6', 'lucky', 42],
    ['seed with spaces', '', 999_999],
  ])(
    'matches node:crypto for server seed %j, client seed %j, nonce %i',
    async (server, client, nonce) => {
      const message = betMessage(client, nonce);
      expect(message).toBe(`${client}:${nonce}`);
      expect(await hmacSha256Hex(server, message)).toBe(nodeHmac(server, message));
    },
  );
});

describe('diceRollFromHex', () => {
  it('uses the first five characters when they are below 1,000,000', () => {
    // 0x0c350 = 50000 → 50000 % 10000 = 0 → 0.00; 0xf423f = 999999 → 99.99
    expect(diceRollFromHex(`0c350${'f'.repeat(59)}`)).toMatchObject({ text: '0.00', start: 0 });
    expect(diceRollFromHex(`f423f${'0'.repeat(59)}`)).toMatchObject({
      roll: 99.99,
      text: '99.99',
      value: 999_999,
    });
  });

  it('skips groups of 1,000,000 or more and takes the next five', () => {
    // 0xf4240 = 1,000,000 is skipped; 0x01e61 = 7777 → 77.77
    const roll = diceRollFromHex(`f4240ffffffffff01e61${'0'.repeat(44)}`);
    expect(roll).toEqual({ roll: 77.77, text: '77.77', start: 15, chunk: '01e61', value: 7777 });
  });

  it('falls back to the last, shorter group when every full group is too large', () => {
    const roll = diceRollFromHex(`${'f'.repeat(60)}1234`);
    expect(roll).toMatchObject({ start: 60, chunk: '1234', value: 0x1234, text: '46.60' });
  });

  it('rejects text that is not hexadecimal', () => {
    expect(() => diceRollFromHex('not-hex')).toThrow();
  });
});

describe('verifyDiceBet', () => {
  it.each([
    ['a5c7e1f0d3b2', 'my-client-seed', 0],
    ['a5c7e1f0d3b2', 'my-client-seed', 7],
    ['example-server-seed', 'abc123', 123],
  ])(
    'reproduces the commitment, HMAC and roll computed with node:crypto',
    async (server, client, nonce) => {
      const result = await verifyDiceBet({ serverSeed: server, clientSeed: client, nonce });
      const hmac = nodeHmac(server, `${client}:${nonce}`);
      expect(result.serverSeedHash).toBe(createHash('sha256').update(server).digest('hex'));
      expect(result.hmac).toBe(hmac);
      expect(result.dice.text).toBe(referenceRoll(hmac));
      expect(result.dice.roll).toBeGreaterThanOrEqual(0);
      expect(result.dice.roll).toBeLessThan(100);
    },
  );

  it('rejects a negative or fractional nonce', async () => {
    await expect(verifyDiceBet({ serverSeed: 's', clientSeed: 'c', nonce: -1 })).rejects.toThrow();
    await expect(verifyDiceBet({ serverSeed: 's', clientSeed: 'c', nonce: 1.5 })).rejects.toThrow();
  });
});
