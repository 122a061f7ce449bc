/**
 * What the feature tests of a signed-in player share: a JSON answer (or an API error) for a
 * stubbed fetch, and the CSRF cookie every write sends, with the stubs undone after each test.
 * They render with render-with-providers.tsx's renderWithQuery.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { clearTestCookie, setTestCookie } from './test-cookies';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's error answer (contracts/api-error). */
export const apiError = (message: string, status = 400, code = 1000) =>
  json({ error: { code, message } }, status);

/** The CSRF cookie for each test, and fetch (or any global) stubs undone after it. */
export function withCsrfCookie() {
  beforeEach(() => setTestCookie('kb_csrf', 'test-token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearTestCookie('kb_csrf');
  });
}
