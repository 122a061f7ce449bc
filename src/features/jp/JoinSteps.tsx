/** Getting started in three steps. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceGamepad2, IconGift, IconUserPlus, type TablerIcon } from '@tabler/icons-react';
import { BRAND } from '@/shared/lib/brand';

export function JoinSteps() {
  const { i18n } = useLingui();
  const gameCount = BRAND.gameCount;
  const steps: readonly {
    id: string;
    Icon: TablerIcon;
    title: MessageDescriptor;
    text: MessageDescriptor;
  }[] = [
    {
      id: 'account',
      Icon: IconUserPlus,
      title: msg`Create your account`,
      text: msg`Register in a minute and you are ready to play.`,
    },
    {
      id: 'play',
      Icon: IconDeviceGamepad2,
      title: msg`Play what you like`,
      text: msg`Choose from ${gameCount} games, our Originals, the sportsbook and Kadi tables.`,
    },
    {
      id: 'claim',
      Icon: IconGift,
      title: msg`Claim your Roowards`,
      text: msg`Every bet counts towards your daily, weekly and monthly rewards.`,
    },
  ];
  return (
    <Stack component="section" gap="md">
      <Title order={2} fz="h3">
        <Trans>Get started in three steps</Trans>
      </Title>
      <SimpleGrid type="container" cols={{ base: 1, '720px': 3 }} spacing="md">
        {steps.map(({ id, Icon, title, text }, index) => (
          <Paper key={id} p="lg" radius="lg" bg="dark.6" withBorder>
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={44} radius="xl" variant="light">
                <Icon size={24} />
              </ThemeIcon>
              <Stack gap={4}>
                <Text fw={800}>
                  {index + 1}. {i18n._(title)}
                </Text>
                <Text size="sm" c="dimmed">
                  {i18n._(text)}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
