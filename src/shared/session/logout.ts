/**
 * Logout (spec part 2 §4 'Persistence and session', part 1 §7): forget the player on this
 * device — the persisted query cache (user, balances) and the stored redirect — then let the
 * server end the session with the GET /auth/logout navigation. The full page load that
 * follows also gives the socket a fresh, signed-out connection.
 */
import type { QueryClient } from '@tanstack/react-query';
import { API_BASE } from '@/shared/api/rest';
import { storageKey } from '@/shared/lib/persisted-atom';

export interface LogoutOptions {
  everywhere?: boolean;
  redirectToLogin?: boolean;
}

export function logoutUrl({ everywhere = false, redirectToLogin = false }: LogoutOptions): string {
  const path = `${API_BASE}/auth/${everywhere ? 'logoutEverywhere' : 'logout'}`;
  return redirectToLogin ? `${path}?redirectToLogin=true` : path;
}

export function clearStoredSession(queryClient: QueryClient): void {
  queryClient.clear();
  for (const key of [storageKey('query-cache'), storageKey('auth-redirect')]) {
    try {
      window.localStorage.removeItem(key);
    } catch (error) {
      console.warn(`[storage] could not remove ${key}`, error);
    }
  }
}

export function logout(queryClient: QueryClient, options: LogoutOptions = {}): void {
  clearStoredSession(queryClient);
  window.location.assign(logoutUrl(options));
}
