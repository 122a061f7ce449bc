// @vitest-environment node
/** GET /api/affiliate/stats: the players who joined through a referrer's link, per period. */

import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateStatsSchema } from '@/contracts/affiliate';
import { sessionClient } from '../account/session-client';
import { ageAccount, signUp } from '../tracking/signed-up';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('affiliate-stats');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

async function refer(app: FastifyInstance, referrerName: string, prefix: string) {
  const player = await signUp(app, prefix);
  const response = await player.client.post('/api/crm/ref', { affiliateName: referrerName });
  expect(response.statusCode).toBe(200);
  return player;
}

describe('GET /api/affiliate/stats', () => {
  it("lists the referrer's players in the period, newest first, with no earnings before they play", async () => {
    const referrer = await signUp(app, 'aff');
    const recent = await refer(app, referrer.name, 'recent');
    const older = await refer(app, referrer.name, 'older');
    const outside = await refer(app, referrer.name, 'outside');
    await signUp(app, 'unrelated');
    // Joined 10 and 40 days ago (moved after linking: the link needs a fresh account).
    await ageAccount(ctx.database, older.id, 10 * 24 * 60);
    await ageAccount(ctx.database, outside.id, 40 * 24 * 60);

    const week = await referrer.client.get('/api/affiliate/stats?days=7');
    expect(week.statusCode).toBe(200);
    expect(week.headers['cache-control']).toBe('no-store');
    const weekStats = affiliateStatsSchema.parse(week.json());
    expect(weekStats).toMatchObject({
      days: 7,
      referredCount: 1,
      earnings: { amountUsd: '0' },
    });
    expect(weekStats.referred.map((p) => p.name)).toEqual([recent.name]);

    const month = affiliateStatsSchema.parse(
      (await referrer.client.get('/api/affiliate/stats?days=30')).json(),
    );
    expect(month.referred.map((p) => p.name)).toEqual([recent.name, older.name]);
    expect(month.referredCount).toBe(2);
    expect(Date.parse(month.referred[1]?.joinedAt ?? '')).toBeLessThan(
      Date.now() - 9 * 24 * 60 * 60_000,
    );

    const quarter = affiliateStatsSchema.parse(
      (await referrer.client.get('/api/affiliate/stats?days=90')).json(),
    );
    expect(quarter.referred.map((p) => p.name)).toEqual([recent.name, older.name, outside.name]);
  });

  it('answers an empty list to a player who referred nobody', async () => {
    const player = await signUp(app, 'lonely');
    const stats = affiliateStatsSchema.parse(
      (await player.client.get('/api/affiliate/stats?days=365')).json(),
    );
    expect(stats).toEqual({
      days: 365,
      referredCount: 0,
      referred: [],
      earnings: { amountUsd: '0' },
    });
  });

  it.each(['14', '0', 'abc', ''])('refuses days=%s: only the dialog periods', async (days) => {
    const player = await signUp(app, 'period');
    const response = await player.client.get(`/api/affiliate/stats?days=${days}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues[0].path).toBe('query.days');
  });

  it('answers 401 to a visitor', async () => {
    const response = await sessionClient(app, '10.8.0.2').get('/api/affiliate/stats?days=30');
    expect(response.statusCode).toBe(401);
  });
});
