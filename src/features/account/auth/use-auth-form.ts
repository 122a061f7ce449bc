/**
 * Form state shared by the account's forms (sign-in, registration, name, email, password, the
 * verification details): values, per-field problems shown once a field was left or the form
 * was submitted, and the submit round trip. A failed call shows the server's own message above
 * the button and its field issues under the fields they name.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useErrorText } from '@/shared/api/use-error-text';
import { serverFieldIssuesOf } from '../auth-api';
import { FIELD_PROBLEM_MESSAGES } from './field-messages';
import type { FieldProblem } from './validation';

type FormValues = Record<string, string | boolean>;
/** The names of the fields of V that hold text (inputs) or a flag (checkboxes). */
type FieldOf<V, T> = Extract<keyof V, string> &
  { [K in keyof V]: V[K] extends T ? K : never }[keyof V];

export interface AuthFormOptions<V extends FormValues, R, P extends string> {
  initial: V;
  validate: (values: V) => Partial<Record<Extract<keyof V, string>, P>>;
  submit: (values: V) => Promise<R>;
  onSuccess: (result: R) => void | Promise<void>;
  /** The translated message per problem code; the sign-in forms' codes by default. */
  messages?: Record<P, MessageDescriptor>;
  /** The form's own words for some errors (undefined: the server's, as for any other). */
  describeError?: (error: unknown) => string | undefined;
}

export function useAuthForm<V extends FormValues, R, P extends string = FieldProblem>(
  options: AuthFormOptions<V, R, P>,
) {
  // FieldProblem is the default P; other forms pass their own messages.
  const messages = (options.messages ?? FIELD_PROBLEM_MESSAGES) as Record<P, MessageDescriptor>;
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const [values, setValues] = useState(options.initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({});
  const problems = options.validate(values);

  const setValue = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    // The server's complaint was about the old value.
    setServerIssues(({ [field as string]: _dropped, ...rest }) => rest);
  };

  const errorOf = (field: Extract<keyof V, string>): string | undefined => {
    const problem = problems[field];
    if (problem && (submitted || touched[field])) return i18n._(messages[problem]);
    return serverIssues[field];
  };

  const blurOf = (field: keyof V) => () => setTouched((prev) => ({ ...prev, [field]: true }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (pending || Object.keys(problems).length > 0) return;
    setPending(true);
    setServerError(null);
    try {
      await options.onSuccess(await options.submit(values));
    } catch (error) {
      setServerError(options.describeError?.(error) ?? errorText(error));
      setServerIssues(serverFieldIssuesOf(error));
    } finally {
      setPending(false);
    }
  };

  /** What a TextInput or PasswordInput needs to edit one text field. */
  const textField = <K extends FieldOf<V, string>>(field: K) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(field, event.currentTarget.value as V[K]),
    onBlur: blurOf(field),
    error: errorOf(field),
  });

  /** What a Checkbox needs to edit one flag. */
  const checkField = <K extends FieldOf<V, boolean>>(field: K) => ({
    checked: values[field] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(field, event.currentTarget.checked as V[K]),
    error: errorOf(field),
  });

  return {
    values,
    setValue,
    errorOf,
    textField,
    checkField,
    onSubmit,
    pending,
    serverError,
  };
}
