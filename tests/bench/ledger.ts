/**
 * `npm run bench` (ledger part): ledger movements per second on embedded PGlite and on a real
 * PostgreSQL server with its crash-safe defaults (fsync and synchronous commit on), and the
 * p50/p99 latency of tips between random players, sent one after another by one more
 * client while that load runs (no pause: PGlite's in-process queries would starve a timer). Target: ≥ 2,000
 * movements/s on PostgreSQL on the 2-core machine. Ends with the ledger audit (every
 * transaction sums to zero, balances equal their entries); exits non-zero when either fails.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { users } from '@server/db/schema';
import { auditLedger } from '@server/modules/wallet/audit';
import { createLedger, type Ledger, type Movement } from '@server/modules/wallet/ledger';
import { dollars } from '@server/modules/wallet/money';
import { startPostgres } from '../support/postgres';

const TARGET_PER_SECOND = 2_000;
const PLAYERS = 500;
const LOAD_MS = 8_000;

interface Result {
  driver: string;
  movements: number;
  perSecond: number;
  tipP50: number;
  tipP99: number;
  tips: number;
}

async function seedPlayers(db: Database['db'], ledger: Ledger): Promise<string[]> {
  const ids = Array.from({ length: PLAYERS }, () => randomUUID());
  await db
    .insert(users)
    .values(ids.map((id) => ({ id, name: `b${id.slice(0, 12)}`, email: `${id}@bench.test` })));
  for (const id of ids) {
    await ledger.post({
      type: 'deposit',
      idempotencyKey: `bench-fund:${id}`,
      balanceType: 'usdt',
      legs: [
        { account: 'payments', amount: -dollars(1_000) },
        { account: 'player', userId: id, amount: dollars(1_000) },
      ],
    });
  }
  return ids;
}

const pick = (ids: string[]) => ids[Math.floor(Math.random() * ids.length)] ?? '';

function betOrPayout(ids: string[]): Movement {
  const userId = pick(ids);
  const amount = dollars('0.1');
  const bet = Math.random() < 0.6;
  return {
    type: bet ? 'bet' : 'payout',
    idempotencyKey: `bench:${randomUUID()}`,
    balanceType: 'usdt',
    legs: [
      { account: 'player', userId, amount: bet ? -amount : amount },
      { account: 'house', amount: bet ? amount : -amount },
    ],
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function measure(driver: string, database: Database, workers: number): Promise<Result> {
  await runMigrations(database);
  const ledger = createLedger(database.db);
  const ids = await seedPlayers(database.db, ledger);
  const until = Date.now() + LOAD_MS;
  let movements = 0;
  const tipLatencies: number[] = [];
  const started = performance.now();

  const worker = async () => {
    while (Date.now() < until) {
      await ledger.post(betOrPayout(ids));
      movements++;
    }
  };
  const tipper = async () => {
    while (Date.now() < until) {
      const [from, to] = [pick(ids), pick(ids)];
      if (from === to) continue;
      const t0 = performance.now();
      await ledger.post({
        type: 'tip',
        idempotencyKey: `bench-tip:${randomUUID()}`,
        balanceType: 'usdt',
        legs: [
          { account: 'player', userId: from, amount: -dollars('0.01') },
          { account: 'player', userId: to, amount: dollars('0.01') },
        ],
      });
      tipLatencies.push(performance.now() - t0);
      movements++;
    }
  };
  await Promise.all([...Array.from({ length: workers }, worker), tipper()]);
  const seconds = (performance.now() - started) / 1000;

  const audit = await auditLedger(database.db);
  const problems =
    audit.unbalancedTransactions.length +
    audit.balanceMismatches.length +
    audit.negativeBalances.length;
  if (problems > 0) throw new Error(`${driver}: the ledger audit found ${problems} problems`);
  tipLatencies.sort((a, b) => a - b);
  return {
    driver,
    movements,
    perSecond: movements / seconds,
    tipP50: percentile(tipLatencies, 50),
    tipP99: percentile(tipLatencies, 99),
    tips: tipLatencies.length,
  };
}

function report(result: Result): void {
  console.log(
    `  ${result.driver.padEnd(30)} ${Math.round(result.perSecond).toLocaleString('en-US').padStart(7)} movements/s` +
      `  (${result.movements} in ${LOAD_MS / 1000} s)  tip latency p50 ${result.tipP50.toFixed(1)} ms,` +
      ` p99 ${result.tipP99.toFixed(1)} ms over ${result.tips} tips`,
  );
}

async function main(): Promise<void> {
  console.log(
    '\nLedger throughput (bets and payouts of 0.10 over 500 players, plus one client sending tips back to back)',
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'kadibet-ledger-bench-'));
  const postgres = await startPostgres({ durable: true });
  try {
    const pglite = await openDatabase({ dataDir, databaseUrl: null });
    try {
      report(await measure('PGlite (embedded)', pglite, 4));
    } finally {
      await pglite.close();
    }
    const pg = await openDatabase({ dataDir, databaseUrl: postgres.url });
    let result: Result;
    try {
      result = await measure('PostgreSQL (fsync on)', pg, 40);
    } finally {
      await pg.close();
    }
    report(result);
    const verdict = result.perSecond >= TARGET_PER_SECOND ? 'PASS' : 'FAIL';
    console.log(
      `${verdict}: ${Math.round(result.perSecond)} movements/s on PostgreSQL (target ≥ ${TARGET_PER_SECOND})\n`,
    );
    if (verdict === 'FAIL') process.exitCode = 1;
  } finally {
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
