/**
 * The frame the feature tests share: a JSON answer (or an API error) for a stubbed fetch, a
 * render with a query client that already knows who is signed in (or nobody), and the CSRF
 * cookie every write sends, with the stubs undone after each test.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { User } from '@/contracts/user';
import { accountKeys } from '@/shared/session';
import { renderWithProviders } from './render-with-providers';
import { clearTestCookie, setTestCookie } from './test-cookies';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's error answer (contracts/api-error). */
export const apiError = (message: string, status = 400, code = 1000) =>
  json({ error: { code, message } }, status);

/**
 * `user` undefined: the current player is not known yet (no query data set). The query client
 * comes back with the render, for tests that read or seed the cache.
 */
export function renderAsPlayer(ui: ReactElement, user?: User | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user !== undefined) client.setQueryData(accountKeys.current, user);
  const rendered = renderWithProviders(
    <QueryClientProvider client={client}>{ui}</QueryClientProvider>,
  );
  return { ...rendered, client };
}

/** The CSRF cookie for each test, and fetch (or any global) stubs undone after it. */
export function withCsrfCookie() {
  beforeEach(() => setTestCookie('kb_csrf', 'test-token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearTestCookie('kb_csrf');
  });
}
