/** Choosing a wallet option: one segment per option, in cashier order, and what the chosen one accepts. */
import { Input, SegmentedControl } from '@mantine/core';
import type { ReactNode } from 'react';
import type { WalletBalanceType } from '../wallet-options';
import { PaymentIcons } from './PaymentIcons';
import type { NamedWalletOption } from './use-cashier-options';

export interface WalletOptionPickerProps {
  label: ReactNode;
  options: NamedWalletOption[];
  value: WalletBalanceType | undefined;
  onChange: (value: WalletBalanceType) => void;
}

export function WalletOptionPicker({ label, options, value, onChange }: WalletOptionPickerProps) {
  const chosen = options.find((o) => o.balanceType === value);
  return (
    <Input.Wrapper label={label}>
      <SegmentedControl
        fullWidth
        mt={4}
        value={value ?? ''}
        onChange={(next) => {
          const option = options.find((o) => o.balanceType === next);
          if (option) onChange(option.balanceType);
        }}
        data={options.map((o) => ({ value: o.balanceType, label: o.name }))}
        data-testid="wallet-option-picker"
      />
      {chosen ? <PaymentIcons icons={chosen.paymentIcons} /> : null}
    </Input.Wrapper>
  );
}
