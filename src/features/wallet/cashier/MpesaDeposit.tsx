/**
 * An M-Pesa deposit: phone and amount, then an STK push — the player approves it on their
 * phone while the panel shows it pending, and shows it credited or failed the moment the
 * provider answers (`depositUpdated`; a slow poll covers a socket that is away).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Deposit, normalizeKenyanPhone } from '@/contracts/payments';
import { formatUsdLimit } from '@/shared/lib/money';
import { accountKeys } from '@/shared/session';
import { FormError } from '@/shared/ui/FormError';
import { AmountField } from './AmountField';
import { usePaymentErrorText } from './error-text';
import { useIdempotencyKey } from './idempotency-key';
import { DESTINATION_MESSAGES } from './payment-messages';
import { checkPaymentAmount } from './payment-rules';
import { addIfMissing, depositsQuery, paymentKeys, startMpesaDeposit } from './queries';
import type { NamedWalletOption } from './use-cashier-options';

function PaymentState({ deposit, onAgain }: { deposit: Deposit; onAgain: () => void }) {
  const { i18n } = useLingui();
  // An M-Pesa deposit is started for its amount: only chain transfers wait for one.
  const amount = formatUsdLimit(i18n, deposit.amount ?? 0);
  if (deposit.status === 'pending') {
    return (
      <Alert color="blue" variant="light" icon={<Loader size={16} />} data-testid="mpesa-pending">
        <Trans>
          Check your phone ({deposit.phone}): enter your M-Pesa PIN to pay {amount}. This updates by
          itself.
        </Trans>
      </Alert>
    );
  }
  const credited = deposit.status === 'confirmed';
  return (
    <Stack gap="xs">
      <Alert
        color={credited ? 'emerald' : 'red'}
        variant="light"
        icon={credited ? <IconCircleCheck size={18} /> : <IconCircleX size={18} />}
        data-testid={credited ? 'mpesa-confirmed' : 'mpesa-failed'}
        role={credited ? 'status' : 'alert'}
      >
        {credited ? (
          <Trans>Payment received: {amount} was added to your M-Pesa balance.</Trans>
        ) : (
          <Trans>The payment did not go through: {deposit.failureReason}</Trans>
        )}
      </Alert>
      <Button variant="default" onClick={onAgain}>
        <Trans>Make another deposit</Trans>
      </Button>
    </Stack>
  );
}

export function MpesaDeposit({ option }: { option: NamedWalletOption }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const errorText = usePaymentErrorText();
  const keys = useIdempotencyKey();
  const [phone, setPhone] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [submitted, setSubmitted] = useState(false);
  const [startedId, setStartedId] = useState<string | null>(null);
  const deposits = useQuery({
    ...depositsQuery(),
    enabled: startedId !== null,
    refetchInterval: (query) =>
      query.state.data?.find((d) => d.id === startedId)?.status === 'pending' ? 5_000 : false,
  });
  const start = useMutation({
    mutationFn: (body: { phone: string; amount: string }) =>
      startMpesaDeposit(body, keys.keyFor(body)),
    onSuccess: ({ deposit }) => {
      keys.renew();
      queryClient.setQueryData<Deposit[]>(paymentKeys.deposits, (list) =>
        addIfMissing(list, deposit),
      );
      setStartedId(deposit.id);
    },
  });

  const started = deposits.data?.find((d) => d.id === startedId);
  if (started) {
    return (
      <PaymentState
        deposit={started}
        onAgain={() => {
          setStartedId(null);
          setSubmitted(false);
          setAmount('');
          void queryClient.invalidateQueries({ queryKey: accountKeys.current });
        }}
      />
    );
  }

  const checked = checkPaymentAmount(amount, option.minimumDeposit);
  const normalized = normalizeKenyanPhone(phone);
  const submit = () => {
    setSubmitted(true);
    if ('problem' in checked || !normalized) return;
    start.mutate({ phone: normalized, amount: checked.amount });
  };

  return (
    <Stack gap="sm" data-testid="mpesa-deposit">
      <TextInput
        label={t`M-Pesa phone number`}
        placeholder="254712345678"
        value={phone}
        onChange={(event) => setPhone(event.currentTarget.value)}
        inputMode="tel"
        autoComplete="tel"
        error={submitted && !normalized ? i18n._(DESTINATION_MESSAGES.phone) : undefined}
      />
      <AmountField
        value={amount}
        onChange={setAmount}
        minimum={option.minimumDeposit}
        action="deposit"
        problem={submitted && 'problem' in checked ? checked.problem : null}
      />
      <FormError message={errorText(start.error)} />
      <Button fullWidth loading={start.isPending} onClick={submit}>
        <Trans>Pay with M-Pesa</Trans>
      </Button>
    </Stack>
  );
}
