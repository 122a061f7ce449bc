/**
 * The cashier's deposit tab: pick an option, see its limits; crypto deposits go to an address
 * with a destination tag, other options to a payment page for an amount. The server issues
 * neither yet, so the panel says so instead of showing an address or a working button.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { UnavailableNote } from '../UnavailableNote';
import { AmountField } from './AmountField';
import { type NamedWalletOption, useSelectedOption } from './use-cashier-options';
import { WalletOptionFacts } from './WalletOptionFacts';
import { WalletOptionPicker } from './WalletOptionPicker';

export function DepositPanel({ options }: { options: NamedWalletOption[] }) {
  const { t } = useLingui();
  const [option, choose] = useSelectedOption(options);
  const [amount, setAmount] = useState<number | string>('');
  if (!option) return null;
  return (
    <Stack gap="md" data-testid="cashier-deposit">
      <WalletOptionPicker
        label={t`Deposit with`}
        options={options}
        value={option.balanceType}
        onChange={choose}
      />
      <WalletOptionFacts option={option} action="deposit" />
      {option.crypto ? (
        <UnavailableNote>
          <Trans>
            Send {option.shortCode} only to the address shown here, together with its destination
            tag. This server cannot issue deposit addresses yet, so no address is shown.
          </Trans>
        </UnavailableNote>
      ) : (
        <>
          <AmountField
            label={t`Amount`}
            value={amount}
            onChange={setAmount}
            minimum={option.minimumDeposit}
            shortCode={option.shortCode}
          />
          <UnavailableNote>
            <Trans>
              This server is not connected to a payment provider yet, so deposits cannot be started.
            </Trans>
          </UnavailableNote>
          <Button disabled fullWidth>
            <Trans>Continue to payment</Trans>
          </Button>
        </>
      )}
    </Stack>
  );
}
