/**
 * Why the real-money game is not running: a visitor is asked to log in ('Please Login To
 * Continue', with the sign-in buttons); a player without money sees that the demo is playing
 * (or that the game needs money) with a deposit button that opens the cashier.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCoin, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { SignInButtons } from '@/features/account';
import { useModal } from '@/shared/lib/modal-navigation';
import type { ModeNotice as Notice } from './play-mode';

export function ModeNotice({ notice }: { notice: Notice }) {
  const modal = useModal();
  if (notice === 'signInRequired') {
    return (
      <Alert color="blue" icon={<IconLock size={18} />} data-testid="game-login-required">
        <Stack gap="xs">
          <Text fw={600}>
            <Trans>Please Login To Continue</Trans>
          </Text>
          <Group gap="xs">
            <SignInButtons />
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="gold" icon={<IconInfoCircle size={18} />} data-testid="game-demo-note">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {notice === 'demo' ? (
            <Trans>
              Your balance is empty, so you are playing the demo with play money. Deposit to play
              for real.
            </Trans>
          ) : (
            <Trans>This game is played for real money only. Deposit to play.</Trans>
          )}
        </Text>
        <Button
          size="xs"
          leftSection={<IconCoin size={14} />}
          onClick={() => modal.open('cashier', { tab: 'deposit' })}
        >
          <Trans>Deposit</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
