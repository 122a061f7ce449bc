/** Lazy entry for the rewards feature's dialogs. */
import { Text } from '@mantine/core';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';

export function RoowardsDialog(_: DialogBodyProps<'roowards'>) {
  return <Text>roowards</Text>;
}
