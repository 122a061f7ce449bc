/**
 * The cashier's withdraw tab: option, amount against its minimum, and the destination. There
 * are no balances on this server yet, so the request button is disabled with that reason.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { UnavailableNote } from '../UnavailableNote';
import { AmountField } from './AmountField';
import { type NamedWalletOption, useSelectedOption } from './use-cashier-options';
import { WalletOptionFacts } from './WalletOptionFacts';
import { WalletOptionPicker } from './WalletOptionPicker';
import { WithdrawDestination } from './WithdrawDestination';

export function WithdrawPanel({ options }: { options: NamedWalletOption[] }) {
  const { t } = useLingui();
  const [option, choose] = useSelectedOption(options);
  const [amount, setAmount] = useState<number | string>('');
  if (!option) return null;
  return (
    <Stack gap="md" data-testid="cashier-withdraw">
      <WalletOptionPicker
        label={t`Withdraw to`}
        options={options}
        value={option.balanceType}
        onChange={choose}
      />
      <WalletOptionFacts option={option} action="withdraw" />
      <AmountField
        label={t`Amount`}
        value={amount}
        onChange={setAmount}
        minimum={option.minimumWithdraw}
        shortCode={option.shortCode}
      />
      <WithdrawDestination key={option.balanceType} balanceType={option.balanceType} />
      <UnavailableNote>
        <Trans>This server keeps no balances yet, so there is nothing to withdraw.</Trans>
      </UnavailableNote>
      <Button disabled fullWidth>
        <Trans>Request withdrawal</Trans>
      </Button>
    </Stack>
  );
}
