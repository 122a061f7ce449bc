/**
 * The tip form: who, how much (at most the chosen balance) and whether it is announced in
 * chat. Problems show once a field was left or the player pressed Continue.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { UsdAmountInput } from '../UsdAmountInput';
import { RECIPIENT_PROBLEM_MESSAGES, TIP_AMOUNT_PROBLEM_MESSAGES } from './tip-messages';
import { checkRecipient, checkTipAmount } from './tip-rules';

export interface TipValues {
  recipient: string;
  amount: number | string;
  isPrivate: boolean;
}

export interface TipFormProps {
  values: TipValues;
  onChange: (values: TipValues) => void;
  balance: number;
  ownName: string | null;
  onContinue: () => void;
}

export function TipForm({ values, onChange, balance, ownName, onContinue }: TipFormProps) {
  const { i18n, t } = useLingui();
  const [touched, setTouched] = useState({ recipient: false, amount: false });
  const recipientProblem = checkRecipient(values.recipient, ownName);
  const amountProblem = checkTipAmount(values.amount, balance);
  const set = (patch: Partial<TipValues>) => onChange({ ...values, ...patch });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched({ recipient: true, amount: true });
        if (!recipientProblem && !amountProblem) onContinue();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t`Player's username`}
          value={values.recipient}
          onChange={(event) => set({ recipient: event.currentTarget.value })}
          onBlur={() => setTouched((s) => ({ ...s, recipient: true }))}
          autoComplete="off"
          error={
            touched.recipient && recipientProblem
              ? i18n._(RECIPIENT_PROBLEM_MESSAGES[recipientProblem])
              : undefined
          }
        />
        <UsdAmountInput
          label={t`Amount`}
          value={values.amount}
          onChange={(amount) => set({ amount })}
          onBlur={() => setTouched((s) => ({ ...s, amount: true }))}
          rightSectionWidth={48}
          error={
            touched.amount && amountProblem
              ? i18n._(TIP_AMOUNT_PROBLEM_MESSAGES[amountProblem])
              : undefined
          }
        />
        <Checkbox
          checked={values.isPrivate}
          onChange={(event) => set({ isPrivate: event.currentTarget.checked })}
          label={t`Private tip (not announced in chat)`}
        />
        <Button type="submit" fullWidth>
          <Trans>Continue</Trans>
        </Button>
      </Stack>
    </form>
  );
}
