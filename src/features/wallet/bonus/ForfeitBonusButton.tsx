/**
 * Forfeit (spec part 1 §4.9): only after the player confirms in a dialog saying what goes —
 * what is left of the bonus, and the wager requirement — and what stays (their deposit).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { PlayerBonus } from '@/contracts/bonuses';
import { formatAmount } from '@/shared/lib/money';
import { forfeitBonus } from './queries';
import { useBonusAction } from './use-bonus-action';

export function ForfeitBonusButton({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const forfeit = useBonusAction(forfeitBonus, close);
  const credited = bonus.state === 'active' && bonus.amount !== null;
  const name = bonus.offerName;
  return (
    <>
      <Button size="xs" variant="subtle" color="red" onClick={open} data-testid="bonus-forfeit">
        <Trans>Forfeit bonus</Trans>
      </Button>
      <Modal opened={opened} onClose={close} title={t`Forfeit bonus`} size="sm" centered>
        <Stack gap="md">
          <Text size="sm" data-testid="bonus-forfeit-warning">
            {credited ? (
              <Trans>
                Forfeit {name}? What is left of the bonus on your balance (up to{' '}
                {formatAmount(bonus.amount ?? 0)}) is removed and the wager requirement is reset to
                zero. Your own deposit stays. This cannot be undone.
              </Trans>
            ) : (
              <Trans>
                Forfeit {name}? You have not received this bonus yet, so nothing is removed from
                your balance. This cannot be undone.
              </Trans>
            )}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              color="red"
              loading={forfeit.isPending}
              onClick={() => forfeit.mutate(bonus.id)}
              data-testid="bonus-forfeit-confirm"
            >
              <Trans>Yes, forfeit</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
