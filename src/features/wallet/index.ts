/**
 * Wallet: the cashier (deposit, withdraw, tip, buy), history, promo codes, free play and wallet
 * settings dialogs (in ./dialogs), and the facts of each wallet option other features and the
 * wallet issue build on. Balances (./balance): the top bar's selector and alerts, their live
 * updates, the display-money formatting and the bet-amount helper the games use. Payments
 * (./cashier): deposits and withdrawals, and their app-wide upkeep (usePaymentsSync).
 */

export { balanceTypeFacts } from './balance/balance-types';
export { type BalanceView, useBalanceView, useSelectedBalance } from './balance/balance-view';
export { effectiveBalanceType, isEmptyBalance } from './balance/balance-visibility';
export {
  betStep,
  clampBet,
  decreaseBet,
  doubleBet,
  halfBet,
  increaseBet,
  MIN_BET,
  maxBet,
} from './balance/bet-amount';
export {
  type DisplayCurrencyView,
  displayCurrencyOf,
  formatDisplayMoney,
} from './balance/display-money';
export { TopBarBalance } from './balance/TopBarBalance';
export { useRefusedBetAlert } from './balance/use-refused-bet-alert';
export { useWalletSync } from './balance/use-wallet-sync';
export { WALLET_QUERY_KEY } from './balance/wallet-query-key';
export { DepositBonusSection } from './bonus/DepositBonusSection';
export { usePaymentsSync } from './cashier/use-payments-sync';
export {
  CASH_WALLET_NAMES,
  cashWalletName,
  type UserWalletSettings,
  visibleWalletOptions,
  WALLET_OPTIONS,
  type WalletBalanceType,
  type WalletOption,
} from './wallet-options';
