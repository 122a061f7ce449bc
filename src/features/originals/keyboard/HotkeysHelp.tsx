/** The keyboard shortcuts of a game, behind a small keyboard button beside the board. */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Kbd, Popover, Stack, Text } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface Hotkey {
  keys: string;
  does: ReactNode;
}

export function HotkeysHelp({ hotkeys }: { hotkeys: readonly Hotkey[] }) {
  const { t } = useLingui();
  return (
    <Popover position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Keyboard shortcuts`}>
          <IconKeyboard size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text size="sm" fw={700}>
            <Trans>Keyboard shortcuts</Trans>
          </Text>
          {hotkeys.map((hotkey) => (
            <Group key={hotkey.keys} gap="sm" wrap="nowrap">
              <Kbd>{hotkey.keys}</Kbd>
              <Text size="sm">{hotkey.does}</Text>
            </Group>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
