/**
 * `npm run bench` (catalogue server part): the first-start catalogue seed on a fresh embedded
 * PGlite and the cost of the check on later starts, the size of GET /api/tp-games/essentials
 * (raw, gzip, brotli), and its throughput over HTTP with keep-alive connections: full answers
 * (brotli) and revalidations (304). autocannon is not a dependency, so the load is its own
 * loop of concurrent requests (node:http, bodies read but not decoded: the client costs little).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { seedDatabase } from '@server/db/seed';
import { seedCatalogue } from '@server/modules/catalogue/seed';
import { ESSENTIALS_PATH } from '@/contracts/catalogue';

const CONNECTIONS = 32;
const DURATION_MS = 8_000;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
}

function get(base: string, agent: Agent, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${ESSENTIALS_PATH}`, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function load(base: string, headers: Record<string, string>, expected: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  const end = performance.now() + DURATION_MS;
  let failures = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const answer = await get(base, agent, headers);
      latencies.push(performance.now() - start);
      if (answer.status !== expected) failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.floor(q * (latencies.length - 1))] ?? 0;
  return { perSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99), failures };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

const dir = mkdtempSync(join(tmpdir(), 'kadibet-bench-catalogue-'));
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dir,
  STATIC_DIR: join(dir, 'no-client'),
  HOST: '127.0.0.1',
  PORT: '0',
  // No thumbnails rendered ahead beside what this bench measures.
  IMAGE_PRERENDER_GAMES: '0',
});
const database = await openDatabase(config);
let exitCode = 0;
try {
  await runMigrations(database);
  let start = performance.now();
  await seedCatalogue(database.db);
  console.log(
    `catalogue seed on first start (PGlite): ${(performance.now() - start).toFixed(0)} ms`,
  );
  start = performance.now();
  await seedDatabase(database.db);
  console.log(`seed on a later start: ${(performance.now() - start).toFixed(0)} ms (all seeders)`);

  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const agent = new Agent({ keepAlive: true });
  start = performance.now();
  const plain = await get(base, agent, {});
  console.log(`essentials first build: ${(performance.now() - start).toFixed(0)} ms`);
  const gzipped = await get(base, agent, { 'accept-encoding': 'gzip' });
  const brotli = await get(base, agent, { 'accept-encoding': 'br' });
  agent.destroy();
  console.log(
    `essentials payload: ${kb(plain.bytes)} JSON, ${kb(gzipped.bytes)} gzipped, ${kb(brotli.bytes)} brotli`,
  );
  const etag = String(brotli.headers.etag);
  for (const [label, headers, status] of [
    ['200 brotli', { 'accept-encoding': 'br' }, 200],
    ['304 revalidation', { 'accept-encoding': 'br', 'if-none-match': etag }, 304],
  ] as const) {
    const result = await load(base, headers, status);
    console.log(
      `essentials ${label}: ${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms (${CONNECTIONS} connections, ${DURATION_MS / 1000} s)`,
    );
    if (result.failures > 0) {
      console.error(`  ${result.failures} answers were not ${status}`);
      exitCode = 1;
    }
  }
  await app.close();
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
