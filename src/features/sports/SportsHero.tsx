/** The sportsbook's heading: the chosen sport's name and icon on a pitch-green banner. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import type { SportSlug } from '@/contracts/sports';
import { GradientIcon } from '@/shared/ui/GradientIcon';
import { sportInfo } from './sport-info';

const BANNER =
  'radial-gradient(90% 140% at 100% 0%, rgb(15 238 111 / 0.35), transparent 60%), linear-gradient(135deg, #0f3d2e, #111827 70%)';

export function SportsHero({ sport }: { sport: SportSlug | undefined }) {
  const { i18n } = useLingui();
  const info = sport ? sportInfo(sport) : undefined;
  const Icon = info?.Icon ?? IconTrophy;
  const name = info ? i18n._(info.label) : null;
  return (
    <Box
      p={{ base: 'md', sm: 'xl' }}
      style={{ borderRadius: 'var(--mantine-radius-xl)', background: BANNER }}
    >
      <Group gap="lg" wrap="nowrap">
        <GradientIcon Icon={Icon} size="lg" stroke={1.6} />
        <Stack gap={4} miw={0}>
          <Title order={1}>{name ?? <Trans>Sports</Trans>}</Title>
          <Text c="gray.4">
            {name ? (
              <Trans>Bet before the start or live while the action unfolds.</Trans>
            ) : (
              <Trans>Pre-match and live betting on ten sports, from soccer to table tennis.</Trans>
            )}
          </Text>
        </Stack>
      </Group>
    </Box>
  );
}
