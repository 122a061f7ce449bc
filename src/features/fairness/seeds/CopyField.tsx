/** One value of a seed pair: its label, the value in monospace and a copy button. */
import { Code, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CopyIconButton } from '@/shared/ui/CopyIconButton';

export function CopyField({
  label,
  value,
  testId,
}: {
  label: ReactNode;
  value: string;
  testId?: string;
}) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code
          fz="sm"
          style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap', flex: 1 }}
          data-testid={testId}
        >
          {value}
        </Code>
        <CopyIconButton value={value} />
      </Group>
    </Stack>
  );
}
