/** Where a withdrawal is paid: an XRP address and tag, an M-Pesa number, or the cash method. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { WalletBalanceType } from '../wallet-options';
import { checkDestinationTag, checkPhone, checkXrpAddress } from './destination-rules';
import { DESTINATION_PROBLEM_MESSAGES } from './problem-messages';

/** A text field that shows its problem once it was left. */
function CheckedInput({
  label,
  check,
  ...rest
}: {
  label: string;
  check: (value: string) => keyof typeof DESTINATION_PROBLEM_MESSAGES | null;
  inputMode?: 'text' | 'numeric' | 'tel';
  autoComplete?: string;
}) {
  const { i18n } = useLingui();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = touched ? check(value) : null;
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      onBlur={() => setTouched(true)}
      error={problem ? i18n._(DESTINATION_PROBLEM_MESSAGES[problem]) : undefined}
      {...rest}
    />
  );
}

export function WithdrawDestination({ balanceType }: { balanceType: WalletBalanceType }) {
  const { t } = useLingui();
  if (balanceType === 'xrp') {
    return (
      <>
        <CheckedInput label={t`XRP address`} check={checkXrpAddress} autoComplete="off" />
        <CheckedInput
          label={t`Destination tag (if your wallet needs one)`}
          check={checkDestinationTag}
          inputMode="numeric"
        />
      </>
    );
  }
  if (balanceType === 'mpesa') {
    return (
      <CheckedInput
        label={t`M-Pesa phone number`}
        check={checkPhone}
        inputMode="tel"
        autoComplete="tel"
      />
    );
  }
  return (
    <Text size="sm" c="dimmed">
      <Trans>Cash withdrawals are paid, wherever possible, to the method you deposited with.</Trans>
    </Text>
  );
}
