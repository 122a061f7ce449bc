/**
 * The tip form: who, how much (at most the chosen balance) and whether it is announced in
 * chat. Problems show once a field was left or the player pressed Continue. The form's state
 * lives with the cashier tab (useTipForm), which keeps it across the confirmation step.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { contractValidate } from '@/shared/forms/contract-validate';
import { UsdAmountInput } from '../UsdAmountInput';
import { amountProblemOf, recipientProblemOf, tipFormSchema } from './tip-form-schema';
import { RECIPIENT_PROBLEM_MESSAGES, TIP_AMOUNT_PROBLEM_MESSAGES } from './tip-messages';

export interface TipValues {
  username: string;
  amount: number | string;
  isPrivate: boolean;
}

export type TipFormState = UseFormReturnType<TipValues>;

const EMPTY: TipValues = { username: '', amount: '', isPrivate: false };

/** The tip form's state, checked against `balance` and the player's own name. */
export function useTipForm(balance: number, ownName: string | null): TipFormState {
  const { i18n } = useLingui();
  return useForm({
    initialValues: EMPTY,
    validate: contractValidate(tipFormSchema(balance, ownName), (issue, value) =>
      issue.path[0] === 'amount'
        ? i18n._(TIP_AMOUNT_PROBLEM_MESSAGES[amountProblemOf(issue, value)])
        : i18n._(RECIPIENT_PROBLEM_MESSAGES[recipientProblemOf(issue, value)]),
    ),
    validateInputOnBlur: true,
  });
}

export interface TipFormProps {
  form: TipFormState;
  onContinue: () => void;
}

export function TipForm({ form, onContinue }: TipFormProps) {
  const { t } = useLingui();
  return (
    <form noValidate onSubmit={form.onSubmit(() => onContinue())}>
      <Stack gap="md">
        <TextInput
          label={t`Player's username`}
          autoComplete="off"
          {...form.getInputProps('username')}
        />
        <UsdAmountInput
          label={t`Amount`}
          rightSectionWidth={48}
          {...form.getInputProps('amount')}
        />
        <Checkbox
          label={t`Private tip (not announced in chat)`}
          {...form.getInputProps('isPrivate', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth>
          <Trans>Continue</Trans>
        </Button>
      </Stack>
    </form>
  );
}
