/** The hotkeys help: which key does what on the dice table. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Kbd, Popover, Stack, Text } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { DICE_HOTKEYS, type DiceHotkeyAction } from './dice-hotkeys';

export function DiceHotkeysHelp() {
  const { t } = useLingui();
  const labels: Record<DiceHotkeyAction, string> = {
    bet: t`Bet`,
    half: t`Halve the amount`,
    double: t`Double the amount`,
    flip: t`Switch roll over / under`,
  };
  return (
    <Popover position="bottom-end" withArrow>
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconKeyboard size={14} />}
          data-testid="dice-hotkeys"
        >
          <Trans>Hotkeys</Trans>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} data-testid="dice-hotkeys-help">
          {DICE_HOTKEYS.map(({ keys, action }) => (
            <Text key={action} size="sm">
              {keys.map((key) => (
                <Kbd key={key} mr={4}>
                  {key}
                </Kbd>
              ))}
              {labels[action]}
            </Text>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
