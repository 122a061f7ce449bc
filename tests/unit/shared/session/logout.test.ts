import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clearStoredSession, logoutUrl } from '@/shared/session';

describe('logout', () => {
  it('navigates to the logout calls of the spec', () => {
    expect(logoutUrl({})).toBe('/api/auth/logout');
    expect(logoutUrl({ everywhere: true, redirectToLogin: true })).toBe(
      '/api/auth/logoutEverywhere?redirectToLogin=true',
    );
  });

  it('forgets the persisted player and cache, keeping device preferences', () => {
    localStorage.setItem('kadibet:query-cache', '{"user":1}');
    localStorage.setItem('kadibet:auth-redirect', '"/vip"');
    localStorage.setItem('kadibet:locale', '"es"');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['account', 'current'], { id: 'u1' });
    clearStoredSession(queryClient);
    expect(queryClient.getQueryData(['account', 'current'])).toBeUndefined();
    expect(localStorage.getItem('kadibet:query-cache')).toBeNull();
    expect(localStorage.getItem('kadibet:auth-redirect')).toBeNull();
    expect(localStorage.getItem('kadibet:locale')).toBe('"es"');
  });
});
