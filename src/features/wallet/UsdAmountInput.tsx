/**
 * The number input every wallet form takes US dollars in (balances are all dollars): never
 * negative, up to 8 decimals (the ledger's unit), thousands separated, "USD" at its end. The
 * form gives the label, description and error, and may widen the unit's section.
 */
import { NumberInput, type NumberInputProps } from '@mantine/core';

export type UsdAmountInputProps = Omit<
  NumberInputProps,
  'min' | 'decimalScale' | 'allowNegative' | 'thousandSeparator' | 'rightSection'
>;

export function UsdAmountInput(props: UsdAmountInputProps) {
  return (
    <NumberInput
      min={0}
      decimalScale={8}
      allowNegative={false}
      thousandSeparator=","
      rightSection="USD"
      rightSectionWidth={43}
      {...props}
    />
  );
}
