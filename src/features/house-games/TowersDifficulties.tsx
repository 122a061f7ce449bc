/** The towers difficulty table (spec part 2 §4): tiles and hazards per row, and the odds. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Table, Text } from '@mantine/core';
import { IconStairsUp } from '@tabler/icons-react';
import {
  DEFAULT_TOWERS_DIFFICULTY,
  TOWERS_DIFFICULTIES,
  type TowersDifficulty,
  towersRowSafeChance,
} from './game-settings';
import { InfoCard } from './InfoCard';

const LABELS: Record<TowersDifficulty, MessageDescriptor> = {
  _easy: msg`Easy`,
  _medium: msg`Medium`,
  _hard: msg`Hard`,
  _spooky: msg`Spooky`,
  _scary: msg`Scary`,
};

export function TowersDifficulties() {
  const { i18n } = useLingui();
  return (
    <InfoCard title={<Trans>Difficulty levels</Trans>} icon={<IconStairsUp size={20} />}>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="towers-difficulties">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Difficulty</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Tiles per row</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Hazards per row</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Safe pick chance</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {TOWERS_DIFFICULTIES.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>
                  <Group gap="xs">
                    <Text fw={700}>{i18n._(LABELS[d.id])}</Text>
                    {d.id === DEFAULT_TOWERS_DIFFICULTY ? (
                      <Badge size="xs" variant="light">
                        <Trans>Default</Trans>
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{d.columns}</Table.Td>
                <Table.Td ta="right">{d.hazardsPerRow}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {i18n.number(towersRowSafeChance(d.columns, d.hazardsPerRow), {
                    style: 'percent',
                    maximumFractionDigits: 2,
                  })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt="sm">
        <Trans>
          The lower the chance of a safe pick, the more each row you clear multiplies your bet.
        </Trans>
      </Text>
    </InfoCard>
  );
}
