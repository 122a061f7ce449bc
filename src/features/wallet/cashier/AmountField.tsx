/** An amount in an option's units, checked against its minimum once the field was left. */
import { useLingui } from '@lingui/react/macro';
import { NumberInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { checkAmount } from './amount-rules';
import { formatLimit } from './format-limit';
import { AMOUNT_PROBLEM_MESSAGES } from './problem-messages';

export interface AmountFieldProps {
  label: ReactNode;
  value: number | string;
  onChange: (value: number | string) => void;
  minimum: number | null;
  shortCode: string;
  /** A panel's own check instead of the built-in one: its message, or null for none. */
  error?: ReactNode;
}

export function AmountField({
  label,
  value,
  onChange,
  minimum,
  shortCode,
  error,
}: AmountFieldProps) {
  const { i18n, t } = useLingui();
  const [touched, setTouched] = useState(false);
  const problem = touched ? checkAmount(value, minimum) : null;
  const minimumText = minimum === null ? null : formatLimit(i18n, minimum, shortCode);
  return (
    <NumberInput
      label={label}
      description={minimumText ? t`Minimum ${minimumText}` : undefined}
      value={value}
      onChange={onChange}
      onBlur={() => setTouched(true)}
      min={0}
      decimalScale={8}
      allowNegative={false}
      thousandSeparator=","
      rightSection={shortCode}
      rightSectionWidth={shortCode.length * 9 + 16}
      error={
        error !== undefined ? error : problem ? i18n._(AMOUNT_PROBLEM_MESSAGES[problem]) : undefined
      }
    />
  );
}
