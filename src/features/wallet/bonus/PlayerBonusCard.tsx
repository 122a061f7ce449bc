/**
 * The player's deposit bonus: its state, what it needs next, the wager progress bar while
 * active, and the forfeit button while it is in progress.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { PlayerBonus } from '@/contracts/bonuses';
import { formatAmount } from '@/shared/lib/money';
import { balanceLabel } from '../balance-label';
import { formatTime } from '../history/history-format';
import { BONUS_STATE_COLORS, BONUS_STATE_LABELS, bonusProgress, isOpenBonus } from './bonus-rules';
import { ForfeitBonusButton } from './ForfeitBonusButton';

function StateText({ bonus }: { bonus: PlayerBonus }) {
  const minimum = formatAmount(bonus.minDeposit);
  const removed = formatAmount(bonus.removedAmount ?? 0);
  const hadRemoval = (bonus.removedAmount ?? 0) > 0;
  switch (bonus.state) {
    case 'waiting':
      return <Trans>Deposit at least {minimum} to receive this bonus.</Trans>;
    case 'matched':
      return <Trans>Your deposit qualified. The bonus is being credited.</Trans>;
    case 'active':
      return <Trans>Withdrawals unlock once the wager requirement is met.</Trans>;
    case 'completed':
      return <Trans>Wager requirement met: withdrawals are allowed.</Trans>;
    case 'forfeited':
      return hadRemoval ? (
        <Trans>You forfeited this bonus; {removed} was removed from your balance.</Trans>
      ) : (
        <Trans>You forfeited this bonus.</Trans>
      );
    case 'expired':
      return hadRemoval ? (
        <Trans>This bonus expired; {removed} was removed from your balance.</Trans>
      ) : (
        <Trans>This bonus expired.</Trans>
      );
  }
}

export function PlayerBonusCard({ bonus }: { bonus: PlayerBonus }) {
  const { i18n } = useLingui();
  const progress = bonusProgress(bonus);
  const open = isOpenBonus(bonus.state);
  const wagering = bonus.state === 'active' || bonus.state === 'completed';
  const wagered = formatAmount(bonus.wagered);
  const required = formatAmount(bonus.wagerRequirement);
  const percent = Math.floor(progress.percent);
  const expires = formatTime(i18n, bonus.expiresAt);
  return (
    <Card withBorder radius="md" p="md" data-testid="player-bonus" data-state={bonus.state}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{bonus.offerName}</Text>
          <Badge color={BONUS_STATE_COLORS[bonus.state]} variant="light" data-testid="bonus-state">
            {i18n._(BONUS_STATE_LABELS[bonus.state])}
          </Badge>
        </Group>
        {bonus.amount !== null && bonus.balanceType ? (
          <Text size="sm">
            <Trans>
              Bonus: {formatAmount(bonus.amount)} {balanceLabel(i18n, bonus.balanceType)}
            </Trans>
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          <StateText bonus={bonus} />
        </Text>
        {wagering ? (
          <Stack gap={4}>
            <Progress
              value={progress.percent}
              color={bonus.state === 'completed' ? 'teal' : 'gold'}
              aria-label={i18n._(BONUS_STATE_LABELS[bonus.state])}
              data-testid="bonus-progress"
            />
            <Text size="xs" data-testid="bonus-progress-text">
              <Trans>
                Wagered {wagered} of {required} ({percent}%)
              </Trans>
            </Text>
          </Stack>
        ) : null}
        {open ? (
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              <Trans>Expires {expires}</Trans>
            </Text>
            <ForfeitBonusButton bonus={bonus} />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
