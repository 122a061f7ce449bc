/**
 * The conversions between coins and dollars both sides use: exact on bigint units, dollars
 * rounded down from coins, coins rounded down from dollars (what is sent) or up (a minimum),
 * correct for the largest amounts and the smallest units, and refusing nonsense.
 */
import { describe, expect, it } from 'vitest';
import {
  coinsCoveringUsd,
  coinsForUsd,
  priceCoinOf,
  usdValueOfCoins,
} from '@/contracts/coin-prices';
import { MAX_AMOUNT, toUnits } from '@/contracts/money';

const u = (decimal: string) => toUnits(decimal);

describe('usdValueOfCoins', () => {
  it('multiplies exactly where the units allow it', () => {
    expect(usdValueOfCoins(u('25.5'), u('0.52'))).toBe(u('13.26'));
    expect(usdValueOfCoins(u('0.04'), u('3000'))).toBe(u('120'));
  });

  it('rounds down to the unit, never up', () => {
    // 30.0000003 × 0.33333333 = 9.999999999999999
    expect(usdValueOfCoins(u('30.0000003'), u('0.33333333'))).toBe(u('9.99999999'));
    // 0.00000001 XRP is worth a fraction of a unit: nothing.
    expect(usdValueOfCoins(1n, u('0.52'))).toBe(0n);
  });

  it('stays exact for the largest amounts and prices', () => {
    const most = u(String(MAX_AMOUNT));
    // 10 billion BTC at 95,000.12345678 USD: 950,001,234,567,800 USD, past any float's exactness.
    expect(usdValueOfCoins(most, u('95000.12345678'))).toBe(95_000_123_456_780_000_000_000n);
    expect(usdValueOfCoins(u('9999999999.99999999'), u('1'))).toBe(u('9999999999.99999999'));
  });

  it('refuses a negative amount or a price that is not positive', () => {
    expect(() => usdValueOfCoins(-1n, u('1'))).toThrow(RangeError);
    expect(() => usdValueOfCoins(1n, 0n)).toThrow(RangeError);
  });
});

describe('coinsForUsd and coinsCoveringUsd', () => {
  it('round down what is sent and up what a minimum needs', () => {
    expect(coinsForUsd(u('25'), u('0.3'))).toBe(u('83.33333333'));
    expect(coinsCoveringUsd(u('25'), u('0.3'))).toBe(u('83.33333334'));
    expect(coinsForUsd(u('10'), u('0.5'))).toBe(u('20'));
    expect(coinsCoveringUsd(u('10'), u('0.5'))).toBe(u('20'));
  });

  it('agree with the value of what they give: never more than asked, never short of a minimum', () => {
    const price = u('0.33333333');
    for (const usd of ['10', '19.99', '0.01', '12345.6789']) {
      const sent = coinsForUsd(u(usd), price);
      expect(usdValueOfCoins(sent, price) <= u(usd)).toBe(true);
      const covering = coinsCoveringUsd(u(usd), price);
      expect(usdValueOfCoins(covering, price) >= u(usd)).toBe(true);
      expect(usdValueOfCoins(covering - 1n, price) < u(usd)).toBe(true);
    }
  });

  it('handles the smallest units and huge amounts', () => {
    expect(coinsForUsd(1n, u('95000'))).toBe(0n);
    expect(coinsCoveringUsd(1n, u('95000'))).toBe(1n);
    // 10 billion dollars of a coin at the smallest price: 10^18 coins, 10^26 units.
    expect(coinsForUsd(u('10000000000'), u('0.00000001'))).toBe(10n ** 26n);
  });

  it('refuses a price that is not positive', () => {
    expect(() => coinsForUsd(u('1'), 0n)).toThrow(RangeError);
    expect(() => coinsCoveringUsd(u('1'), -1n)).toThrow(RangeError);
  });
});

describe('priceCoinOf', () => {
  it('names the coin each balance holds', () => {
    expect(priceCoinOf('crypto')).toBe('btc');
    expect(priceCoinOf('xrp')).toBe('xrp');
    expect(priceCoinOf('usdt')).toBe('usdt');
    expect(priceCoinOf('cash')).toBeNull();
    expect(priceCoinOf('mpesa')).toBeNull();
  });
});
