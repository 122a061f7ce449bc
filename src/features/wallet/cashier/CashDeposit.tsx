/**
 * A cash deposit: the amount, then the provider's hosted checkout page (the sandbox one on
 * this server), which sends the player back to the cashier when they paid or cancelled.
 */
import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '@/shared/ui/FormError';
import { AmountField } from './AmountField';
import { usePaymentErrorText } from './error-text';
import { checkPaymentAmount } from './payment-rules';
import { startCashDeposit } from './queries';
import type { NamedWalletOption } from './use-cashier-options';
import { useHostedCheckout } from './use-hosted-checkout';

export function CashDeposit({ option }: { option: NamedWalletOption }) {
  const errorText = usePaymentErrorText();
  const [amount, setAmount] = useState<number | string>('');
  const [submitted, setSubmitted] = useState(false);
  const start = useHostedCheckout(startCashDeposit);
  const checked = checkPaymentAmount(amount, option.minimumDeposit);
  return (
    <Stack gap="sm" data-testid="cash-deposit">
      <AmountField
        value={amount}
        onChange={setAmount}
        minimum={option.minimumDeposit}
        action="deposit"
        problem={submitted && 'problem' in checked ? checked.problem : null}
      />
      <Text size="xs" c="dimmed">
        <Trans>You pay on the payment provider's secure page, then come back here.</Trans>
      </Text>
      <FormError message={errorText(start.error)} />
      <Button
        fullWidth
        loading={start.isPending || start.isSuccess}
        onClick={() => {
          setSubmitted(true);
          if (!('problem' in checked)) start.mutate({ amount: checked.amount });
        }}
      >
        <Trans>Continue to payment</Trans>
      </Button>
    </Stack>
  );
}
