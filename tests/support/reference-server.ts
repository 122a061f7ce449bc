/**
 * The real reference server as a child process, for the benches and the e2e stories that need
 * one of their own: `tsx server/main.ts` on 127.0.0.1, with the caller's port (and a free one
 * for the game provider's site), data folder and build folder, ready once /api/health
 * answers. Also Debian Chromium's path and flags, which every browser these scripts launch
 * uses.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A port nobody listens on (other benches and e2e servers may be running on this machine). */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  /** The built client; the server's default (./dist) when absent. */
  staticDir?: string;
  env?: NodeJS.ProcessEnv;
  startTimeoutMs?: number;
}

export interface RunningServer {
  baseURL: string;
  process: ChildProcess;
  /** SIGTERM, then SIGKILL after 10 s; resolves when the process is gone. */
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited at start (${child.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

export async function startReferenceServer(options: ServerOptions): Promise<RunningServer> {
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      // The game provider's own listener: PORT + 1 may be another server's.
      GAME_PROVIDER_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      ...(options.staticDir ? { STATIC_DIR: options.staticDir } : {}),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(forced);
  };
  const baseURL = `http://127.0.0.1:${options.port}`;
  try {
    await waitForHealth(`${baseURL}/api/health`, child, options.startTimeoutMs ?? 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, process: child, stop };
}
