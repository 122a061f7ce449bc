/**
 * A reference server of the test's own, for stories that stop, restart or redeploy it (the
 * shared one in playwright.config.ts must stay up for every other story). Listens on
 * 127.0.0.1 only, on a fresh database, and is killed by `stop()` (and with the test process).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

export interface PrivateServer {
  baseURL: string;
  port: number;
  readonly running: boolean;
  /** Starts (or restarts) the server, serving the given build folder. */
  start(staticDir?: string): Promise<void>;
  /** Stops the process; the data folder stays for a restart. */
  stop(): Promise<void>;
  /** Stops and removes the data folder. */
  dispose(): Promise<void>;
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

export function privateServer(port: number): PrivateServer {
  const dataDir = mkdtempSync(join(tmpdir(), 'kadibet-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((done) => {
      running.once('exit', () => done());
      running.kill('SIGTERM');
      setTimeout(() => running.kill('SIGKILL'), 10_000).unref();
    });
  };

  return {
    baseURL,
    port,
    get running() {
      return child !== undefined && child.exitCode === null;
    },
    async start(staticDir = 'dist') {
      await stop();
      child = spawn(join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          STATIC_DIR: staticDir,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await waitForHealth(`${baseURL}/api/health`, 90_000);
    },
    stop,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
