/**
 * The wallet options the cashier offers (spec part 1 §3 'Wallet option', §5, §9; Terms §6):
 * their limits and abilities, which ones a player sees, in which order, and what the cash
 * option is called in the player's country. Facts only — the wallet issue adds balances,
 * addresses and payments on top of this module.
 */
import { CHAIN_COIN_FACTS, FIAT_MINIMUMS } from '@/contracts/payments';
import { featureOn, type SettingsSwitches } from '@/contracts/settings';

export type WalletBalanceType = 'xrp' | 'cash' | 'mpesa';

/** The payment integration that carries an option's money (spec §3 'plugin'). */
export type WalletPlugin = 'chain' | 'hostedCheckout' | 'mpesaStk';

/** The marks an option shows for what it accepts (spec §3 'payment icons'). */
export type PaymentIcon = 'xrp' | 'visa' | 'mastercard' | 'bank' | 'mpesa';

export interface WalletOption {
  balanceType: WalletBalanceType;
  crypto: boolean;
  /**
   * The option's code: a crypto option's coin (XRP), else USD. Balances, amounts and limits are
   * US dollars for every option; a crypto balance holds the dollar value of its coins.
   */
  shortCode: string;
  /** In US dollars, like every limit. */
  minimumDeposit: number;
  /** The spec's minimum, or for crypto the network's (contracts/payments, the server's too). */
  minimumWithdraw: number | null;
  canTip: boolean;
  /** Lower comes first in the cashier. */
  priority: number;
  /** XRP deposits must carry the destination tag shown with the address. */
  destinationTag: boolean;
  /** Network confirmations before a crypto deposit is credited. */
  confirmations: number | null;
  /** The operator's gate a non-crypto option also needs (spec §5; contracts' FEATURE_GATES). */
  feature: 'cashPayments' | 'mpesaPayments' | null;
  plugin: WalletPlugin;
  paymentIcons: readonly PaymentIcon[];
}

export const WALLET_OPTIONS: readonly WalletOption[] = [
  {
    balanceType: 'xrp',
    crypto: true,
    shortCode: 'XRP',
    minimumDeposit: Number(CHAIN_COIN_FACTS.xrp.minimumDeposit),
    minimumWithdraw: Number(CHAIN_COIN_FACTS.xrp.minimumWithdraw),
    canTip: true,
    priority: 5,
    destinationTag: true,
    confirmations: CHAIN_COIN_FACTS.xrp.confirmations,
    feature: null,
    plugin: 'chain',
    paymentIcons: ['xrp'],
  },
  {
    balanceType: 'cash',
    crypto: false,
    shortCode: 'USD',
    minimumDeposit: Number(FIAT_MINIMUMS.cash.minimumDeposit),
    minimumWithdraw: Number(FIAT_MINIMUMS.cash.minimumWithdraw),
    canTip: false,
    priority: 6,
    destinationTag: false,
    confirmations: null,
    feature: 'cashPayments',
    plugin: 'hostedCheckout',
    paymentIcons: ['visa', 'mastercard', 'bank'],
  },
  {
    balanceType: 'mpesa',
    crypto: false,
    shortCode: 'USD',
    minimumDeposit: Number(FIAT_MINIMUMS.mpesa.minimumDeposit),
    minimumWithdraw: Number(FIAT_MINIMUMS.mpesa.minimumWithdraw),
    canTip: true,
    priority: 12,
    destinationTag: false,
    confirmations: null,
    feature: 'mpesaPayments',
    plugin: 'mpesaStk',
    paymentIcons: ['mpesa'],
  },
];

/** The player's own switches for the non-crypto options (user.systemSettings). */
export interface UserWalletSettings {
  cashEnabled: boolean;
  mpesaEnabled: boolean;
}

export interface WalletVisibilityInput {
  /** The operator's flags and features (the settings answer's). */
  switches: SettingsSwitches;
  /**
   * undefined while the user record does not carry its system settings (the accounts issue
   * adds them); only the operator's switches decide until then.
   */
  user?: UserWalletSettings;
}

function userAllows(option: WalletOption, user: UserWalletSettings | undefined): boolean {
  if (!user || option.crypto) return true;
  return option.balanceType === 'cash' ? user.cashEnabled : user.mpesaEnabled;
}

/** The options a player sees, in cashier order: crypto always, others when switched on. */
export function visibleWalletOptions(
  input: WalletVisibilityInput,
  options: readonly WalletOption[] = WALLET_OPTIONS,
): WalletOption[] {
  return options
    .filter(
      (o) =>
        (o.feature === null || featureOn(input.switches, o.feature)) && userAllows(o, input.user),
    )
    .sort((a, b) => a.priority - b.priority);
}

/** Local names of the cash option by ISO country (spec §3 'Cash wallet naming by country'). */
export const CASH_WALLET_NAMES: Readonly<Record<string, string>> = {
  PE: 'Pago Efectivo',
  MX: 'SPEI',
  CL: 'Webpay',
  CA: 'Interac',
  BR: 'PIX',
};

/** The cash option's local name, or null where it goes by 'cards, banks and more'. */
export function cashWalletName(countryCode: string | null | undefined): string | null {
  if (!countryCode) return null;
  return CASH_WALLET_NAMES[countryCode.toUpperCase()] ?? null;
}
