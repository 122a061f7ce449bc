/**
 * Redeeming a promo code, for a signed-in player: the code (sent lowercased), the captcha, and
 * the outcome — the amount credited, or the server's refusal naming the code (spec part 1
 * §8). Each attempt spends the captcha's answer, so the widget resets after every try.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { RedeemResult } from '@/contracts/promo';
import { CaptchaField } from '@/features/captcha';
import { usePaymentErrorText } from '../cashier/error-text';
import { useRedeemCode } from './promo-api';
import { checkPromoCode, normalizePromoCode, PROMO_CODE_MAX } from './promo-code';
import { RedeemSuccess } from './RedeemSuccess';

export function RedeemForm() {
  const { t } = useLingui();
  const errorText = usePaymentErrorText();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [solution, setSolution] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [result, setResult] = useState<RedeemResult | null>(null);
  const redeem = useRedeemCode();
  const problem = checkPromoCode(code);

  if (result) {
    return (
      <RedeemSuccess
        result={result}
        onAnother={() => {
          setResult(null);
          setCode('');
          setTouched(false);
          redeem.reset();
        }}
      />
    );
  }

  const attempted = redeem.variables ? normalizePromoCode(redeem.variables.code) : '';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (problem || !solution) return;
        redeem.mutate(
          { code, recaptcha: solution },
          {
            onSuccess: setResult,
            onSettled: () => setResetKey((key) => key + 1),
          },
        );
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t`Promo code`}
          description={t`Codes are not case-sensitive.`}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          autoComplete="off"
          error={
            touched && problem === 'required'
              ? t`Enter a promo code.`
              : touched && problem === 'tooLong'
                ? t`A promo code has at most ${PROMO_CODE_MAX} characters.`
                : undefined
          }
        />
        <CaptchaField onChange={setSolution} resetKey={resetKey} testId="promo-captcha" />
        {redeem.error ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={t`Code ${attempted} was not redeemed`}
            role="alert"
            data-testid="redeem-error"
          >
            {errorText(redeem.error)}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth loading={redeem.isPending} disabled={!solution}>
          <Trans>Redeem</Trans>
        </Button>
      </Stack>
    </form>
  );
}
