/** One output of the verifier: a label, the value in monospace and a copy button. */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props {
  label: ReactNode;
  value: string;
  /** What to show instead of the plain value (e.g. with a highlighted part). */
  children?: ReactNode;
  extra?: ReactNode;
  testId?: string;
}

export function ResultRow({ label, value, children, extra, testId }: Props) {
  const { t } = useLingui();
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={700} c="dimmed">
          {label}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t`Copied` : t`Copy`}>
              <ActionIcon
                size="sm"
                variant="subtle"
                color={copied ? 'emerald' : 'gray'}
                onClick={copy}
                aria-label={t`Copy`}
              >
                {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
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
