/** The three Roowards periods (spec part 1 §9: daily, weekly, monthly) and the recharge. */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBolt,
  IconCalendarEvent,
  IconCalendarMonth,
  IconCalendarWeek,
} from '@tabler/icons-react';
import type { InfoItem } from '@/shared/lib/info-item';
import { FeatureCard } from '@/shared/ui/FeatureCard';

const PERIODS: readonly InfoItem[] = [
  {
    id: 'd',
    Icon: IconCalendarEvent,
    title: msg`Daily`,
    text: msg`A reward every day, based on yesterday's play.`,
  },
  {
    id: 'w',
    Icon: IconCalendarWeek,
    title: msg`Weekly`,
    text: msg`A reward every week, based on the week's play.`,
  },
  {
    id: 'm',
    Icon: IconCalendarMonth,
    title: msg`Monthly`,
    text: msg`A reward every month, based on the month's play.`,
  },
  {
    id: 'r',
    Icon: IconBolt,
    title: msg`Recharge`,
    text: msg`When you have one, a reward paid in instalments you claim at regular intervals.`,
  },
];

export function RoowardsPeriods() {
  const { i18n } = useLingui();
  return (
    <Stack component="section" gap="md">
      <Stack gap={4}>
        <Title order={2} fz="h3">
          <Trans>Roowards: rewarded for every bet</Trans>
        </Title>
        <Text c="dimmed" size="sm" maw={720}>
          <Trans>
            Your rewards level climbs from 0 to 10 as you play, and each level raises what you can
            claim. Unless an offer says otherwise, Roowards are paid as real funds with no wagering
            requirement.
          </Trans>
        </Text>
      </Stack>
      <SimpleGrid type="container" cols={{ base: 1, '520px': 2, '960px': 4 }} spacing="md">
        {PERIODS.map(({ id, Icon, title, text }) => (
          <FeatureCard key={id} Icon={Icon} color="gold" title={i18n._(title)}>
            {i18n._(text)}
          </FeatureCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
