/**
 * Which balances a player sees and which one they play with (spec part 2 §4 'Balance
 * selector', §5 'Balance display'; part 1 §5):
 * - a balance under 0.01 counts as empty;
 * - crypto balances are always available; cash only while card payments are allowed (the cash
 *   option is offered: operator flags and the player's cash setting, see wallet-options) and
 *   M-Pesa only while its option is offered — except that a player still sees money they hold
 *   there: a cash (or M-Pesa) balance of 0.001 or more stays;
 * - hideEmptyBalances leaves empty balances out, but never the selected one;
 * - a selected type that is unknown or unavailable falls back to crypto, else cash, else
 *   M-Pesa.
 */
import { type BalanceType, isBalanceType } from '@/contracts/balances';
import { featureOn, type SettingsSwitches } from '@/contracts/settings';
import type { UserSystemSettings } from '@/contracts/user';
import { visibleWalletOptions } from '../wallet-options';
import { BALANCE_LIST_ORDER, balanceTypeFacts } from './balance-types';

/** Under this (US dollars) a balance counts as empty (spec part 2 §9 low threshold). */
export const EMPTY_BALANCE_BELOW = 0.01;
/** A payment balance whose option is not offered is hidden under this. */
export const HIDDEN_PAYMENT_BALANCE_BELOW = 0.001;
/** The fallback order of an unavailable selection (spec part 2 §4). */
export const SELECTION_FALLBACK: readonly BalanceType[] = ['crypto', 'cash', 'mpesa'];

export function isEmptyBalance(usd: number | undefined): boolean {
  return !(typeof usd === 'number' && usd >= EMPTY_BALANCE_BELOW);
}

/** Whether the payment options behind the non-crypto balances are offered to this player. */
export interface PaymentRules {
  /** The cash option is offered and the operator allows card payments. */
  cardPaymentsAllowed: boolean;
  mpesaAllowed: boolean;
}

export function paymentRulesOf(
  switches: SettingsSwitches,
  settings: Pick<UserSystemSettings, 'cashOptions' | 'mpesaOptions'> | undefined,
): PaymentRules {
  const offered = visibleWalletOptions({
    switches,
    user: settings && {
      cashEnabled: settings.cashOptions.enabled,
      mpesaEnabled: settings.mpesaOptions.enabled,
    },
  }).map((option) => option.balanceType);
  return {
    cardPaymentsAllowed: featureOn(switches, 'cardPayments') && offered.includes('cash'),
    mpesaAllowed: offered.includes('mpesa'),
  };
}

export interface BalanceVisibilityInput extends PaymentRules {
  /** US dollars per type; a missing type holds 0. */
  balances: Partial<Record<BalanceType, number>>;
  /** The player's selectedBalanceType as the server has it (any string). */
  selected: string;
  hideEmptyBalances: boolean;
}

/** Whether the player can see and choose this balance at all (before hideEmptyBalances). */
export function isAvailableBalance(type: BalanceType, input: BalanceVisibilityInput): boolean {
  if (balanceTypeFacts(type).crypto) return true;
  const allowed = type === 'cash' ? input.cardPaymentsAllowed : input.mpesaAllowed;
  return allowed || (input.balances[type] ?? 0) >= HIDDEN_PAYMENT_BALANCE_BELOW;
}

export function availableBalanceTypes(input: BalanceVisibilityInput): BalanceType[] {
  return BALANCE_LIST_ORDER.filter((type) => isAvailableBalance(type, input));
}

/** The balance the player plays with: their choice when available, else the fallback. */
export function effectiveBalanceType(input: BalanceVisibilityInput): BalanceType {
  const available = availableBalanceTypes(input);
  if (isBalanceType(input.selected) && available.includes(input.selected)) return input.selected;
  return SELECTION_FALLBACK.find((type) => available.includes(type)) ?? available[0] ?? 'crypto';
}

/** The balance list, in order: available types, the empty ones left out when asked to. */
export function listedBalanceTypes(input: BalanceVisibilityInput): BalanceType[] {
  const selected = effectiveBalanceType(input);
  return availableBalanceTypes(input).filter(
    (type) =>
      !input.hideEmptyBalances || type === selected || !isEmptyBalance(input.balances[type]),
  );
}
