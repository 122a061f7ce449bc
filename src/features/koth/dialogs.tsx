/** Lazy entry for the koth feature's dialogs. */
import { Text } from '@mantine/core';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';

export function KothDialog(_: DialogBodyProps<'koth'>) {
  return <Text>koth</Text>;
}
export function KothLeaderboardDialog(_: DialogBodyProps<'kothLeaderboard'>) {
  return <Text>kothLeaderboard</Text>;
}
