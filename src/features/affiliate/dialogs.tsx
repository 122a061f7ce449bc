/** Lazy entry for the affiliate feature's dialogs. */
import { Text } from '@mantine/core';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';

export function AffiliateDialog(_: DialogBodyProps<'affiliate'>) {
  return <Text>affiliate</Text>;
}
