// @vitest-environment node
/**
 * Is every Original fair? 100,000 rounds a game on real seed-pair floats: the draws follow the
 * rules' distribution (chi-square, 99%) and the money returned is the exact RTP of the bets
 * played, within its 99% interval. The same checks over 1,000,000 rounds a game:
 * `npx tsx tests/bench/originals-fairness.ts`.
 */
import { describe, expect, it } from 'vitest';
import { chiSquare, upperGammaQ } from '../../support/chi-square';
import {
  diceFairness,
  type GameFairness,
  linearminesFairness,
  minesFairness,
  towersFairness,
  Z_99,
} from '../../support/originals-fairness';

const ROUNDS = 100_000;
/** Measured 5–10 s a game on the shared 2-core machine; generous for a loaded one. */
const TIMEOUT = 120_000;

function expectFair(result: GameFairness): void {
  for (const { label, pValue, statistic, degreesOfFreedom } of result.distributions) {
    expect(
      pValue,
      `${result.game} ${label}: χ² ${statistic.toFixed(1)} on ${degreesOfFreedom} df`,
    ).toBeGreaterThan(0.01);
  }
  const { observed, exact, standardError } = result.rtp;
  expect(
    Math.abs(observed - exact),
    `${result.game} RTP ${observed} vs ${exact} ± ${standardError}`,
  ).toBeLessThan(Z_99 * standardError);
  // Every strategy played is worth 99% less the rounding down of its multipliers.
  expect(exact).toBeGreaterThan(0.989);
  expect(exact).toBeLessThanOrEqual(0.99);
}

describe(`the Originals over ${ROUNDS.toLocaleString('en')} rounds each`, () => {
  it('dice rolls spread evenly over 0.00–100.00 and return their RTP', { timeout: TIMEOUT }, () => {
    expectFair(diceFairness(ROUNDS));
  });

  it('mines hides its first mine on any tile alike and returns its RTP', {
    timeout: TIMEOUT,
  }, () => {
    expectFair(minesFairness('mines', 25, ROUNDS));
  });

  it('jungle mines does the same on its 20-tile clearing', { timeout: TIMEOUT }, () => {
    expectFair(minesFairness('junglemines', 20, ROUNDS));
  });

  it('towers spreads hazards evenly over the columns on every difficulty', {
    timeout: TIMEOUT,
  }, () => {
    expectFair(towersFairness(ROUNDS));
  });

  it('Mission Uncrossable hits lanes geometrically on every difficulty', {
    timeout: TIMEOUT,
  }, () => {
    expectFair(linearminesFairness(ROUNDS));
  });
});

describe('the chi-square test the checks rely on', () => {
  it('puts 1% beyond the published 99% critical values', () => {
    for (const [df, critical] of [
      [1, 6.635],
      [3, 11.345],
      [24, 42.98],
      [100, 135.807],
    ] as const) {
      expect(upperGammaQ(df / 2, critical / 2)).toBeCloseTo(0.01, 4);
    }
  });

  it('flags a die that lands low 2% more often than it should, and passes an exact one', () => {
    const expected = Array.from({ length: 100 }, () => 10_000);
    const skewed = expected.map((count, i) => (i < 50 ? count * 1.02 : count * 0.98));
    expect(chiSquare(skewed, expected).pValue).toBeLessThan(0.01);
    expect(chiSquare(expected, expected)).toMatchObject({
      statistic: 0,
      degreesOfFreedom: 99,
      pValue: 1,
    });
  });
});
