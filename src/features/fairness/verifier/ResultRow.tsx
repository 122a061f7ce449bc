/** One output of the verifier: a label, the value in monospace and a copy button. */
import { Code, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CopyIconButton } from '@/shared/ui/CopyIconButton';

interface Props {
  label: ReactNode;
  value: string;
  /** What to show instead of the plain value (e.g. with a highlighted part). */
  children?: ReactNode;
  extra?: ReactNode;
  testId?: string;
}

export function ResultRow({ label, value, children, extra, testId }: Props) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={700} c="dimmed">
          {label}
        </Text>
        <CopyIconButton value={value} />
      </Group>
      <Code
        block
        fz="sm"
        style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
        data-testid={testId}
      >
        {children ?? value}
      </Code>
      {extra}
    </Stack>
  );
}
