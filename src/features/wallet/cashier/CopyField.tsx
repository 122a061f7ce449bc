/** A read-only value the player copies: a deposit address or its destination tag. */
import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { CopyIconButton } from '@/shared/ui/CopyIconButton';

export function CopyField({
  label,
  value,
  testId,
}: {
  label: ReactNode;
  value: string;
  testId: string;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      data-testid={testId}
      styles={{ input: { fontFamily: 'monospace' } }}
      rightSection={<CopyIconButton value={value} size="md" />}
    />
  );
}
