/**
 * The game page's fairness section: who runs the game, the share of stakes it pays back over
 * the long run as the provider states it, and how its rounds are decided and booked — so a
 * player can judge a third-party game the way /fair lets them check our own.
 * Everything but the two facts is fixed text, so the section is drawn at its full size at once,
 * with a placeholder where each fact goes: arriving later, they move nothing below them (the
 * related games were pushed off a phone's screen).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { DataList, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { RouterAnchor } from '@/shared/ui/router-links';
import { gameFairnessQuery } from './queries';

export function GameFairness({ identifier }: { identifier: string }) {
  const { i18n } = useLingui();
  const { data, isError } = useQuery(gameFairnessQuery(identifier));
  if (isError) return null;
  const rtp = data
    ? i18n.number(data.rtp / 100, { style: 'percent', minimumFractionDigits: 2 })
    : undefined;
  return (
    <Paper withBorder radius="md" p="md" data-testid="game-fairness" aria-busy={!data}>
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
            <DataList.ItemValue>
              <Fact value={rtp} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item data-fact="aggregator">
            <DataList.ItemLabel>
              <Trans>Served by</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>
              <Fact value={data?.aggregator} />
            </DataList.ItemValue>
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

/**
 * A fact, or until it arrives a bar holding one line of text's height (a hidden space). Aligned
 * to the line's top: on the baseline its overflow-hidden box would make the line taller.
 */
function Fact({ value }: { value: string | undefined }) {
  if (value !== undefined) return value;
  return (
    <Skeleton
      display="inline-block"
      w="6ch"
      style={{ verticalAlign: 'top' }}
      data-testid="fairness-fact-loading"
    >
      {'\u00a0'}
    </Skeleton>
  );
}
