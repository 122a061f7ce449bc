/** Lazy entry for the fairness feature's dialogs. */
import { Text } from '@mantine/core';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';

export function FairnessDialog(_: DialogBodyProps<'fairness'>) {
  return <Text>fairness</Text>;
}
