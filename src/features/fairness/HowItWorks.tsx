/** The four ingredients of a provably fair result, one card each. */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconFingerprint, IconHash, IconKey, IconLock } from '@tabler/icons-react';
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
    text: msg`The result is HMAC-SHA256 keyed with the server seed, over "client seed:nonce". The game turns those bytes into the roll, the mine positions or the path of the ball.`,
  },
];

export function HowItWorks() {
  const { i18n } = useLingui();
  return (
    <Stack component="section" gap="md">
      <Title order={2} fz="h3">
        <Trans>How it works</Trans>
      </Title>
      <SimpleGrid type="container" cols={{ base: 1, '560px': 2, '1000px': 4 }} spacing="md">
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
