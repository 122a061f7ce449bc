/**
 * The `redeem` dialog: a signed-in player enters a promo code and solves the captcha; the
 * code's reward is credited once. Visitors are asked to sign in first. The rules section
 * starts open when `expanded` is set.
 */
import { Trans } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { useCurrentUser } from '@/shared/session';
import { DetailsSection } from '../DetailsSection';
import { SignInPrompt } from '../SignInPrompt';
import { PromoRules } from './PromoRules';
import { RedeemForm } from './RedeemForm';

export function RedeemDialog({ params }: DialogBodyProps<'redeem'>) {
  const { isSignedIn } = useCurrentUser();
  return (
    <Stack gap="md">
      {isSignedIn ? (
        <RedeemForm />
      ) : (
        <SignInPrompt>
          <Trans>Sign in to redeem a code: its reward goes to your account.</Trans>
        </SignInPrompt>
      )}
      <DetailsSection
        label={<Trans>How promo codes work</Trans>}
        initiallyOpen={params.expanded === true}
      >
        <PromoRules />
      </DetailsSection>
    </Stack>
  );
}
