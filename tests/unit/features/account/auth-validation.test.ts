/**
 * The account forms validate with the contract's schemas (contracts/auth.ts) and name each
 * problem for its translated message: what a player typing into the sign-up, sign-in and
 * settings forms is told.
 */
import { describe, expect, it } from 'vitest';
import { type core, safeParse } from 'zod/mini';
import {
  changePasswordBodySchema,
  loginBodySchema,
  newPasswordSchema,
  registerBodySchema,
} from '@/contracts/auth';
import { type FieldProblem, fieldProblemOf } from '@/features/account/auth/field-problems';
import { emailChangeSchema } from '@/features/account/settings/general/email-change-schema';
import { passwordChangeSchema } from '@/features/account/settings/security/password-change-schema';

/** The first problem per field, as the form shows it. */
function problemsOf(schema: core.$ZodType, values: Record<string, unknown>) {
  const result = safeParse(schema, values);
  const problems: Record<string, FieldProblem | undefined> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    if (!(field in problems)) problems[field] = fieldProblemOf(issue, values[field]);
  }
  return problems;
}

const username = (value: string) => problemsOf(registerBodySchema, { username: value }).username;
const email = (value: string) => problemsOf(registerBodySchema, { email: value }).email;

describe('the username', () => {
  it('accepts 3 to 20 letters, digits and underscores', () => {
    expect(username('abc')).toBeUndefined();
    expect(username('Player_2024')).toBeUndefined();
    expect(username('a'.repeat(20))).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(username('')).toBe('required');
    expect(username('   ')).toBe('required');
    expect(username('ab')).toBe('usernameLength');
    expect(username('a'.repeat(21))).toBe('usernameLength');
    expect(username('bad name')).toBe('usernameChars');
    expect(username('ñandú')).toBe('usernameChars');
    expect(username('dash-ed')).toBe('usernameChars');
  });
});

describe('the email address', () => {
  it('accepts ordinary addresses and rejects malformed ones', () => {
    expect(email('ann@example.com')).toBeUndefined();
    expect(email('')).toBe('required');
    expect(email('ann@example')).toBe('email');
    expect(email('ann example.com')).toBe('email');
    expect(email('@example.com')).toBe('email');
  });
});

describe('a new password', () => {
  it('needs at least 8 characters', () => {
    const problem = (value: string) =>
      problemsOf(changePasswordBodySchema, { newPassword: value }).newPassword;
    expect(problem('')).toBe('required');
    expect(problem('1234567')).toBe('passwordLength');
    expect(problem('12345678')).toBeUndefined();
    expect(safeParse(newPasswordSchema, '12345678').success).toBe(true);
  });
});

describe('form rules', () => {
  it('sign-in only needs both fields filled (old accounts may predate the rules)', () => {
    expect(problemsOf(loginBodySchema, { identifier: 'x', password: 'y' })).toEqual({});
    expect(problemsOf(loginBodySchema, { identifier: ' ', password: '' })).toEqual({
      identifier: 'required',
      password: 'required',
    });
  });

  it('registration reports every field at once, including the two confirmations', () => {
    expect(
      problemsOf(registerBodySchema, {
        username: 'ab',
        email: 'nope',
        password: 'short',
        acceptTerms: false,
        confirmAge: false,
      }),
    ).toEqual({
      username: 'usernameLength',
      email: 'email',
      password: 'passwordLength',
      acceptTerms: 'terms',
      confirmAge: 'age',
    });
    expect(
      problemsOf(registerBodySchema, {
        username: 'ann_1',
        email: 'ann@example.com',
        password: 'long enough',
        acceptTerms: true,
        confirmAge: true,
      }),
    ).toEqual({});
  });
});

describe('settings forms', () => {
  it('a password change needs the current password and a valid new one', () => {
    expect(problemsOf(passwordChangeSchema, { currentPassword: '', newPassword: 'short' })).toEqual(
      {
        currentPassword: 'required',
        newPassword: 'passwordLength',
      },
    );
    expect(
      problemsOf(passwordChangeSchema, { currentPassword: 'x', newPassword: 'long enough' }),
    ).toEqual({});
  });

  it('an email change needs a valid address and the password', () => {
    expect(problemsOf(emailChangeSchema, { email: 'nope', password: '' })).toEqual({
      email: 'email',
      password: 'required',
    });
    expect(problemsOf(emailChangeSchema, { email: 'a@b.co', password: 'x' })).toEqual({});
  });
});
