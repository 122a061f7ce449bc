/**
 * The 'Responsible gambling' tab of account settings: the break or self-exclusion banner,
 * limits of each kind, the reality check, taking a break and self-exclusion, and how they
 * differ from closing the account.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LIMIT_KINDS } from '@/contracts/responsible-gambling';
import { ExclusionBanner } from './exclusion/ExclusionBanner';
import { BreakCard, SelfExclusionCard } from './exclusion/ExclusionCard';
import { LimitCard } from './limits/LimitCard';
import { rgStatusQuery } from './queries';
import { RealityCheckCard } from './reality-check/RealityCheckCard';

export function ResponsibleGamblingPanel() {
  const { data, error } = useQuery(rgStatusQuery());
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Trans>Your limits could not be loaded. Please try again.</Trans>
      </Alert>
    );
  }
  if (!data) return <Loader size="sm" />;
  return (
    <Stack gap="md" data-testid="responsible-gambling">
      <ExclusionBanner />
      <Text size="sm">
        <Trans>
          A lower limit applies at once. A higher limit, or removing one, applies after 24 hours, so
          the decision is not made in the heat of the moment. When several limits apply, the lowest
          one counts.
        </Trans>
      </Text>
      {LIMIT_KINDS.map((kind) => (
        <LimitCard key={kind} kind={kind} limits={data.limits} />
      ))}
      <RealityCheckCard intervalMinutes={data.realityCheck.intervalMinutes} />
      <BreakCard />
      <SelfExclusionCard />
      <Text size="sm" c="dimmed">
        <Trans>
          A break or self-exclusion keeps your account open so you can withdraw. To close your
          account so that you cannot even sign in, use Close account in the General tab.
        </Trans>
      </Text>
    </Stack>
  );
}
