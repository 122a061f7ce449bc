import { describe, expect, it } from 'vitest';
import {
  validateEmail,
  validateEmailChange,
  validateLogin,
  validateNewPassword,
  validatePasswordChange,
  validateRegister,
  validateTwoFactorCode,
  validateUsername,
} from '@/features/account/auth/validation';

describe('validateUsername', () => {
  it('accepts 3 to 20 letters, digits and underscores', () => {
    expect(validateUsername('abc')).toBeNull();
    expect(validateUsername('Player_2024')).toBeNull();
    expect(validateUsername('a'.repeat(20))).toBeNull();
  });

  it('names what is wrong', () => {
    expect(validateUsername('')).toBe('required');
    expect(validateUsername('   ')).toBe('required');
    expect(validateUsername('ab')).toBe('usernameLength');
    expect(validateUsername('a'.repeat(21))).toBe('usernameLength');
    expect(validateUsername('bad name')).toBe('usernameChars');
    expect(validateUsername('ñandú')).toBe('usernameChars');
    expect(validateUsername('dash-ed')).toBe('usernameChars');
  });
});

describe('validateEmail', () => {
  it('accepts ordinary addresses and rejects malformed ones', () => {
    expect(validateEmail('ann@example.com')).toBeNull();
    expect(validateEmail('')).toBe('required');
    expect(validateEmail('ann@example')).toBe('email');
    expect(validateEmail('ann example.com')).toBe('email');
    expect(validateEmail('@example.com')).toBe('email');
  });
});

describe('validateNewPassword', () => {
  it('needs at least 8 characters', () => {
    expect(validateNewPassword('')).toBe('required');
    expect(validateNewPassword('1234567')).toBe('passwordLength');
    expect(validateNewPassword('12345678')).toBeNull();
  });
});

describe('validateTwoFactorCode', () => {
  it('needs exactly six digits', () => {
    expect(validateTwoFactorCode('123456')).toBeNull();
    expect(validateTwoFactorCode('12345')).toBe('code');
    expect(validateTwoFactorCode('1234567')).toBe('code');
    expect(validateTwoFactorCode('12345a')).toBe('code');
  });
});

describe('form rules', () => {
  it('sign-in only needs both fields filled (old accounts may predate the rules)', () => {
    expect(validateLogin({ identifier: 'x', password: 'y' })).toEqual({});
    expect(validateLogin({ identifier: ' ', password: '' })).toEqual({
      identifier: 'required',
      password: 'required',
    });
  });

  it('registration reports every field at once, including the two confirmations', () => {
    expect(
      validateRegister({
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
      validateRegister({
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
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'short' })).toEqual({
      currentPassword: 'required',
      newPassword: 'passwordLength',
    });
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'long enough' })).toEqual(
      {},
    );
  });

  it('an email change needs a valid address and the password', () => {
    expect(validateEmailChange({ email: 'nope', password: '' })).toEqual({
      email: 'email',
      password: 'required',
    });
    expect(validateEmailChange({ email: 'a@b.co', password: 'x' })).toEqual({});
  });
});
