/** Lazy entry for the catalogue feature's dialogs. */
import { Text } from '@mantine/core';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';

export function GameDialog(_: DialogBodyProps<'game'>) {
  return <Text>game</Text>;
}
