/** Lazy entry for the pwa feature's dialogs. */
import { Text } from '@mantine/core';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';

export function UpdateAvailableDialog(_: DialogBodyProps<'UpdateAvailable'>) {
  return <Text>UpdateAvailable</Text>;
}
