import {
  bonusAmountFor,
  type OfferTerms,
  wagerRequirementFor,
} from '@server/modules/bonuses/bonus-math';
import { dollars } from '@server/modules/wallet/money';
import { describe, expect, it } from 'vitest';

const fixed: OfferTerms = {
  kind: 'fixed',
  minDeposit: dollars(10),
  fixedAmount: dollars(5),
  matchPercent: null,
  maxAmount: null,
  wagerMultiple: 30,
};
const match: OfferTerms = {
  kind: 'match',
  minDeposit: dollars(20),
  fixedAmount: null,
  matchPercent: 50,
  maxAmount: dollars(100),
  wagerMultiple: 10,
};

describe('a deposit bonus', () => {
  it('grants the fixed amount whatever the deposit', () => {
    expect(bonusAmountFor(fixed, dollars(10))).toBe(dollars(5));
    expect(bonusAmountFor(fixed, dollars(5000))).toBe(dollars(5));
  });

  it('matches a percentage of the deposit up to the maximum, rounding down', () => {
    expect(bonusAmountFor(match, dollars(40))).toBe(dollars(20));
    expect(bonusAmountFor(match, dollars(200))).toBe(dollars(100));
    expect(bonusAmountFor(match, dollars(1000))).toBe(dollars(100));
    expect(bonusAmountFor(match, dollars('20.00000003'))).toBe(dollars('10.00000001'));
  });

  it('asks for the multiple times the bonus (not the deposit)', () => {
    expect(wagerRequirementFor(fixed, dollars(5))).toBe(dollars(150));
    expect(wagerRequirementFor(match, dollars('12.5'))).toBe(dollars(125));
    expect(wagerRequirementFor({ wagerMultiple: 0 }, dollars(5))).toBe(0n);
  });
});
