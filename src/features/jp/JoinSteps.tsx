/** Getting started in three steps. */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceGamepad2, IconGift, IconUserPlus } from '@tabler/icons-react';
import { BRAND } from '@/contracts/brand';
import type { InfoItem } from '@/shared/lib/info-item';
import { InfoRow } from '@/shared/ui/InfoRow';

/** Built once; a plain name (not BRAND.gameCount) keeps the message's {gameCount} placeholder. */
const gameCount = BRAND.gameCount;
const STEPS: readonly InfoItem[] = [
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

export function JoinSteps() {
  const { i18n } = useLingui();
  return (
    <Stack component="section" gap="md">
      <Title order={2} fz="h3">
        <Trans>Get started in three steps</Trans>
      </Title>
      <SimpleGrid type="container" cols={{ base: 1, '720px': 3 }} spacing="md">
        {STEPS.map(({ id, Icon, title, text }, index) => (
          <Paper key={id} p="lg" radius="lg" bg="dark.6" withBorder>
            <InfoRow
              indicator={
                <ThemeIcon size={44} radius="xl" variant="light">
                  <Icon size={24} />
                </ThemeIcon>
              }
              title={
                <>
                  {index + 1}. {i18n._(title)}
                </>
              }
              titleWeight={800}
              gap={4}
            >
              {i18n._(text)}
            </InfoRow>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
