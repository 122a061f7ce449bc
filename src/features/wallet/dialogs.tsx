/** Lazy entry for the wallet feature's dialogs. */
import { Text } from '@mantine/core';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';

export function CashierDialog(_: DialogBodyProps<'cashier'>) {
  return <Text>cashier</Text>;
}
export function WalletSettingsDialog(_: DialogBodyProps<'walletSettings'>) {
  return <Text>walletSettings</Text>;
}
export function HistoryDialog(_: DialogBodyProps<'history'>) {
  return <Text>history</Text>;
}
export function HistoryDetailsDialog(_: DialogBodyProps<'historyDetails'>) {
  return <Text>historyDetails</Text>;
}
export function RedeemDialog(_: DialogBodyProps<'redeem'>) {
  return <Text>redeem</Text>;
}
export function FreePlayDialog(_: DialogBodyProps<'freePlay'>) {
  return <Text>freePlay</Text>;
}
