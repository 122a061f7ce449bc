/**
 * The `validate` of an account form: the request's contract schema, with each issue shown as
 * the account forms' translated message for it.
 */
import { useLingui } from '@lingui/react/macro';
import type { core } from 'zod/mini';
import { contractValidate } from '@/shared/forms/contract-validate';
import { FIELD_PROBLEM_MESSAGES } from './field-messages';
import { fieldProblemOf } from './field-problems';

export function useAccountValidate(schema: core.$ZodType) {
  const { i18n } = useLingui();
  return contractValidate(schema, (issue, value) => {
    const problem = fieldProblemOf(issue, value);
    return problem ? i18n._(FIELD_PROBLEM_MESSAGES[problem]) : undefined;
  });
}
