/**
 * State of the level-1 details form: values, the shared contract rules' problems (shown once a
 * field was left or the form sent), the server's field issues under the fields they name, and
 * the submit round trip.
 */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type KycLevel1Field, type KycLevel1Values, kycLevel1Problems } from '@/contracts/kyc';
import { ApiError, NetworkError } from '@/shared/api/api-error';
import { submitLevel1 } from './kyc-api';
import { refreshKyc } from './kyc-keys';
import { KYC_PROBLEM_MESSAGES } from './kyc-messages';

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

/** 'body.firstName' -> { firstName: message }. */
function serverIssuesOf(error: unknown): Partial<Record<string, string>> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.issues.map((i) => [i.path.replace(/^body\./, ''), i.message]));
}

export function useLevelOneForm() {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<KycLevel1Field, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverIssues, setServerIssues] = useState<Partial<Record<string, string>>>({});
  const problems = kycLevel1Problems(values);

  const setValue = (field: KycLevel1Field, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    // The server's complaint was about the old value.
    setServerIssues(({ [field]: _dropped, ...rest }) => rest);
  };

  const errorOf = (field: KycLevel1Field): string | undefined => {
    const problem = problems[field];
    if (problem && (submitted || touched[field])) return i18n._(KYC_PROBLEM_MESSAGES[problem]);
    return serverIssues[field];
  };

  const field = (name: KycLevel1Field) => ({
    name,
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setValue(name, event.currentTarget.value),
    onBlur: () => setTouched((prev) => ({ ...prev, [name]: true })),
    error: errorOf(name),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (pending || Object.keys(problems).length > 0) return;
    setPending(true);
    setServerError(null);
    try {
      await submitLevel1(values);
      await refreshKyc(queryClient);
    } catch (error) {
      const known = error instanceof ApiError || error instanceof NetworkError;
      setServerError(known ? error.message : t`Something went wrong. Please try again.`);
      setServerIssues(serverIssuesOf(error));
    } finally {
      setPending(false);
    }
  };

  return { values, field, setValue, errorOf, onSubmit, pending, serverError };
}
