/**
 * The verification tab: levels 1–4 with their state from GET /kyc/status, the one the
 * address asks for (?kycLevel=, set by the KYC redirect) highlighted.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { DelayedLoader } from '@/shared/ui/DelayedLoader';
import { RouterAnchor } from '@/shared/ui/router-links';
import { LevelCard } from './LevelCard';
import { kycStatusQuery } from './queries';
import { VERIFICATION_LEVELS } from './verification-levels';

const route = getRouteApi('/account-settings');

export function VerificationLevels() {
  const wanted = route.useSearch({ select: (s) => s.kycLevel });
  const { data, error } = useQuery(kycStatusQuery());
  return (
    <Stack gap="sm">
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      ) : !data ? (
        <DelayedLoader />
      ) : (
        VERIFICATION_LEVELS.map((info) => {
          const state = data.levels.find((l) => l.level === info.level);
          return state ? (
            <LevelCard
              key={info.level}
              info={info}
              state={state}
              highlighted={info.level === wanted}
            />
          ) : null;
        })
      )}
      <Text size="xs" c="dimmed">
        <Trans>
          Why we ask and how we keep your documents safe:{' '}
          <RouterAnchor to="/kyc-aml-policy" inherit>
            KYC and AML Policy
          </RouterAnchor>
          .
        </Trans>
      </Text>
    </Stack>
  );
}
