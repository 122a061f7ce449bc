import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betStep,
  clampBet,
  decreaseBet,
  doubleBet,
  halfBet,
  increaseBet,
  MIN_BET,
  maxBet,
  toCents,
} from '@/features/wallet/balance/bet-amount';

/** Dollars as the server sends them: whole units of 1e-8, up to a large balance. */
const dollars = (max = 10n ** 15n) =>
  fc.bigInt({ min: 0n, max }).map((units) => Number(units) / 1e8);

const isTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const HELPERS = { increaseBet, decreaseBet, halfBet, doubleBet, clampBet } as const;

describe('bet step', () => {
  it.each([
    [0, 0.01],
    [0.01, 0.01],
    [0.5, 0.01],
    [0.99, 0.01],
    [0.999, 0.01],
    [1, 1],
    [1.5, 1],
    [4.99, 1],
    [5, 5],
    [5.01, 5],
    [1000, 5],
  ])('at %s the step is %s', (amount, step) => {
    expect(betStep(amount)).toBe(step);
  });
});

describe('cents', () => {
  it('rounds down without losing a cent to float noise', () => {
    expect(toCents(0.29)).toBe(29);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.999)).toBe(199);
    expect(toCents(0.009)).toBe(0);
    expect(toCents(-3)).toBe(0);
    expect(toCents(Number.NaN)).toBe(0);
    expect(toCents(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('stepping', () => {
  const rich = 1_000_000;
  it.each([
    [0, 0.01],
    [0.01, 0.02],
    [0.98, 0.99],
    [0.99, 1],
    [1, 2],
    [4, 5],
    [4.5, 5.5],
    [5, 10],
    [12.34, 17.34],
  ])('up from %s gives %s', (amount, next) => {
    expect(increaseBet(amount, rich)).toBe(next);
  });

  it.each([
    [0.02, 0.01],
    [0.01, 0.01],
    [0, 0.01],
    [1, 0.99],
    [1.5, 0.5],
    [2, 1],
    [5, 4],
    [10, 5],
    [12.34, 7.34],
  ])('down from %s gives %s', (amount, next) => {
    expect(decreaseBet(amount, rich)).toBe(next);
  });

  it('stops at the balance', () => {
    expect(increaseBet(4, 4.5)).toBe(4.5);
    expect(increaseBet(0.3, 0.3)).toBe(0.3);
    expect(doubleBet(3, 5.555)).toBe(5.55);
    expect(decreaseBet(10, 2.5)).toBe(2.5);
  });

  it('halves and doubles to the cent, never under the minimum bet', () => {
    expect(halfBet(10, 100)).toBe(5);
    expect(halfBet(0.03, 100)).toBe(0.01);
    expect(halfBet(0.01, 100)).toBe(MIN_BET);
    expect(doubleBet(0.07, 100)).toBe(0.14);
    expect(doubleBet(0, 100)).toBe(MIN_BET);
  });

  it('max is the whole balance, rounded down to cents', () => {
    expect(maxBet(12.3456789)).toBe(12.34);
    expect(maxBet(0.009)).toBe(0);
    expect(maxBet(1_234.5)).toBe(1_234.5);
  });

  it('a balance under the minimum bet allows no bet at all', () => {
    for (const helper of Object.values(HELPERS)) expect(helper(1, 0.005)).toBe(0);
    expect(increaseBet(0, 0)).toBe(0);
  });

  it('clamps typed amounts', () => {
    expect(clampBet(3.999, 10)).toBe(3.99);
    expect(clampBet(50, 10)).toBe(10);
    expect(clampBet(-2, 10)).toBe(0);
    expect(clampBet(Number.NaN, 10)).toBe(0);
  });
});

describe('every result, for any amount and balance', () => {
  it('is a two-decimal amount no larger than the balance and never negative', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 1e9, noNaN: true }),
        dollars(),
        fc.constantFrom(...Object.values(HELPERS)),
        (amount, balance, helper) => {
          const result = helper(amount, balance);
          expect(result).toBeGreaterThanOrEqual(0);
          expect(result).toBeLessThanOrEqual(balance);
          expect(isTwoDecimals(result)).toBe(true);
        },
      ),
    );
  });

  it('max takes all but less than a cent of the balance', () => {
    fc.assert(
      fc.property(dollars(), (balance) => {
        const max = maxBet(balance);
        expect(max).toBeLessThanOrEqual(balance);
        expect(balance - max).toBeLessThan(0.01);
        expect(isTwoDecimals(max)).toBe(true);
      }),
    );
  });

  it('up then never below, down then never above (within the balance)', () => {
    fc.assert(
      fc.property(dollars(10n ** 12n), dollars(), (amount, balance) => {
        const current = clampBet(amount, balance);
        if (current < MIN_BET) return;
        expect(increaseBet(current, balance)).toBeGreaterThanOrEqual(current);
        expect(decreaseBet(current, balance)).toBeLessThanOrEqual(current);
        expect(increaseBet(current, balance) - current).toBeLessThanOrEqual(
          betStep(current) + 1e-9,
        );
      }),
    );
  });

  it('stepping up from an amount then down returns to it inside one step range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (cents) => {
        const amount = cents / 100;
        const up = increaseBet(amount, 1e9);
        // Crossing 1 or 5 changes the step; inside one range the two steps cancel.
        if (betStep(up) === betStep(amount) && betStep(amount - 0.01) === betStep(amount)) {
          expect(decreaseBet(up, 1e9)).toBe(amount);
        }
      }),
    );
  });
});
