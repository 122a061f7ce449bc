/**
 * The break and self-exclusion calls: the password goes along when given, and a player
 * without one sends a body with no password field at all (the server then wants a recent
 * sign-in).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selfExclude, takeBreak } from '@/features/responsible-gambling/api';
import { clearTestCookie, setTestCookie } from '../test-cookies';

beforeEach(() => setTestCookie('kb_csrf', 'test-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearTestCookie('kb_csrf');
});

/** The body sent; the answer itself does not matter here. */
async function sentBody(call: () => Promise<unknown>): Promise<unknown> {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
  vi.stubGlobal('fetch', fetch);
  await call().catch(() => {});
  return JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
}

describe('exclusion calls', () => {
  it('send the password when there is one', async () => {
    expect(await sentBody(() => takeBreak({ period: '24h', password: 'secret' }))).toEqual({
      period: '24h',
      password: 'secret',
      confirm: true,
    });
  });

  it('leave the password field out for a player without one', async () => {
    expect(await sentBody(() => selfExclude({ period: '6m' }))).toEqual({
      period: '6m',
      confirm: true,
    });
  });
});
