/** Lazy entry for the kadi feature's dialogs. */
import { Text } from '@mantine/core';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';

export function PokerRulesDialog(_: DialogBodyProps<'pokerRules'>) {
  return <Text>pokerRules</Text>;
}
