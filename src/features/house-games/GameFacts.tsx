/** A game's published odds: return to player, house edge and the top multiplier. */
import { Trans, useLingui } from '@lingui/react/macro';
import { DataList, Text } from '@mantine/core';
import { IconPercentage } from '@tabler/icons-react';
import { formatMultiplier, formatPercent } from './format';
import { rtpOf } from './game-rules';
import { InfoCard } from './InfoCard';
import type { HouseGameRules } from './types';

export function GameFacts({ rules }: { rules: HouseGameRules }) {
  const { i18n } = useLingui();
  const note = rules.maxMultiplierNote ? i18n._(rules.maxMultiplierNote) : null;
  return (
    <InfoCard title={<Trans>Odds</Trans>} icon={<IconPercentage size={20} />}>
      <DataList withDivider size="md" labelWidth="9rem">
        <DataList.Item>
          <DataList.ItemLabel c="dimmed">
            <Trans>Return to player</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue fw={800} c="emerald.5">
            {formatPercent(i18n, rtpOf(rules))}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel c="dimmed">
            <Trans>House edge</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue fw={800}>{formatPercent(i18n, rules.houseEdge)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel c="dimmed">
            <Trans>Max multiplier</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>
            {rules.maxMultiplier === null ? (
              <Text fw={600}>{note}</Text>
            ) : (
              <>
                <Text fw={800} c="gold.5">
                  {formatMultiplier(i18n, rules.maxMultiplier)}
                </Text>
                {note ? (
                  <Text size="xs" c="dimmed">
                    {note}
                  </Text>
                ) : null}
              </>
            )}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList>
      <Text size="xs" c="dimmed" mt="md">
        <Trans>
          Return to player is a long-run average over a very large number of rounds. Any single
          session can end higher or lower.
        </Trans>
      </Text>
    </InfoCard>
  );
}
