/**
 * Wallet: the cashier (deposit, withdraw, tip, buy), history, promo codes, free play and wallet
 * settings dialogs (in ./dialogs), and the facts of each wallet option other features and the
 * wallet issue build on.
 */
export {
  DepositBonusSection,
  type DepositBonusSectionProps,
} from './bonus/DepositBonusSection';
export {
  CASH_WALLET_NAMES,
  cashWalletName,
  type UserWalletSettings,
  visibleWalletOptions,
  WALLET_OPTIONS,
  type WalletBalanceType,
  type WalletOption,
} from './wallet-options';
