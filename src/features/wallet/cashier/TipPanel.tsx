/**
 * The cashier's tip tab: send part of a balance to another player (spec part 1 §5: username,
 * amount, private, and the two-factor code when the player has it on). Only options that can
 * be tipped are offered; the form leads to a confirmation step, and the idempotency key made
 * for that tip is reused if the player has to send it again.
 */
import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { ApiError } from '@/shared/api/api-error';
import { formatUsd } from '@/shared/lib/money';
import { useCurrentUser } from '@/shared/session';
import { showToast } from '@/shared/ui/toast';
import { TipConfirm } from '../tip/TipConfirm';
import { TipForm, useTipForm } from '../tip/TipForm';
import { useSendTip } from '../tip/use-send-tip';
import type { WalletBalanceType } from '../wallet-options';
import { usePaymentErrorText } from './error-text';
import { useIdempotencyKey } from './idempotency-key';
import type { NamedWalletOption } from './use-cashier-options';
import { WalletOptionPicker } from './WalletOptionPicker';

export function TipPanel({ options }: { options: NamedWalletOption[] }) {
  const { i18n, t } = useLingui();
  const { user } = useCurrentUser();
  const tippable = options.filter((o) => o.canTip);
  const [chosen, choose] = useState<WalletBalanceType | null>(null);
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [code, setCode] = useState('');
  const keys = useIdempotencyKey();
  const errorText = usePaymentErrorText();
  const send = useSendTip();

  const option =
    tippable.find((o) => o.balanceType === (chosen ?? user?.selectedBalanceType)) ?? tippable[0];
  const balance = (option && user?.balances[option.balanceType]) ?? 0;
  const form = useTipForm(balance, user?.name ?? null);
  if (!option || !user) return null;
  const { values } = form;
  const recipient = values.username.trim();
  const amount = Number(values.amount);

  const codeError =
    send.error instanceof ApiError && send.error.code === API_ERROR_CODES.invalidCode;

  const submit = () => {
    const tip = {
      username: recipient,
      amount: values.amount,
      isPrivate: values.isPrivate,
      balanceType: option.balanceType,
    };
    // The same tip keeps its key whatever case the name is typed in; the code is not part of it
    // (the first attempt may have spent it).
    const idempotencyKey = keys.keyFor({ ...tip, username: recipient.toLowerCase() });
    send.mutate(
      {
        body: {
          ...tip,
          ...(user.security.twoFactorMethod ? { twoFactorToken: code.trim() } : {}),
        },
        idempotencyKey,
      },
      {
        onSuccess: (result) => {
          keys.renew();
          void showToast({
            kind: 'success',
            message: t`You sent ${formatUsd(i18n, result.amount)} to ${result.toUserName}.`,
          });
          form.reset();
          setCode('');
          setStep('form');
          send.reset();
        },
      },
    );
  };

  return (
    <Stack gap="md" data-testid="cashier-tip">
      {step === 'form' ? (
        <WalletOptionPicker
          label={t`Tip from`}
          options={tippable}
          value={option.balanceType}
          onChange={choose}
        />
      ) : null}
      <Text size="sm" c="dimmed" data-testid="tip-balance">
        {t`Your ${option.name} balance: ${formatUsd(i18n, balance)}`}
      </Text>
      {step === 'form' ? (
        <TipForm form={form} onContinue={() => setStep('confirm')} />
      ) : (
        <TipConfirm
          recipient={recipient}
          amount={amount}
          optionName={option.name}
          isPrivate={values.isPrivate}
          twoFactorMethod={user.security.twoFactorMethod}
          code={code}
          onCodeChange={setCode}
          error={errorText(send.error)}
          codeError={codeError}
          pending={send.isPending}
          onBack={() => {
            send.reset();
            setStep('form');
          }}
          onSend={submit}
        />
      )}
    </Stack>
  );
}
