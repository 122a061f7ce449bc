/**
 * The welcome-offer landing page (/jp): sign up, Roowards and the size of the lobby. Visitors
 * get the register dialog on arrival; closing it on /jp goes home (the auth dialog's rule).
 */
import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { BRAND } from '@/contracts/brand';
import { HouseGamesGrid } from '@/features/house-games';
import { FeatureGate } from '@/features/settings';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouterAnchor } from '@/shared/ui/router-links';
import { JoinHero } from './JoinHero';
import { JoinSteps } from './JoinSteps';
import { RoowardsPeriods } from './RoowardsPeriods';
import { useRegisterOnArrival } from './use-register-on-arrival';

export function JoinPromoPage() {
  useRegisterOnArrival();
  const age = BRAND.minimumAge;
  return (
    <PageContainer>
      <Stack gap={40} data-testid="jp-page">
        <JoinHero />
        <JoinSteps />
        <FeatureGate feature="rewards">
          <RoowardsPeriods />
        </FeatureGate>
        <Stack component="section" gap="md">
          <Title order={2} fz="h3">
            <Trans>Start with our Originals</Trans>
          </Title>
          <HouseGamesGrid />
        </Stack>
        <Text size="xs" c="dimmed" ta="center">
          <Trans>
            {age}+ only. Rewards are subject to our{' '}
            <RouterAnchor to="/bonus-and-promotion-policy" inherit>
              Bonus and Promotion Policy
            </RouterAnchor>
            . Please{' '}
            <RouterAnchor to="/responsible-gambling" inherit>
              play responsibly
            </RouterAnchor>
            .
          </Trans>
        </Text>
      </Stack>
    </PageContainer>
  );
}
