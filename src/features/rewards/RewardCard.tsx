/**
 * One reward (spec part 1 §2.10): progress ring towards the next level, level, name,
 * description, the wager still needed, and the claim button.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, RingProgress, Stack, Text } from '@mantine/core';
import { formatAmountRounded } from '@/shared/lib/money';
import { ClaimButton } from './ClaimButton';
import { wagerProgress } from './reward-rules';
import { REWARD_DESCRIPTIONS, REWARD_NAMES } from './reward-texts';
import type { Reward } from './types';
import { useCountdown } from './use-countdown';

export interface RewardCardProps {
  reward: Reward;
  totalWagered: number;
  claimedThisSession?: boolean;
  onClaim?: () => Promise<unknown>;
}

export function RewardCard({
  reward,
  totalWagered,
  claimedThisSession = false,
  onClaim,
}: RewardCardProps) {
  const { i18n } = useLingui();
  const secondsLeft = useCountdown(reward.secondsRemaining);
  const progress = wagerProgress(totalWagered, reward);
  const percent = Math.floor(progress.percent);
  const remaining = formatAmountRounded(progress.remaining);
  const nextLevel = reward.nextLevel?.level;

  return (
    <Card withBorder radius="lg" p="md" data-testid="reward-card" data-type={reward.type}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <RingProgress
          size={84}
          thickness={8}
          roundCaps
          sections={[{ value: progress.percent, color: 'gold' }]}
          label={
            <Text ta="center" fw={700} size="sm">
              {percent}%
            </Text>
          }
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={800}>{i18n._(REWARD_NAMES[reward.type])}</Text>
            <Badge color="gold" variant="light">
              <Trans>Level {reward.level}</Trans>
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {i18n._(REWARD_DESCRIPTIONS[reward.type])}
          </Text>
          <Text size="sm" data-testid="reward-wager-needed">
            {progress.maxLevel ? (
              <Trans>Max level reached</Trans>
            ) : (
              <Trans>
                Wager {remaining} more to reach level {nextLevel}
              </Trans>
            )}
          </Text>
        </Stack>
      </Group>
      <Card.Section inheritPadding pb="md" pt="sm">
        <ClaimButton
          level={reward.level}
          secondsLeft={secondsLeft}
          claimedThisSession={claimedThisSession}
          onClaim={onClaim}
        />
      </Card.Section>
    </Card>
  );
}
