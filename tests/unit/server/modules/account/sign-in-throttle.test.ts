// @vitest-environment node
/**
 * Failed sign-ins are counted against the account, whichever identifier (name or email) names
 * it, and an unknown identifier is counted the same way, so the answers cannot tell them apart.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../support/app';
import { registerPlayer, sessionClient } from './session-client';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('sign-in-throttle');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

let address = 0;
/** A client on an address of its own, so only the account's count is in play. */
function freshClient() {
  address += 1;
  return sessionClient(app, `10.31.${Math.floor(address / 250)}.${address % 250}`);
}

async function failFiveTimes(identifier: string) {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const response = await freshClient().post('/api/auth/login', {
      identifier,
      password: `wrong ${attempt}`,
    });
    expect(response.statusCode).toBe(400);
  }
}

describe('the sign-in throttle', () => {
  it('counts failures by name and by email against the one account', async () => {
    const player = await registerPlayer(app, 'both');
    const email = `${player.name}@example.com`;
    await failFiveTimes(player.name);
    const byEmail = await freshClient().post('/api/auth/login', {
      identifier: email.toUpperCase(),
      password: 'wrong again',
    });
    expect(byEmail.statusCode).toBe(429);
  });

  it('counts an unknown identifier like a real one', async () => {
    await failFiveTimes('nobody_by_this_name');
    const sixth = await freshClient().post('/api/auth/login', {
      identifier: ' NOBODY_by_this_name ',
      password: 'wrong again',
    });
    expect(sixth.statusCode).toBe(429);
  });
});
