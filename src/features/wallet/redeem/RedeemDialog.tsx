/**
 * The `redeem` dialog: enter a promo code. Codes are checked on the client (present, not too
 * long) and would be sent lowercased; the server has no promotions to redeem yet, so the
 * button is disabled with that reason. Visitors are asked to sign in first.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCurrentUser } from '@/features/account';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { DetailsSection } from '../DetailsSection';
import { SignInPrompt } from '../SignInPrompt';
import { UnavailableNote } from '../UnavailableNote';
import { PromoRules } from './PromoRules';
import { checkPromoCode, PROMO_CODE_MAX } from './promo-code';

export function RedeemDialog({ params }: DialogBodyProps<'redeem'>) {
  const { t } = useLingui();
  const { isSignedIn } = useCurrentUser();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = touched ? checkPromoCode(code) : null;

  return (
    <Stack gap="md">
      <TextInput
        label={t`Promo code`}
        description={t`Codes are not case-sensitive.`}
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        onBlur={() => setTouched(true)}
        autoComplete="off"
        error={
          problem === 'required'
            ? t`Enter a promo code.`
            : problem === 'tooLong'
              ? t`A promo code has at most ${PROMO_CODE_MAX} characters.`
              : undefined
        }
      />
      {isSignedIn ? (
        <>
          <UnavailableNote>
            <Trans>This server has no promotions set up yet, so codes cannot be redeemed.</Trans>
          </UnavailableNote>
          <Button disabled fullWidth>
            <Trans>Redeem</Trans>
          </Button>
        </>
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
