/**
 * The amount of a deposit or withdrawal in US dollars (every balance's unit), with the
 * option's minimum, and
 * the problem the form found (payment-rules' checkPaymentAmount) once the player tried to send.
 */
import { useLingui } from '@lingui/react/macro';
import { formatUsdLimit } from '@/shared/lib/money';
import { UsdAmountInput } from '../UsdAmountInput';
import { amountProblemText } from './payment-messages';
import type { PaymentAmountProblem } from './payment-rules';

export interface AmountFieldProps {
  value: number | string;
  onChange: (value: number | string) => void;
  minimum: number | null;
  action: 'deposit' | 'withdrawal';
  /** The problem to show; null for none (or before the player tried to send). */
  problem: PaymentAmountProblem | null;
}

export function AmountField({ value, onChange, minimum, action, problem }: AmountFieldProps) {
  const { i18n, t } = useLingui();
  const minimumText = minimum === null ? '' : formatUsdLimit(i18n, minimum);
  return (
    <UsdAmountInput
      label={t`Amount`}
      description={minimumText ? t`Minimum ${minimumText}` : undefined}
      value={value}
      onChange={onChange}
      error={problem ? amountProblemText(i18n, problem, action, minimumText) : undefined}
    />
  );
}
