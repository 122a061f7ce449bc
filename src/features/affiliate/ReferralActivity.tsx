/**
 * The referral statistics of one period: how many players joined through the link, what they
 * earned the referrer, and who they are (newest first).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, EmptyState, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  type AffiliatePeriod,
  REFERRAL_COMMISSION_RATE,
  REFERRAL_PAYOUT_MINUTES,
} from '@/contracts/affiliate';
import { formatUsdRounded } from '@/shared/lib/money';
import { DelayedLoader } from '@/shared/ui/DelayedLoader';
import { StatTile } from '@/shared/ui/StatTile';
import { affiliateStatsQuery } from './queries';
import { ReferredPlayersList } from './ReferredPlayersList';

export function ReferralActivity({ days }: { days: AffiliatePeriod }) {
  const { i18n } = useLingui();
  const { data, error, isPending, refetch, isFetching } = useQuery(affiliateStatsQuery(days));

  if (isPending) return <DelayedLoader />;
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error.message}</Text>
          <Button size="xs" variant="light" loading={isFetching} onClick={() => refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }

  const commission = i18n.number(REFERRAL_COMMISSION_RATE, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const earnings = formatUsdRounded(i18n, Number(data.earnings.amountUsd));
  return (
    <Stack gap="md">
      <SimpleGrid cols={2}>
        <StatTile
          label={<Trans>Players referred</Trans>}
          value={i18n.number(data.referredCount)}
          testId="affiliate-referred-count"
        />
        <StatTile label={<Trans>Earnings</Trans>} value={earnings} testId="affiliate-earnings" />
      </SimpleGrid>
      <Text size="xs" c="dimmed" data-testid="affiliate-commission-terms">
        <Trans>
          You earn {commission} of every bet your referred players place, paid to the same balance
          every {REFERRAL_PAYOUT_MINUTES} minutes.
        </Trans>
      </Text>
      {data.referred.length === 0 ? (
        <EmptyState
          size="sm"
          icon={<IconUsers size={28} />}
          title={<Trans>No referrals yet</Trans>}
          description={
            <Plural
              value={days}
              one="No one has signed up through your link in the last day."
              other="No one has signed up through your link in the last # days."
            />
          }
          data-testid="affiliate-empty"
        />
      ) : (
        <ReferredPlayersList players={data.referred} total={data.referredCount} />
      )}
    </Stack>
  );
}
