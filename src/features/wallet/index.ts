/**
 * Wallet: the cashier (deposit, withdraw, tip, buy), history, promo codes, free play and wallet
 * settings dialogs (in ./dialogs), the facts of each wallet option other features and the
 * wallet issue build on, and the app-wide upkeep of the player's deposits and withdrawals.
 */
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
