// @vitest-environment node
/**
 * Is every Original fair? 1,000,000 rounds a game on real seed-pair floats: the draws follow the
 * rules' distribution (chi-square, 99%) and the money returned is the exact RTP of the bets
 * played, within its 99% interval. Dice, towers and Mission Uncrossable here; mines and jungle
 * mines in fairness-statistics-mines.test.ts, so the two files share the suite's two workers.
 * Other round counts: `npx tsx tests/bench/originals-fairness.ts <rounds>`.
 */
import { describe, expect, it } from 'vitest';
import { chiSquare, upperGammaQ } from '../../support/chi-square';
import { expectFair, FAIRNESS_ROUNDS, FAIRNESS_TIMEOUT } from '../../support/expect-fair';
import {
  diceFairness,
  linearminesFairness,
  towersFairness,
} from '../../support/originals-fairness';

describe(`the Originals over ${FAIRNESS_ROUNDS.toLocaleString('en')} rounds each`, () => {
  it('dice rolls spread evenly over 0.00–100.00 and return their RTP', {
    timeout: FAIRNESS_TIMEOUT,
  }, () => {
    expectFair(diceFairness(FAIRNESS_ROUNDS));
  });

  it('towers spreads hazards evenly over the columns on every difficulty', {
    timeout: FAIRNESS_TIMEOUT,
  }, () => {
    expectFair(towersFairness(FAIRNESS_ROUNDS));
  });

  it('Mission Uncrossable hits lanes geometrically on every difficulty', {
    timeout: FAIRNESS_TIMEOUT,
  }, () => {
    expectFair(linearminesFairness(FAIRNESS_ROUNDS));
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
