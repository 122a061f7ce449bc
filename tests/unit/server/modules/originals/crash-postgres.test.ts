// @vitest-environment node
/**
 * A server killed (SIGKILL) with a mines round open, on a real PostgreSQL: the restarted
 * server resumes the same round — the same board, the tiles played so far (the reveal in
 * flight at the kill either committed whole or not at all) — and its cash-out pays exactly
 * the stake times the multiplier the resumed round shows. Nothing is drawn again. Fails
 * (never skips) when PostgreSQL is missing.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Database } from '@server/db/client';
import { openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { originalRounds } from '@server/db/schema';
import { seedDatabase } from '@server/db/seed';
import { auditLedger } from '@server/modules/wallet/audit';
import { balanceUnitsOf } from '@server/modules/wallet/balances-repository';
import { createLedger } from '@server/modules/wallet/ledger';
import { dollars } from '@server/modules/wallet/money';
import { createTestContext, type TestContext } from '@tests/support/app';
import { startPostgres, type TestPostgres } from '@tests/support/postgres';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RoundView, roundViewSchema } from '@/contracts/originals';
import { insertPlayers } from '../wallet/players';

let server: TestPostgres;
let database: Database;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext('originals-crash', { database: false });
  server = await startPostgres();
  database = await openDatabase({ dataDir: ctx.dataDir, databaseUrl: server.url });
  await runMigrations(database);
  await seedDatabase(database.db);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await database?.close();
  await server?.stop();
});

interface ChildReport {
  round: RoundView;
  mines: number[];
}

function runChildUntilReport(userId: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('../../../../support/originals-crash-child.ts', import.meta.url)),
      server.url,
      userId,
      ctx.dataDir,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const report = new Promise<ChildReport>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`child exited early (${code})`)));
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as ChildReport);
    });
  });
  return { child, report };
}

it('resumes the same board after kill -9 and pays the cash-out it shows', async () => {
  const [userId = ''] = await insertPlayers(database.db, 1);
  await createLedger(database.db).post({
    type: 'deposit',
    idempotencyKey: `fund:${userId}`,
    balanceType: 'usdt',
    legs: [
      { account: 'payments', amount: -dollars(10) },
      { account: 'player', userId, amount: dollars(10) },
    ],
  });
  const { child, report } = runChildUntilReport(userId);
  const before = await report;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;

  const app = await ctx.app({ DATABASE_URL: server.url }, database);
  const resumed = await app.originals.active(userId, 'mines');
  if (resumed?.game !== 'mines') throw new Error('the open round did not come back');
  expect(resumed.id).toBe(before.round.id);
  expect(resumed).toMatchObject({ status: 'active', outcome: null, amount: 2 });
  const played = resumed.progress.revealed;
  // The first reveal committed before the report; the one in flight at the kill is all or nothing.
  expect(played.slice(0, 1)).toEqual(
    before.round.game === 'mines' ? before.round.progress.revealed : [],
  );
  expect(played.length).toBeLessThanOrEqual(2);
  const [row] = await database.db
    .select({ outcome: originalRounds.outcome })
    .from(originalRounds)
    .where(eq(originalRounds.id, resumed.id));
  expect(((row ?? { outcome: { mines: [] } }).outcome as { mines: number[] }).mines).toEqual(
    before.mines,
  );

  const paid = roundViewSchema.parse(
    await app.originals.cashOut(userId, { actionId: 'crash-test-cashout-01', roundId: resumed.id }),
  );
  expect(paid).toMatchObject({ status: 'won', payoutMultiplier: resumed.payoutMultiplier });
  expect(dollars(paid.payout)).toBe(
    (dollars(2) * BigInt(Math.round(resumed.payoutMultiplier * 10_000))) / 10_000n,
  );
  const balance = (await balanceUnitsOf(database.db, userId)).get('usdt');
  expect(balance).toBe(dollars(8) + dollars(paid.payout));
  expect(await auditLedger(database.db)).toMatchObject({
    unbalancedTransactions: [],
    balanceMismatches: [],
    negativeBalances: [],
  });
}, 120_000);
