/**
 * Lazy entry for the wallet feature's dialogs: the registry imports these names, each body
 * lives in its own file.
 */
export { CashierDialog } from './cashier/CashierDialog';
export { FreePlayDialog } from './free-play/FreePlayDialog';
export { HistoryDetailsDialog } from './history/HistoryDetailsDialog';
export { HistoryDialog } from './history/HistoryDialog';
export { RedeemDialog } from './redeem/RedeemDialog';
export { WalletSettingsDialog } from './settings/WalletSettingsDialog';
