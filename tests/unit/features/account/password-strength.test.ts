import { describe, expect, it } from 'vitest';
import { passwordStrength } from '@/features/account/auth/password-strength';

describe('passwordStrength', () => {
  it('is empty for no password and weak under the 8-character minimum', () => {
    expect(passwordStrength('')).toBe('empty');
    expect(passwordStrength('Ab1!xyz')).toBe('weak');
  });

  it('calls common words and one repeated character weak whatever their length', () => {
    expect(passwordStrength('Password123!')).toBe('weak');
    expect(passwordStrength('myQWERTY-2024')).toBe('weak');
    expect(passwordStrength('zzzzzzzzzzzzzzzz')).toBe('weak');
  });

  it('rises with the variety of characters', () => {
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('abcdefg1')).toBe('fair');
    expect(passwordStrength('Abcdefg1')).toBe('good');
    expect(passwordStrength('Abcdef1!')).toBe('strong');
  });

  it('lets length make up for variety', () => {
    expect(passwordStrength('abcdefghijkl')).toBe('fair');
    expect(passwordStrength('abcdefghijklmnop')).toBe('good');
    expect(passwordStrength('correct horse battery staple')).toBe('strong');
  });
});
