/**
 * The rewards dialog's list (spec part 1 §2.10): three skeletons while loading, the empty text
 * when there is nothing to claim, else one card per reward.
 */
import { Trans } from '@lingui/react/macro';
import { EmptyState, Stack } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { RewardCard } from './RewardCard';
import { RewardCardSkeleton } from './RewardCardSkeleton';
import type { Reward, RewardType } from './types';

/** Three placeholders while loading (spec §2.10); fixed ids keep their keys stable. */
const SKELETON_IDS = ['first', 'second', 'third'] as const;

export interface RewardListProps {
  rewards: Reward[];
  loading: boolean;
  totalWagered: number;
  claimedThisSession?: ReadonlySet<RewardType>;
  onClaim?: (type: RewardType) => Promise<unknown>;
}

export function RewardList({
  rewards,
  loading,
  totalWagered,
  claimedThisSession,
  onClaim,
}: RewardListProps) {
  if (loading) {
    return (
      <Stack gap="md">
        {SKELETON_IDS.map((id) => (
          <RewardCardSkeleton key={id} />
        ))}
      </Stack>
    );
  }
  if (rewards.length === 0) {
    return (
      <EmptyState
        icon={<IconGift size={32} />}
        title={<Trans>No rewards yet</Trans>}
        description={
          <Trans>
            No wagers have been recorded on your account, so there are no rewards to claim.
          </Trans>
        }
        data-testid="rewards-empty"
      />
    );
  }
  return (
    <Stack gap="md">
      {rewards.map((reward) => (
        <RewardCard
          key={reward.type}
          reward={reward}
          totalWagered={totalWagered}
          claimedThisSession={claimedThisSession?.has(reward.type) ?? false}
          onClaim={onClaim ? () => onClaim(reward.type) : undefined}
        />
      ))}
    </Stack>
  );
}
