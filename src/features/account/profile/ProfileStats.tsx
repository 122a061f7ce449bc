/**
 * A player's betting statistics in their profile: settled bets, what they staked and what
 * those bets paid. A player with no settled bet gets a plain sentence instead of three
 * zeros that look like real figures; one who hid their statistics, a note saying so.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, SimpleGrid } from '@mantine/core';
import { IconChartBar, IconEyeOff } from '@tabler/icons-react';
import type { ProfileStats as Stats } from '@/contracts/profile';
import { formatUsd } from '@/shared/lib/money';
import { StatTile } from '@/shared/ui/StatTile';

export function ProfileStats({ name, stats }: { name: string; stats: Stats | null }) {
  const { i18n } = useLingui();
  if (!stats) {
    return (
      <EmptyState
        size="sm"
        icon={<IconEyeOff size={28} />}
        title={<Trans>Statistics hidden</Trans>}
        description={<Trans>{name} keeps their statistics private.</Trans>}
      />
    );
  }
  if (stats.bets === 0) {
    return (
      <EmptyState
        size="sm"
        icon={<IconChartBar size={28} />}
        title={<Trans>No public statistics yet</Trans>}
        description={
          <Trans>
            No bets, wagers or wins have been recorded for {name}, so there are no statistics to
            show.
          </Trans>
        }
      />
    );
  }
  return (
    <SimpleGrid cols={3} spacing="xs">
      <StatTile label={<Trans>Bets</Trans>} value={i18n.number(stats.bets)} testId="profile-bets" />
      <StatTile
        label={<Trans>Wagered</Trans>}
        value={formatUsd(i18n, stats.wagered)}
        testId="profile-wagered"
      />
      <StatTile
        label={<Trans>Won</Trans>}
        value={formatUsd(i18n, stats.won)}
        testId="profile-won"
      />
    </SimpleGrid>
  );
}
