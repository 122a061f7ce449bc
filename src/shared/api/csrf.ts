/**
 * The CSRF header every state-changing request carries (contracts/csrf.ts). The server sets
 * the cookie on API answers; an app served by the service worker may write before it made
 * any, so the first write without a cookie fetches one first.
 */
import { CSRF_HEADER, CSRF_PATH, readCsrfToken } from '@/contracts/csrf';

let pending: Promise<void> | null = null;

async function fetchToken(): Promise<void> {
  await fetch(CSRF_PATH, { credentials: 'include', cache: 'no-store' });
}

/** The header to send; fetches the cookie first when the browser has none. */
export async function csrfHeaders(): Promise<Record<string, string>> {
  if (readCsrfToken(document.cookie) === null) {
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    await pending;
  }
  const token = readCsrfToken(document.cookie);
  return token === null ? {} : { [CSRF_HEADER]: token };
}
