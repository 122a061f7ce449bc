/**
 * How a provably fair result is made, one card per step: the committed server seed, the
 * player's client seed, the nonce, HMAC-SHA256 over `clientSeed:nonce:round`, the floats read
 * 4 bytes at a time, and each game's mapping (Stake's published scheme).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  IconArrowsShuffle,
  IconFingerprint,
  IconHash,
  IconKey,
  IconLock,
  IconPercentage,
} from '@tabler/icons-react';
import type { InfoItem } from '@/shared/lib/info-item';
import { FeatureCard } from '@/shared/ui/FeatureCard';

const STEPS: readonly InfoItem[] = [
  {
    id: 'server-seed',
    Icon: IconLock,
    title: msg`Server seed, hashed in advance`,
    text: msg`Before you bet, we generate a secret server seed and show you its SHA-256 hash. The hash commits us to that seed without revealing it.`,
  },
  {
    id: 'client-seed',
    Icon: IconFingerprint,
    title: msg`Your client seed`,
    text: msg`You choose the client seed, or keep the random one we create for you. Change it whenever you like, so we cannot know it in advance.`,
  },
  {
    id: 'nonce',
    Icon: IconHash,
    title: msg`A nonce for every bet`,
    text: msg`The nonce starts at 0 and goes up by 1 with every bet, so the same seeds never give the same result twice.`,
  },
  {
    id: 'hmac',
    Icon: IconKey,
    title: msg`HMAC-SHA256`,
    text: msg`Each bet hashes "client seed:nonce:round" with HMAC-SHA256, keyed with the server seed. Round starts at 0 and goes up when a game needs more than 32 bytes.`,
  },
  {
    id: 'floats',
    Icon: IconPercentage,
    title: msg`Bytes to numbers`,
    text: msg`Every 4 bytes make one number between 0 and 1: the first byte divided by 256, plus the second divided by 256², and so on. One round of the HMAC gives 8 numbers.`,
  },
  {
    id: 'mapping',
    Icon: IconArrowsShuffle,
    title: msg`Numbers to results`,
    text: msg`Dice: the first number × 10,001, rounded down, divided by 100 is the roll. Mines and Towers shuffle the tiles or a row's columns, one number per pick, and the first picks are the mines or hazards. Mission Uncrossable: the first lane whose number is under the hazard chance is hit.`,
  },
];

export function HowItWorks() {
  const { i18n } = useLingui();
  return (
    <Stack component="section" gap="md">
      <Title order={2} fz="h3">
        <Trans>How it works</Trans>
      </Title>
      <SimpleGrid type="container" cols={{ base: 1, '560px': 2, '1000px': 3 }} spacing="md">
        {STEPS.map(({ id, Icon, title, text }, index) => {
          const step = index + 1;
          return (
            <FeatureCard
              key={id}
              Icon={Icon}
              title={i18n._(title)}
              badge={
                <Badge variant="outline" color="gray" size="sm" w="fit-content">
                  <Trans>Step {step}</Trans>
                </Badge>
              }
            >
              {i18n._(text)}
            </FeatureCard>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
