/**
 * Every money format of the app, by name: what a player reads for each (in English, where the
 * locale decides the separators).
 */
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatAmountRounded,
  formatCoinAmount,
  formatCompactAmount,
  formatUsd,
  formatUsdBalanceWithCode,
  formatUsdLimit,
  formatUsdRounded,
  formatUsdWithCode,
  truncateMoney,
  withSymbol,
} from '@/shared/lib/money';

i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('money formats', () => {
  it('writes wallet dialog dollars with cents, and more decimals only when the amount has them', () => {
    expect(formatUsd(i18n, 1234.5)).toBe('$1,234.50');
    expect(formatUsd(i18n, 0.385)).toBe('$0.385');
  });

  it('rounds limits, earnings and tips in the chat to the cent', () => {
    expect(formatUsdRounded(i18n, 1234.567)).toBe('$1,234.57');
    expect(formatUsdRounded(i18n, 5)).toBe('$5.00');
  });

  it('writes payments with the code after the amount, as precise as the amount', () => {
    expect(formatUsdWithCode(i18n, 13.26)).toBe('13.26 USD');
    expect(formatUsdWithCode(i18n, 25)).toBe('25 USD');
  });

  it('writes a balance with its code and always its cents', () => {
    expect(formatUsdBalanceWithCode(i18n, 13.2)).toBe('13.20 USD');
    expect(formatUsdBalanceWithCode(i18n, 0.385)).toBe('0.385 USD');
  });

  it('writes cashier limits with at most 3 decimals and no trailing zeros', () => {
    expect(formatUsdLimit(i18n, 10)).toBe('10 USD');
    expect(formatUsdLimit(i18n, 0.3851)).toBe('0.385 USD');
  });

  it('writes coins with their upper-case code', () => {
    expect(formatCoinAmount(i18n, '25.5', 'xrp')).toBe('25.5 XRP');
  });

  it('writes reward amounts as 0,0.00, rounded', () => {
    expect(formatAmountRounded(1234.567)).toBe('1,234.57');
  });

  it('writes balances as 0,0.00, truncated so they never look larger', () => {
    expect(formatAmount(1234.567)).toBe('1,234.56');
    expect(truncateMoney(0.009)).toBe(0);
    expect(formatCompactAmount(12_345.678)).toBe('12.34K');
    expect(withSymbol('KSh', '12.00')).toBe('KSh\u00a012.00');
  });
});
