/**
 * The `affiliate` dialog, 'Refer and earn' (needs sign-in): how referring works, the player's
 * link, and their referral activity over `days`. The server runs no referral tracking yet: no
 * link is issued and no activity exists, and the dialog says exactly that.
 */
import { Plural, Trans } from '@lingui/react/macro';
import { Alert, Divider, EmptyState, Stack } from '@mantine/core';
import { IconInfoCircle, IconUsers } from '@tabler/icons-react';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { useModal } from '@/shared/lib/modal-navigation';
import { HowReferralWorks } from './HowReferralWorks';
import { PeriodSelector } from './PeriodSelector';
import { DEFAULT_AFFILIATE_DAYS } from './periods';

export function AffiliateDialog({ params }: DialogBodyProps<'affiliate'>) {
  const modal = useModal();
  const days = params.days ?? DEFAULT_AFFILIATE_DAYS;
  return (
    <Stack gap="md">
      <HowReferralWorks />
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        <Trans>
          Referral links are issued by the referral programme, which this server does not run yet,
          so you have no link to share.
        </Trans>
      </Alert>
      <Divider />
      <PeriodSelector
        days={days}
        onChange={(next) => modal.open('affiliate', { ...params, days: next }, { replace: true })}
      />
      <EmptyState
        size="sm"
        icon={<IconUsers size={28} />}
        title={<Trans>No referral activity</Trans>}
        description={
          <Plural
            value={days}
            one="No one has signed up or played through your link in the last day."
            other="No one has signed up or played through your link in the last # days."
          />
        }
        data-testid="affiliate-empty"
      />
    </Stack>
  );
}
