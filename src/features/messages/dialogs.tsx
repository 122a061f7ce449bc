/** Lazy entry for the messages feature's dialogs. */
import { Text } from '@mantine/core';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';

export function NotificationsDialog(_: DialogBodyProps<'notifications'>) {
  return <Text>notifications</Text>;
}
