/**
 * Where a withdrawal is paid: an XRP address and optional destination tag, an M-Pesa number,
 * or for cash the bank account, IBAN or payout reference. Controlled by the withdraw form,
 * which decides when a problem is shown.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, TextInput } from '@mantine/core';
import type { WalletBalanceType } from '../wallet-options';
import { DESTINATION_MESSAGES } from './payment-messages';
import type { DestinationField, DestinationInput, DestinationProblem } from './payment-rules';

export interface WithdrawDestinationProps {
  balanceType: WalletBalanceType;
  value: DestinationInput;
  onChange: (value: DestinationInput) => void;
  /** The field to mark wrong, once the player tried to send. */
  problem: { field: DestinationField; problem: DestinationProblem } | null;
}

export function WithdrawDestination({
  balanceType,
  value,
  onChange,
  problem,
}: WithdrawDestinationProps) {
  const { i18n, t } = useLingui();
  const errorOf = (field: DestinationField) =>
    problem?.field === field ? i18n._(DESTINATION_MESSAGES[problem.problem]) : undefined;
  const field = (name: DestinationField) => ({
    value: value[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ ...value, [name]: event.currentTarget.value }),
    error: errorOf(name),
  });

  if (balanceType === 'xrp') {
    return (
      <Stack gap="sm">
        <TextInput
          label={t`XRP address`}
          autoComplete="off"
          spellCheck={false}
          {...field('address')}
        />
        <TextInput
          label={t`Destination tag (if your wallet needs one)`}
          inputMode="numeric"
          {...field('tag')}
        />
      </Stack>
    );
  }
  if (balanceType === 'mpesa') {
    return (
      <TextInput
        label={t`M-Pesa phone number`}
        placeholder="254712345678"
        inputMode="tel"
        autoComplete="tel"
        {...field('phone')}
      />
    );
  }
  return (
    <Stack gap={4}>
      <TextInput label={t`Bank account or IBAN`} autoComplete="off" {...field('account')} />
      <Text size="xs" c="dimmed">
        <Trans>
          Cash withdrawals are paid, wherever possible, to the method you deposited with.
        </Trans>
      </Text>
    </Stack>
  );
}
