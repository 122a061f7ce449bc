/**
 * The purchase itself: the coin, the dollars to pay (within the partner's limits) and what
 * that comes to, then the partner's hosted card page, which sends the player back to this tab.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { ONRAMP_LIMITS } from '@/contracts/onramp';
import { CHAIN_COINS, type ChainCoin, isChainCoin } from '@/contracts/payments';
import { FormError } from '@/shared/ui/FormError';
import { usePaymentErrorText } from '../cashier/error-text';
import { useHostedCheckout } from '../cashier/use-hosted-checkout';
import { UsdAmountInput } from '../UsdAmountInput';
import { BuyQuote } from './BuyQuote';
import { type BuyAmountProblem, checkBuyAmount } from './buy-rules';
import { startOnrampOrder } from './queries';

const COIN_CHOICES = CHAIN_COINS.map((coin) => ({ value: coin, label: coin.toUpperCase() }));

export function BuyForm() {
  const { t, i18n } = useLingui();
  const errorText = usePaymentErrorText();
  const [coin, setCoin] = useState<ChainCoin>('xrp');
  const [amount, setAmount] = useState<number | string>('');
  const [submitted, setSubmitted] = useState(false);
  const start = useHostedCheckout(startOnrampOrder);
  const checked = checkBuyAmount(amount);
  const minimum = i18n.number(Number(ONRAMP_LIMITS.minimum));
  const maximum = i18n.number(Number(ONRAMP_LIMITS.maximum));
  const problems: Record<BuyAmountProblem, string> = {
    required: t`Enter an amount.`,
    invalid: t`Enter a positive amount with at most 8 decimals.`,
    outOfLimits: t`Buy between ${minimum} and ${maximum} USD of crypto at a time`,
  };

  return (
    <Stack gap="sm" data-testid="buy-form">
      <Select
        label={t`Coin`}
        data={COIN_CHOICES}
        value={coin}
        allowDeselect={false}
        onChange={(value) => {
          if (value && isChainCoin(value)) setCoin(value);
        }}
      />
      <UsdAmountInput
        label={t`Amount`}
        description={t`Between ${minimum} and ${maximum} USD`}
        value={amount}
        onChange={setAmount}
        error={submitted && 'problem' in checked ? problems[checked.problem] : undefined}
      />
      <BuyQuote coin={coin} amount={amount} />
      <FormError message={errorText(start.error)} />
      <Button
        fullWidth
        loading={start.isPending || start.isSuccess}
        onClick={() => {
          setSubmitted(true);
          if (!('problem' in checked)) start.mutate({ coin, amount: checked.amount });
        }}
      >
        <Trans>Continue to payment</Trans>
      </Button>
    </Stack>
  );
}
