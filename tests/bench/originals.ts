/**
 * `npm run bench` (Originals part): settled dice bets per second through the whole path a
 * player's bet takes — a signed-in socket.io client, the `originals:bet` handler, the
 * responsible-gambling gate, the ledger, the seed pair's nonce, the round's row and the
 * site counters — on a real PostgreSQL with its crash-safe defaults (fsync on), and the
 * p50/p99 acknowledgement latency at a steady 200 bets/s. Targets on the 2-core machine:
 * ≥ 1,000 settled bets/s, p99 < 50 ms at 200 bets/s. The 100 players' clients run in a child
 * process (originals-players.ts): they take the machine's cores from the server and
 * PostgreSQL as on no real site, but not the server's event loop. Prints the CPU each of the
 * three used per bet, and ends with the ledger audit; exits non-zero when a target or the
 * audit fails.
 */

import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { users } from '@server/db/schema';
import { seedDatabase } from '@server/db/seed';
import { auditLedger } from '@server/modules/wallet/audit';
import { createLedger } from '@server/modules/wallet/ledger';
import { dollars } from '@server/modules/wallet/money';
import { startPostgres } from '../support/postgres';
import type { PlayersCommand, PlayersData, PlayersReport } from './originals-players';
import { postgresCpuMs } from './process-cpu';

const TARGET_PER_SECOND = 1_000;
const TARGET_P99_MS = 50;
const STEADY_RATE = 200;
const PLAYERS = 100;
const LOAD_MS = 8_000;

/** Sends a command to the players' process and waits for its report of `kind`. */
function playersOf(child: ChildProcess) {
  return <K extends PlayersReport['kind']>(
    command: PlayersCommand | null,
    kind: K,
  ): Promise<Extract<PlayersReport, { kind: K }>> =>
    new Promise((resolve, reject) => {
      child.once('message', (message) => {
        const report = message as PlayersReport;
        if (report.kind === kind) resolve(report as Extract<PlayersReport, { kind: K }>);
        else reject(new Error(report.kind === 'failed' ? report.message : `got ${report.kind}`));
      });
      child.once('error', reject);
      if (command) child.send(command);
    });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function main(): Promise<void> {
  console.log('\nOriginals: settled dice bets through socket, ledger and PostgreSQL (fsync on)');
  const dataDir = mkdtempSync(join(tmpdir(), 'kadibet-originals-bench-'));
  const postgres = await startPostgres({ durable: true });
  const database = await openDatabase({ dataDir, databaseUrl: postgres.url });
  let players: ChildProcess | null = null;
  try {
    await runMigrations(database);
    await seedDatabase(database.db);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      STATIC_DIR: `${dataDir}/no-client`,
      DATABASE_URL: postgres.url,
      OPERATOR_TOKEN: 'bench-operator-token-0123456789abcdef',
      // No thumbnails rendered ahead beside what this bench measures.
      IMAGE_PRERENDER_GAMES: '0',
    });
    const app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;

    const ledger = createLedger(database.db);
    const ids = Array.from({ length: PLAYERS }, () => randomUUID());
    await database.db
      .insert(users)
      .values(ids.map((id) => ({ id, name: `d${id.slice(0, 12)}`, email: `${id}@bench.test` })));
    const tokens: string[] = [];
    for (const userId of ids) {
      await ledger.post({
        type: 'deposit',
        idempotencyKey: `bench-fund:${userId}`,
        balanceType: 'usdt',
        legs: [
          { account: 'payments', amount: -dollars(100_000) },
          { account: 'player', userId, amount: dollars(100_000) },
        ],
      });
      const session = await app.sessions.create({
        userId,
        stage: 'active',
        ip: null,
        userAgent: null,
      });
      tokens.push(session.token);
    }
    const data: PlayersData = { base, tokens, loadMs: LOAD_MS, steadyRate: STEADY_RATE };
    // The players load TypeScript through tsx, as this script does.
    players = fork(new URL('./originals-players.ts', import.meta.url), {
      execArgv: ['--import', 'tsx'],
    });
    const ask = playersOf(players);
    players.send(data);
    await ask(null, 'ready');

    // Throughput: every player bets back to back.
    const cpu0 = process.cpuUsage();
    const pg0 = postgresCpuMs();
    const { settled, elapsedMs, cpuMs: playersMs } = await ask('throughput', 'throughput');
    const perSecond = settled / (elapsedMs / 1000);
    const cpu = process.cpuUsage(cpu0);
    const pgMs = postgresCpuMs() - pg0;
    // How busy the server, its players and PostgreSQL were tells which one is the limit.
    const cpuMs = (cpu.user + cpu.system) / 1000;

    // Latency at a steady rate, round-robin over the players.
    const { latencies } = await ask('steady', 'steady');
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    players.send('stop' satisfies PlayersCommand);

    const audit = await auditLedger(database.db);
    const problems =
      audit.unbalancedTransactions.length +
      audit.balanceMismatches.length +
      audit.negativeBalances.length;
    console.log(
      `  throughput: ${Math.round(perSecond).toLocaleString('en-US')} settled bets/s (${settled} in ${LOAD_MS / 1000} s, ${PLAYERS} players)`,
    );
    const share = (ms: number) =>
      `${((ms / elapsedMs) * 100).toFixed(0)}% of a core, ${(ms / settled).toFixed(2)} ms of CPU per bet`;
    console.log(`  the server used ${share(cpuMs)}; its players ${share(playersMs)}`);
    console.log(`  PostgreSQL used ${share(pgMs)}`);
    console.log(
      `  at ${STEADY_RATE} bets/s: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms over ${latencies.length} bets`,
    );
    const pass = perSecond >= TARGET_PER_SECOND && p99 < TARGET_P99_MS && problems === 0;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}: ${Math.round(perSecond)} bets/s (target ≥ ${TARGET_PER_SECOND}), p99 ${p99.toFixed(1)} ms (target < ${TARGET_P99_MS}), ledger audit ${problems === 0 ? 'clean' : `${problems} problems`}\n`,
    );
    if (!pass) process.exitCode = 1;
    await app.close();
  } finally {
    players?.kill();
    await database.close();
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
