/** A read-only value the player copies: a deposit address or its destination tag. */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function CopyField({
  label,
  value,
  testId,
}: {
  label: ReactNode;
  value: string;
  testId: string;
}) {
  const { t } = useLingui();
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      data-testid={testId}
      styles={{ input: { fontFamily: 'monospace' } }}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t`Copied` : t`Copy`}>
              <ActionIcon
                variant="subtle"
                color={copied ? 'emerald' : 'gray'}
                onClick={copy}
                aria-label={t`Copy`}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
