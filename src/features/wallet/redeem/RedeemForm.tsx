/**
 * Redeeming a promo code, for a signed-in player: the code (sent lowercased), the captcha, and
 * the outcome — the amount credited, or the server's refusal naming the code (spec part 1
 * §8). Each attempt spends the captcha's answer, so the widget resets after every try.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { CaptchaField } from '@/features/captcha';
import { contractValidate } from '@/shared/forms/contract-validate';
import { usePaymentErrorText } from '../cashier/error-text';
import {
  normalizePromoCode,
  PROMO_CODE_MAX,
  promoCodeFormSchema,
  promoCodeProblemOf,
} from './promo-code';
import { useRedeemCode } from './queries';
import { RedeemSuccess } from './RedeemSuccess';

export function RedeemForm() {
  const { t } = useLingui();
  const errorText = usePaymentErrorText();
  const [solution, setSolution] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const form = useForm({
    initialValues: { code: '' },
    validate: contractValidate(promoCodeFormSchema, (issue) =>
      promoCodeProblemOf(issue) === 'tooLong'
        ? t`A promo code has at most ${PROMO_CODE_MAX} characters.`
        : t`Enter a promo code.`,
    ),
    validateInputOnBlur: true,
  });
  const redeem = useRedeemCode();

  if (redeem.data) {
    return (
      <RedeemSuccess
        result={redeem.data}
        onAnother={() => {
          form.reset();
          redeem.reset();
        }}
      />
    );
  }

  const attempted = redeem.variables ? normalizePromoCode(redeem.variables.code) : '';

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ code }) => {
        if (!solution || redeem.isPending) return;
        redeem.mutate(
          { code, recaptcha: solution },
          { onSettled: () => setResetKey((key) => key + 1) },
        );
      })}
    >
      <Stack gap="md">
        <TextInput
          label={t`Promo code`}
          description={t`Codes are not case-sensitive.`}
          autoComplete="off"
          {...form.getInputProps('code')}
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
