/**
 * The players of the Originals bench (originals.ts), in a child process: one signed-in
 * socket.io client each, betting dice through `originals:bet`. They share the machine's two
 * cores with the server and PostgreSQL but not the server's event loop, as remote players'
 * apps would. The bench sends the players' data first, then commands: 'throughput' (every
 * player bets back to back for `loadMs`) and 'steady' (one bet every 1000 / rate ms,
 * round-robin); each is answered with its figures.
 */
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import type { OriginalsAck } from '@/contracts/originals';
import type { ClientToServerEvents, ServerToClientEvents } from '@/contracts/socket-events';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface PlayersData {
  base: string;
  tokens: string[];
  loadMs: number;
  steadyRate: number;
}
export type PlayersCommand = 'throughput' | 'steady' | 'stop';
export type PlayersReport =
  | { kind: 'ready' }
  | { kind: 'throughput'; settled: number; elapsedMs: number; cpuMs: number }
  | { kind: 'steady'; latencies: number[] }
  | { kind: 'failed'; message: string };

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

async function settledBet(socket: Client): Promise<void> {
  const ack = await diceBet(socket);
  if (!ack.ok) throw new Error(`bet refused: ${ack.code} ${ack.message}`);
}

async function connect(base: string, token: string): Promise<Client> {
  const socket: Client = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie: `kb_sid=${token}` },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

async function throughput(sockets: Client[], loadMs: number): Promise<PlayersReport> {
  let settled = 0;
  const until = Date.now() + loadMs;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    sockets.map(async (socket) => {
      while (Date.now() < until) {
        await settledBet(socket);
        settled++;
      }
    }),
  );
  const elapsedMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { kind: 'throughput', settled, elapsedMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

async function steady(sockets: Client[], loadMs: number, rate: number): Promise<PlayersReport> {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const until = Date.now() + loadMs;
  let next = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (Date.now() >= until) {
        clearInterval(timer);
        resolve();
        return;
      }
      const socket = sockets[next++ % sockets.length];
      if (!socket) return;
      const sent = performance.now();
      pending.push(settledBet(socket).then(() => void latencies.push(performance.now() - sent)));
    }, 1000 / rate);
  });
  await Promise.all(pending);
  return { kind: 'steady', latencies };
}

async function run(data: PlayersData): Promise<void> {
  const report = (message: PlayersReport) => process.send?.(message);
  try {
    const sockets = await Promise.all(data.tokens.map((token) => connect(data.base, token)));
    // The handshake resolves the player asynchronously; one bet each proves it has.
    await Promise.all(sockets.map(settledBet));
    report({ kind: 'ready' });
    process.on('message', (command: PlayersCommand) => {
      const run =
        command === 'throughput'
          ? throughput(sockets, data.loadMs)
          : command === 'steady'
            ? steady(sockets, data.loadMs, data.steadyRate)
            : null;
      if (!run) {
        for (const socket of sockets) socket.disconnect();
        process.disconnect();
        return;
      }
      run.then(report, (error: unknown) => report({ kind: 'failed', message: String(error) }));
    });
  } catch (error) {
    report({ kind: 'failed', message: String(error) });
  }
}

if (!process.send) throw new Error('originals-players runs as a child of the Originals bench');
process.once('message', (data: PlayersData) => void run(data));
