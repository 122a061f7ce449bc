/**
 * The game page's fairness section: who runs the game, the share of stakes it pays back over
 * the long run as the provider states it, and how its rounds are decided and booked — so a
 * player can judge a third-party game the way /fair lets them check our own.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { DataList, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { RouterAnchor } from '@/shared/ui/router-links';
import { gameFairnessQuery } from './queries';

export function GameFairness({ identifier }: { identifier: string }) {
  const { i18n } = useLingui();
  const { data } = useQuery(gameFairnessQuery(identifier));
  if (!data) return null;
  const rtp = i18n.number(data.rtp / 100, { style: 'percent', minimumFractionDigits: 2 });
  return (
    <Paper withBorder radius="md" p="md" data-testid="game-fairness">
      <Stack gap="sm">
        <Title order={2} size="h5" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <IconShieldCheck size={18} aria-hidden />
          <Trans>Fairness</Trans>
        </Title>
        <DataList size="sm" labelWidth="12rem">
          <DataList.Item data-fact="rtp">
            <DataList.ItemLabel>
              <Trans>Return to player</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{rtp}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item data-fact="aggregator">
            <DataList.ItemLabel>
              <Trans>Served by</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{data.aggregator}</DataList.ItemValue>
          </DataList.Item>
        </DataList>
        <Text size="sm" c="dimmed">
          <Trans>
            Every round is decided on the provider's server by its random number generator, never in
            your browser. Each real-money stake and win is booked in your history with the round it
            belongs to.
          </Trans>
        </Text>
        <RouterAnchor to="/fair" size="sm">
          <Trans>How our own games prove every result</Trans>
        </RouterAnchor>
      </Stack>
    </Paper>
  );
}
