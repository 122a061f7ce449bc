/** Copies a value with one click: a small icon button whose tooltip says when it is done. */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export function CopyIconButton({ value, size = 'sm' }: { value: string; size?: 'sm' | 'md' }) {
  const { t } = useLingui();
  const iconSize = size === 'sm' ? 14 : 16;
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t`Copied` : t`Copy`}>
          <ActionIcon
            size={size}
            variant="subtle"
            color={copied ? 'emerald' : 'gray'}
            onClick={copy}
            aria-label={t`Copy`}
          >
            {copied ? <IconCheck size={iconSize} /> : <IconCopy size={iconSize} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
