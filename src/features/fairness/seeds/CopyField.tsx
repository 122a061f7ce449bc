/** One value of a seed pair: its label, the value in monospace and a copy button. */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function CopyField({
  label,
  value,
  testId,
}: {
  label: ReactNode;
  value: string;
  testId?: string;
}) {
  const { t } = useLingui();
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
    </Stack>
  );
}
