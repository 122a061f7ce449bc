import { describe, expect, it } from 'vitest';
import { parseSignupQuery } from '@/features/account/link/queries';
import { emailHintOf } from '@/features/account/two-factor/email-hint';

describe('parseSignupQuery', () => {
  it('reads provider, name, email and the sign-up token from the query string', () => {
    expect(
      parseSignupQuery('provider=google&name=Ann%20Lee&email=ann%40example.com&token=x'),
    ).toEqual({
      provider: 'google',
      name: 'Ann Lee',
      email: 'ann@example.com',
      token: 'x',
    });
  });

  it('falls back to username for the name, tolerates a leading ? and empty values', () => {
    expect(parseSignupQuery('?username=ann&provider=')).toEqual({
      provider: null,
      name: 'ann',
      email: null,
      token: null,
    });
    expect(parseSignupQuery(undefined)).toEqual({
      provider: null,
      name: null,
      email: null,
      token: null,
    });
  });
});

describe('emailHintOf', () => {
  it('shows back only something that looks like an address', () => {
    expect(emailHintOf('a***@example.com')).toBe('a***@example.com');
    expect(emailHintOf('true')).toBeNull();
    expect(emailHintOf(undefined)).toBeNull();
  });
});
