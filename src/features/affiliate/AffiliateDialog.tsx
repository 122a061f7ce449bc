/**
 * The `affiliate` dialog, 'Refer and earn' (needs sign-in): how referring works, the player's
 * referral link, and who joined through it and what it earned over `days`.
 */
import { Divider, Stack } from '@mantine/core';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { useModal } from '@/shared/lib/modal-navigation';
import { useCurrentUser } from '@/shared/session';
import { HowReferralWorks } from './HowReferralWorks';
import { PeriodSelector } from './PeriodSelector';
import { affiliatePeriodOf } from './periods';
import { ReferralActivity } from './ReferralActivity';
import { ReferralLink } from './ReferralLink';

export function AffiliateDialog({ params }: DialogBodyProps<'affiliate'>) {
  const modal = useModal();
  const { user } = useCurrentUser();
  const days = affiliatePeriodOf(params.days);
  return (
    <Stack gap="md">
      <HowReferralWorks />
      {user ? <ReferralLink affiliateId={user.affiliateId} /> : null}
      <Divider />
      <PeriodSelector
        days={days}
        onChange={(next) => modal.open('affiliate', { ...params, days: next }, { replace: true })}
      />
      <ReferralActivity days={days} />
    </Stack>
  );
}
