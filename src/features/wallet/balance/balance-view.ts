/**
 * The signed-in player's balances as the selector shows them: the display currency, the
 * balance in play (after the fallback) and the list, each amount formatted — one pure
 * function of the player and the operator's switches, and the hooks that feed it.
 */
import { useMemo } from 'react';
import type { BalanceType } from '@/contracts/balances';
import type { SettingsSwitches } from '@/contracts/settings';
import type { User } from '@/contracts/user';
import { useSiteSettings } from '@/features/settings';
import { useCurrentUser } from '@/shared/session';
import { balanceTypeFacts } from './balance-types';
import {
  type BalanceVisibilityInput,
  effectiveBalanceType,
  isEmptyBalance,
  listedBalanceTypes,
  paymentRulesOf,
} from './balance-visibility';
import { type DisplayCurrencyView, displayCurrencyOf, formatDisplayMoney } from './display-money';

export interface BalanceEntry {
  type: BalanceType;
  shortCode: string;
  color: string;
  /** US dollars. */
  usd: number;
  empty: boolean;
  /** In the display currency, "0,0.00" with the symbol. */
  text: string;
}

export interface BalanceView {
  currency: DisplayCurrencyView;
  /** The balance in play: the player's choice, or its fallback when that is unavailable. */
  selected: BalanceEntry;
  /** The balance list, in order. */
  listed: BalanceEntry[];
  /** The top bar's text for the balance in play (at most 8 characters plus the symbol). */
  compactText: string;
}

export function balanceViewOf(user: User, switches: SettingsSwitches): BalanceView {
  const currency = displayCurrencyOf(
    user.systemSettings.currency.displayCurrency,
    user.exchangeRates,
  );
  const input: BalanceVisibilityInput = {
    ...paymentRulesOf(switches, user.systemSettings),
    balances: user.balances,
    selected: user.selectedBalanceType,
    hideEmptyBalances: user.systemSettings.currency.hideEmptyBalances,
  };
  const entry = (type: BalanceType): BalanceEntry => {
    const usd = user.balances[type] ?? 0;
    const { shortCode, color } = balanceTypeFacts(type);
    return {
      type,
      shortCode,
      color,
      usd,
      empty: isEmptyBalance(usd),
      text: formatDisplayMoney(usd, currency),
    };
  };
  const selected = entry(effectiveBalanceType(input));
  return {
    currency,
    selected,
    listed: listedBalanceTypes(input).map(entry),
    compactText: formatDisplayMoney(selected.usd, currency, { compact: true }),
  };
}

const UNKNOWN_SWITCHES: SettingsSwitches = { flags: {}, features: [] };

/** The signed-in player's balance view, or null while signed out. */
export function useBalanceView(): BalanceView | null {
  const { user } = useCurrentUser();
  // Until the settings are known only crypto is offered (a held cash balance still shows).
  const switches = useSiteSettings() ?? UNKNOWN_SWITCHES;
  return useMemo(() => (user ? balanceViewOf(user, switches) : null), [user, switches]);
}

/** The balance bets are placed with (the games use it): its type and US dollars. */
export function useSelectedBalance(): { balanceType: BalanceType; balance: number } | null {
  const view = useBalanceView();
  return view ? { balanceType: view.selected.type, balance: view.selected.usd } : null;
}
