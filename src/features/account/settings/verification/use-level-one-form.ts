/**
 * The level-1 details form: the contract's KYC rules (kycLevel1BodySchema) with this tab's
 * translated messages; a valid submit stores the details and refreshes the player's levels.
 */
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type KycLevel1Values, type KycProblem, kycLevel1BodySchema } from '@/contracts/kyc';
import { useErrorText } from '@/shared/api/use-error-text';
import { type ContractIssue, contractValidate } from '@/shared/forms/contract-validate';
import { serverFieldIssuesOf } from '../../auth/queries';
import { refreshKyc } from './kyc-keys';
import { KYC_PROBLEM_MESSAGES } from './kyc-messages';
import { submitLevel1 } from './queries';

const EMPTY: KycLevel1Values = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  country: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  province: '',
  postalCode: '',
  phone: '',
};

/** The contract's rules put their problem code on each issue they raise. */
function problemOf(issue: ContractIssue): KycProblem | undefined {
  const problem = issue.code === 'custom' ? issue.params?.problem : undefined;
  return typeof problem === 'string' && problem in KYC_PROBLEM_MESSAGES
    ? (problem as KycProblem)
    : undefined;
}

export function useLevelOneForm() {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: EMPTY,
    validate: contractValidate(kycLevel1BodySchema, (issue) => {
      const problem = problemOf(issue);
      return problem ? i18n._(KYC_PROBLEM_MESSAGES[problem]) : undefined;
    }),
    validateInputOnBlur: true,
  });
  const submit = useMutation({
    mutationFn: submitLevel1,
    onSuccess: () => refreshKyc(queryClient),
    onError: (error) => form.setErrors(serverFieldIssuesOf(error)),
  });
  return {
    form,
    pending: submit.isPending,
    error: submit.error && errorText(submit.error),
    onSubmit: form.onSubmit((values) => {
      if (!submit.isPending) submit.mutate(values);
    }),
  };
}
