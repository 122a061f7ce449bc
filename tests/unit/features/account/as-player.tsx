/**
 * The frame the account forms' tests share: a JSON answer for a stubbed fetch, a render with
 * a query client that already knows who is signed in (or nobody), and the CSRF cookie every
 * write sends, with the stubs undone after each test.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { User } from '@/contracts/user';
import { accountKeys } from '@/features/account/queries';
import { renderWithProviders } from '../render-with-providers';
import { clearTestCookie, setTestCookie } from '../test-cookies';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** `user` undefined: the current player is not known yet (no query data set). */
export function renderAsPlayer(ui: ReactElement, user?: User | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user !== undefined) client.setQueryData(accountKeys.current, user);
  return renderWithProviders(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** The CSRF cookie for each test, and fetch (or any global) stubs undone after it. */
export function withCsrfCookie() {
  beforeEach(() => setTestCookie('kb_csrf', 'test-token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearTestCookie('kb_csrf');
  });
}
