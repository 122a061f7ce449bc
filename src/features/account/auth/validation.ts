/**
 * Client-side rules of the sign-in, registration and name forms. Each rule returns the
 * problem's code (or null), so the rules stay testable and the form maps codes to translated
 * messages. The limits and patterns are the contract's (contracts/auth.ts), which the server
 * applies too; these only spare the player a round trip.
 */

import {
  EMAIL_PATTERN,
  PASSWORD_MIN,
  TWO_FACTOR_CODE_LENGTH,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '@/contracts/auth';

export { PASSWORD_MIN, TWO_FACTOR_CODE_LENGTH };

export type FieldProblem =
  | 'required'
  | 'usernameLength'
  | 'usernameChars'
  | 'email'
  | 'passwordLength'
  | 'terms'
  | 'age'
  | 'code';

export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

export function validateUsername(value: string): FieldProblem | null {
  const name = value.trim();
  if (!name) return 'required';
  if (name.length < USERNAME_MIN || name.length > USERNAME_MAX) return 'usernameLength';
  if (!USERNAME_PATTERN.test(name)) return 'usernameChars';
  return null;
}

export function validateEmail(value: string): FieldProblem | null {
  const email = value.trim();
  if (!email) return 'required';
  return EMAIL_PATTERN.test(email) ? null : 'email';
}

export function validateNewPassword(value: string): FieldProblem | null {
  if (!value) return 'required';
  return value.length < PASSWORD_MIN ? 'passwordLength' : null;
}

export function validateTwoFactorCode(value: string): FieldProblem | null {
  return new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`).test(value) ? null : 'code';
}

/** Drops the fields without a problem, so `Object.keys(result).length === 0` means valid. */
function only<F extends string>(entries: Array<[F, FieldProblem | null]>): FieldProblems<F> {
  const problems: FieldProblems<F> = {};
  for (const [field, problem] of entries) if (problem) problems[field] = problem;
  return problems;
}

export type LoginValues = {
  identifier: string;
  password: string;
};

/** Sign-in checks presence only: old accounts may predate today's name and password rules. */
export function validateLogin(values: LoginValues): FieldProblems<keyof LoginValues> {
  return only<keyof LoginValues>([
    ['identifier', values.identifier.trim() ? null : 'required'],
    ['password', values.password ? null : 'required'],
  ]);
}

export type RegisterValues = {
  username: string;
  email: string;
  password: string;
  acceptTerms: boolean;
  confirmAge: boolean;
};

export function validateRegister(values: RegisterValues): FieldProblems<keyof RegisterValues> {
  return only<keyof RegisterValues>([
    ['username', validateUsername(values.username)],
    ['email', validateEmail(values.email)],
    ['password', validateNewPassword(values.password)],
    ['acceptTerms', values.acceptTerms ? null : 'terms'],
    ['confirmAge', values.confirmAge ? null : 'age'],
  ]);
}

export type UsernameValues = {
  username: string;
};

export function validateUsernameForm(values: UsernameValues): FieldProblems<'username'> {
  return only<'username'>([['username', validateUsername(values.username)]]);
}

export type PasswordChangeValues = {
  currentPassword: string;
  newPassword: string;
};

export function validatePasswordChange(
  values: PasswordChangeValues,
): FieldProblems<keyof PasswordChangeValues> {
  return only<keyof PasswordChangeValues>([
    ['currentPassword', values.currentPassword ? null : 'required'],
    ['newPassword', validateNewPassword(values.newPassword)],
  ]);
}

/** A first password (an account made through a provider): only the new one is asked. */
export function validateFirstPassword(
  values: PasswordChangeValues,
): FieldProblems<keyof PasswordChangeValues> {
  return only<keyof PasswordChangeValues>([
    ['newPassword', validateNewPassword(values.newPassword)],
  ]);
}

export type EmailChangeValues = {
  email: string;
  password: string;
};

/** The email change of an account without a password: only the address is asked. */
export function validateEmailOnly(
  values: EmailChangeValues,
): FieldProblems<keyof EmailChangeValues> {
  return only<keyof EmailChangeValues>([['email', validateEmail(values.email)]]);
}

export function validateEmailChange(
  values: EmailChangeValues,
): FieldProblems<keyof EmailChangeValues> {
  return only<keyof EmailChangeValues>([
    ['email', validateEmail(values.email)],
    ['password', values.password ? null : 'required'],
  ]);
}
