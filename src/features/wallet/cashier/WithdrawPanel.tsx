/**
 * The cashier's withdraw tab: option and its balance, amount in dollars (at least the minimum,
 * at most the balance; for crypto the coins it comes to at the current price), where to pay it, and the two-factor code when the player has it on. Checked
 * here as the server checks it; the request holds the funds at once and the withdrawal waits
 * in the list below for the operator (the player may cancel it while it is pending).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Withdrawal, WithdrawalBody } from '@/contracts/withdrawals';
import { accountKeys, useCurrentUser } from '@/shared/session';
import { FormError } from '@/shared/ui/FormError';
import { AmountField } from './AmountField';
import { usePaymentErrorText } from './error-text';
import { useIdempotencyKey } from './idempotency-key';
import { OptionBalance, useOptionBalance } from './OptionBalance';
import {
  checkDestination,
  checkPaymentAmount,
  type DestinationInput,
  destinationBody,
  EMPTY_DESTINATION,
} from './payment-rules';
import { addIfMissing, paymentKeys, requestWithdrawal } from './queries';
import { TwoFactorCodeField } from './TwoFactorCodeField';
import { type NamedWalletOption, useSelectedOption } from './use-cashier-options';
import { WalletOptionFacts } from './WalletOptionFacts';
import { WalletOptionPicker } from './WalletOptionPicker';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawDestination } from './WithdrawDestination';
import { WithdrawQuote } from './WithdrawQuote';

function WithdrawForm({ option }: { option: NamedWalletOption }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const errorText = usePaymentErrorText();
  const { user } = useCurrentUser();
  const twoFactor = user?.security.twoFactorMethod ?? null;
  const balance = useOptionBalance(option);
  const keys = useIdempotencyKey();
  const [amount, setAmount] = useState<number | string>('');
  const [destination, setDestination] = useState<DestinationInput>(EMPTY_DESTINATION);
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [requested, setRequested] = useState<Withdrawal | null>(null);

  const send = useMutation({
    mutationFn: (body: WithdrawalBody) => {
      // The code is spent by the first attempt; a retry of the same request needs no other.
      const { twoFactorCode: _code, ...request } = body;
      return requestWithdrawal(body, keys.keyFor(request));
    },
    onSuccess: (withdrawal) => {
      keys.renew();
      setRequested(withdrawal);
      setAmount('');
      setCode('');
      setSubmitted(false);
      queryClient.setQueryData<Withdrawal[]>(paymentKeys.withdrawals, (list) =>
        addIfMissing(list, withdrawal),
      );
      void queryClient.invalidateQueries({ queryKey: accountKeys.current });
    },
  });

  const checked = checkPaymentAmount(amount, option.minimumWithdraw, balance);
  const destinationProblem = checkDestination(option.balanceType, destination);
  const codeMissing = twoFactor !== null && code.trim() === '';

  const submit = () => {
    setSubmitted(true);
    setRequested(null);
    if ('problem' in checked || destinationProblem || codeMissing) return;
    send.mutate({
      balanceType: option.balanceType,
      amount: checked.amount,
      destination: destinationBody(option.balanceType, destination),
      ...(twoFactor ? { twoFactorCode: code.trim() } : {}),
    });
  };

  return (
    <Stack gap="sm" data-testid="withdraw-form">
      <AmountField
        value={amount}
        onChange={setAmount}
        minimum={option.minimumWithdraw}
        action="withdrawal"
        problem={submitted && 'problem' in checked ? checked.problem : null}
      />
      {option.crypto ? (
        <WithdrawQuote balanceType={option.balanceType} coin={option.shortCode} amount={amount} />
      ) : null}
      <WithdrawDestination
        balanceType={option.balanceType}
        value={destination}
        onChange={setDestination}
        problem={submitted ? destinationProblem : null}
      />
      {twoFactor ? (
        <TwoFactorCodeField
          method={twoFactor}
          value={code}
          onChange={setCode}
          error={submitted && codeMissing ? t`Enter your two-factor code to withdraw` : undefined}
          testId="withdraw-2fa"
        />
      ) : null}
      <FormError message={errorText(send.error)} />
      {requested ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconClockHour4 size={18} />}
          data-testid="withdraw-requested"
        >
          <Trans>
            Withdrawal requested. The amount is held from your balance until it is approved; you can
            cancel it below while it is pending.
          </Trans>
        </Alert>
      ) : null}
      <Button fullWidth loading={send.isPending} onClick={submit}>
        <Trans>Request withdrawal</Trans>
      </Button>
    </Stack>
  );
}

export function WithdrawPanel({ options }: { options: NamedWalletOption[] }) {
  const { t } = useLingui();
  const [option, choose] = useSelectedOption(options);
  if (!option) return null;
  return (
    <Stack gap="md" data-testid="cashier-withdraw">
      <WalletOptionPicker
        label={t`Withdraw to`}
        options={options}
        value={option.balanceType}
        onChange={choose}
      />
      <OptionBalance option={option} />
      <WalletOptionFacts option={option} action="withdraw" />
      <WithdrawForm key={option.balanceType} option={option} />
      <WithdrawalList />
    </Stack>
  );
}
