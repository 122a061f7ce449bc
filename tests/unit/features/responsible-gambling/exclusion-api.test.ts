/**
 * The break and self-exclusion calls: the password goes along when given, and a player
 * without one sends a body with no password field at all (the server then wants a recent
 * sign-in).
 */

import { mockRequests, recordRequests } from '@tests/support/request-mocks';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selfExclude, takeBreak } from '@/features/responsible-gambling/queries';
import { clearTestCookie, setTestCookie } from '../test-cookies';

const server = mockRequests();

beforeEach(() => setTestCookie('kb_csrf', 'test-token'));
afterEach(() => clearTestCookie('kb_csrf'));

/** The body sent; the answer itself does not matter here. */
async function sentBody(call: () => Promise<unknown>): Promise<unknown> {
  server.use(http.post('*', () => HttpResponse.json({})));
  const requests = recordRequests(server);
  await call().catch(() => {});
  const [first] = await requests.sent();
  return first?.body;
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
