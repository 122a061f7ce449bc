/** The side menu's running count of every bet ever placed (settings.globalStats). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Text } from '@mantine/core';
import { useSiteSettings } from '@/features/settings';

export function WageredCounter({ collapsed }: { collapsed: boolean }) {
  const { i18n } = useLingui();
  const total = useSiteSettings()?.globalStats.allTimeNumBets;
  if (total === undefined || collapsed) return null;
  return (
    <Paper p="sm" radius="md" bg="dark.6" data-testid="wagered-counter">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        <Trans>Total bets placed</Trans>
      </Text>
      <Text fw={800} size="lg" c="emerald.5">
        {i18n.number(total)}
      </Text>
    </Paper>
  );
}
