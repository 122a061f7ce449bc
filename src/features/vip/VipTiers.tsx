/** The three club tiers as medal cards, and the rewards levels 0–10 every player climbs. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconMedal } from '@tabler/icons-react';
import { VIP_LEVELS, VIP_TIERS } from './vip-data';

function Levels() {
  const { t } = useLingui();
  return (
    <Paper p="lg" radius="lg" bg="dark.6" withBorder>
      <Text fw={800} mb={4}>
        <Trans>Rewards levels 0 to 10</Trans>
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>
          Every player has a rewards level that rises with their wagering. Higher levels mean bigger
          daily, weekly and monthly Roowards.
        </Trans>
      </Text>
      <Group gap={6} wrap="nowrap" data-testid="vip-levels">
        {VIP_LEVELS.map((level) => (
          <Tooltip key={level} label={t`Level ${level}`}>
            <Box
              flex={1}
              h={36}
              style={{
                display: 'grid',
                placeItems: 'center',
                borderRadius: 8,
                fontWeight: 800,
                fontSize: 13,
                color: level > 6 ? '#1f2940' : '#fff',
                background: `color-mix(in srgb, #ffc438 ${level * 10}%, #2b3550)`,
              }}
            >
              {level}
            </Box>
          </Tooltip>
        ))}
      </Group>
    </Paper>
  );
}

export function VipTiers() {
  const { i18n } = useLingui();
  return (
    <Stack component="section" gap="md">
      <Title order={2} fz="h3">
        <Trans>Club tiers</Trans>
      </Title>
      <SimpleGrid type="container" cols={{ base: 1, '600px': 3 }} spacing="md">
        {VIP_TIERS.map(({ rank, ...tier }) => (
          <Paper
            key={rank}
            p="lg"
            radius="lg"
            style={{
              background: `linear-gradient(145deg, ${tier.colors[0]}33, transparent 70%), var(--mantine-color-dark-6)`,
              border: `1px solid ${tier.colors[0]}55`,
            }}
          >
            <Group gap="md" wrap="nowrap">
              <Box
                w={52}
                h={52}
                style={{
                  flex: '0 0 auto',
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: '50%',
                  background: `linear-gradient(145deg, ${tier.colors[0]}, ${tier.colors[1]})`,
                }}
              >
                <IconMedal size={28} color="#fff" />
              </Box>
              <Stack gap={0}>
                <Text size="xs" c="dimmed" fw={700} tt="uppercase">
                  <Trans>Tier {rank}</Trans>
                </Text>
                <Text fw={900} fz="xl">
                  {i18n._(tier.name)}
                </Text>
                <Text size="sm" c="dimmed">
                  {i18n._(tier.text)}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Levels />
    </Stack>
  );
}
