/**
 * Provably fair (/fair): how results are committed and derived, the player's own seeds, and a
 * verifier for every Original, filled in from the address when a bet's "Verify" link opens it.
 */
import { Trans } from '@lingui/react/macro';
import { Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { FairSearch } from '@/contracts/fair-search';
import { GradientIcon } from '@/shared/ui/GradientIcon';
import { PageContainer } from '@/shared/ui/PageContainer';
import { CheckingSteps } from './CheckingSteps';
import { HowItWorks } from './HowItWorks';
import { SeedsSection } from './seeds/SeedsSection';
import { GameVerifier } from './verifier/GameVerifier';

const BANNER =
  'radial-gradient(70% 120% at 100% 0%, rgb(15 238 111 / 0.25), transparent 60%), linear-gradient(135deg, #123047, #0b1120 75%)';

export function FairPage({ verify = {} }: { verify?: FairSearch }) {
  return (
    <PageContainer>
      <Stack gap={40} data-testid="fair-page">
        <Box
          p={{ base: 'lg', sm: 'xl' }}
          style={{ borderRadius: 'var(--mantine-radius-xl)', background: BANNER }}
        >
          <Group gap="lg" wrap="nowrap" align="flex-start">
            <GradientIcon Icon={IconShieldCheck} size="lg" />
            <Stack gap="sm">
              <Title order={1}>
                <Trans>Provably fair</Trans>
              </Title>
              <Text c="gray.3" maw={680}>
                <Trans>
                  Every KadiBet Original is decided by data we commit to before you bet and data you
                  choose yourself. You can prove we never changed a result after seeing your bet,
                  without having to trust us.
                </Trans>
              </Text>
              <Group gap="xs">
                <Badge variant="light">SHA-256</Badge>
                <Badge variant="light">HMAC-SHA256</Badge>
                <Badge variant="light" color="gray">
                  <Trans>Runs in your browser</Trans>
                </Badge>
              </Group>
            </Stack>
          </Group>
        </Box>
        <HowItWorks />
        <SeedsSection />
        {/* A new "Verify" link starts the verifier afresh from what it carries. */}
        <GameVerifier key={JSON.stringify(verify)} initial={verify} />
        <CheckingSteps />
      </Stack>
    </PageContainer>
  );
}
