/**
 * `npm run bench` (Originals part): settled dice bets per second through the whole path a
 * player's bet takes — a signed-in socket.io client, the `originals:bet` handler, the
 * responsible-gambling gate, the ledger, the seed pair's nonce, the round's row and the
 * site counters — on a real PostgreSQL with its crash-safe defaults (fsync on), and the
 * p50/p99 acknowledgement latency at a steady 200 bets/s. Targets on the 2-core machine:
 * ≥ 1,000 settled bets/s, p99 < 50 ms at 200 bets/s. The clients run in this same process,
 * so their cost counts against the server's. Ends with the ledger audit; exits non-zero
 * when a target or the audit fails.
 */
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
import { io, type Socket } from 'socket.io-client';
import type { OriginalsAck } from '@/contracts/originals';
import type { ClientToServerEvents, ServerToClientEvents } from '@/contracts/socket-events';
import { startPostgres } from '../support/postgres';

const TARGET_PER_SECOND = 1_000;
const TARGET_P99_MS = 50;
const STEADY_RATE = 200;
const PLAYERS = 100;
const LOAD_MS = 8_000;

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const key = () => randomUUID().replaceAll('-', '');

function diceBet(socket: Client): Promise<OriginalsAck> {
  return socket.emitWithAck('originals:bet', {
    game: 'dice',
    params: { target: 50.5, condition: 'over' },
    amount: '0.1',
    balanceType: 'usdt',
    clientSeed: 'benchclientseed',
    actionId: key(),
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
  const sockets: Client[] = [];
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
      const { token } = await app.sessions.create({
        userId,
        stage: 'active',
        ip: null,
        userAgent: null,
      });
      const socket: Client = io(base, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { cookie: `kb_sid=${token}` },
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
    }
    // The handshake resolves the player asynchronously; one bet each proves it has.
    const warm = await Promise.all(sockets.map(diceBet));
    const refused = warm.find((ack) => !ack.ok);
    if (refused) throw new Error(`warm-up bet refused: ${JSON.stringify(refused)}`);

    // Throughput: every player bets back to back.
    let settled = 0;
    const until = Date.now() + LOAD_MS;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await Promise.all(
      sockets.map(async (socket) => {
        while (Date.now() < until) {
          const ack = await diceBet(socket);
          if (!ack.ok) throw new Error(`bet refused: ${ack.code} ${ack.message}`);
          settled++;
        }
      }),
    );
    const elapsedMs = performance.now() - t0;
    const perSecond = settled / (elapsedMs / 1000);
    const cpu = process.cpuUsage(cpu0);
    // Server and clients share this process: how busy it was tells whether Node or the
    // database is the limit.
    const cpuMs = (cpu.user + cpu.system) / 1000;

    // Latency at a steady rate: one bet every 5 ms, round-robin over the players.
    const latencies: number[] = [];
    const pending: Promise<void>[] = [];
    const steadyUntil = Date.now() + LOAD_MS;
    let next = 0;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (Date.now() >= steadyUntil) {
          clearInterval(timer);
          resolve();
          return;
        }
        const socket = sockets[next++ % sockets.length];
        if (!socket) return;
        const sent = performance.now();
        pending.push(
          diceBet(socket).then((ack) => {
            if (!ack.ok) throw new Error(`bet refused: ${ack.code}`);
            latencies.push(performance.now() - sent);
          }),
        );
      }, 1000 / STEADY_RATE);
    });
    await Promise.all(pending);
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);

    const audit = await auditLedger(database.db);
    const problems =
      audit.unbalancedTransactions.length +
      audit.balanceMismatches.length +
      audit.negativeBalances.length;
    console.log(
      `  throughput: ${Math.round(perSecond).toLocaleString('en-US')} settled bets/s (${settled} in ${LOAD_MS / 1000} s, ${PLAYERS} players); this process used ${((cpuMs / elapsedMs) * 100).toFixed(0)}% of a core, ${(cpuMs / settled).toFixed(2)} ms of CPU per bet`,
    );
    console.log(
      `  at ${STEADY_RATE} bets/s: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms over ${latencies.length} bets`,
    );
    const pass = perSecond >= TARGET_PER_SECOND && p99 < TARGET_P99_MS && problems === 0;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}: ${Math.round(perSecond)} bets/s (target ≥ ${TARGET_PER_SECOND}), p99 ${p99.toFixed(1)} ms (target < ${TARGET_P99_MS}), ledger audit ${problems === 0 ? 'clean' : `${problems} problems`}\n`,
    );
    if (!pass) process.exitCode = 1;
    for (const socket of sockets) socket.disconnect();
    await app.close();
  } finally {
    await database.close();
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
