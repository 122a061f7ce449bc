// @vitest-environment node
/**
 * Are mines and jungle mines fair? 1,000,000 rounds each on real seed-pair floats: the first
 * mine lands on every tile alike (chi-square, 99%) and the money returned is the exact RTP of
 * the bets played, within its 99% interval (the other games: fairness-statistics.test.ts).
 */
import { describe, it } from 'vitest';
import { expectFair, FAIRNESS_ROUNDS, FAIRNESS_TIMEOUT } from '../../support/expect-fair';
import { minesFairness } from '../../support/originals-fairness';

describe(`mines and jungle mines over ${FAIRNESS_ROUNDS.toLocaleString('en')} rounds each`, () => {
  it('mines hides its first mine on any tile alike and returns its RTP', {
    timeout: FAIRNESS_TIMEOUT,
  }, () => {
    expectFair(minesFairness('mines', 25, FAIRNESS_ROUNDS));
  });

  it('jungle mines does the same on its 30-tile clearing', { timeout: FAIRNESS_TIMEOUT }, () => {
    expectFair(minesFairness('junglemines', 30, FAIRNESS_ROUNDS));
  });
});
