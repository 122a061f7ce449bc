// @vitest-environment node

import { afterSignIn, appAddress, withMessage } from '@server/modules/identity/callback-redirects';
import { describe, expect, it } from 'vitest';

describe('callback redirects', () => {
  it('adds to the page the attempt started from, keeping its own query', () => {
    expect(appAddress('/account-settings?page=security', { confirmAccountLink: '1' })).toBe(
      '/account-settings?page=security&confirmAccountLink=1',
    );
    expect(appAddress(null)).toBe('/');
  });

  it("lets a dialog opened on load replace the page's dialog, but keeps it for a plain sign-in", () => {
    const base = '/?modal=cashier&tab=deposit';
    expect(afterSignIn({ twoFactorRequired: false }, base)).toBe(base);
    expect(afterSignIn({ twoFactorRequired: true, method: 'totp' }, base)).toBe(
      '/?tab=deposit&twofactorRequired=true',
    );
    expect(
      afterSignIn({ twoFactorRequired: true, method: 'email', maskedEmail: 'a***@x.io' }, null),
    ).toBe('/?twofactorEmail=a***%40x.io');
  });

  it('sends messages as the JSON lists the app reads', () => {
    const address = new URL(withMessage('/casino', 'authErrors', 'No.'), 'http://x');
    expect(address.pathname).toBe('/casino');
    expect(JSON.parse(address.searchParams.get('authErrors') ?? '')).toEqual(['No.']);
  });
});
