// @vitest-environment node

import { readGlobalStats, recordBets, statsShardOf } from '@server/modules/stats/repository';
import { createTestContext, type TestContext } from '@tests/support/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext('stats');
});
afterAll(() => ctx?.close());

describe('global stats', () => {
  it('starts at zero and counts what settlements record', async () => {
    const { db } = ctx.database;
    expect(await readGlobalStats(db)).toEqual({ allTimeNumBets: 0, globalAmountWonPast24: 0 });

    await recordBets(db, { bets: 3, amountWonUsd: '10.10' });
    // Another player's shard: a row of its own, summed with the rest.
    await recordBets(db, { bets: 2, amountWonUsd: '0.20' }, new Date(), 7);
    // Two days ago: counts toward all-time bets, not toward the past 24 hours.
    await recordBets(db, { bets: 5, amountWonUsd: '1000' }, new Date(Date.now() - 48 * 3_600_000));

    expect(await readGlobalStats(db)).toEqual({ allTimeNumBets: 10, globalAmountWonPast24: 10.3 });
  });

  it('spreads players over the shards, the same player always to the same one', () => {
    const shards = new Set(
      Array.from({ length: 200 }, (_, i) => statsShardOf(`00000000-0000-4000-8000-${i}`)),
    );
    expect(shards.size).toBe(16);
    expect(statsShardOf('amina')).toBe(statsShardOf('amina'));
  });

  it('shows the counters in the settings every visitor gets', async () => {
    const app = await ctx.app();
    const response = await app.inject({ method: 'GET', url: '/api/settings/get' });
    expect(response.json().settings.globalStats).toEqual({
      allTimeNumBets: 10,
      globalAmountWonPast24: 10.3,
    });
  });
});
