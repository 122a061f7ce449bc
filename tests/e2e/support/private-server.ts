/**
 * A reference server of the test's own, for stories that stop, restart or redeploy it (the
 * shared one in playwright.config.ts must stay up for every other story). Listens on
 * 127.0.0.1 only, on a fresh database kept across restarts, and is killed by `stop()` (and
 * with the test process).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startReferenceServer } from '../../support/reference-server';

export interface PrivateServer {
  baseURL: string;
  port: number;
  /** Its DATA_DIR (the operator token is there, as `npm run operator` reads it). */
  dataDir: string;
  readonly running: boolean;
  /** Starts (or restarts) the server, serving the given build folder. */
  start(staticDir?: string): Promise<void>;
  /** Stops the process; the data folder stays for a restart. */
  stop(): Promise<void>;
  /** Stops and removes the data folder. */
  dispose(): Promise<void>;
}

export function privateServer(port: number): PrivateServer {
  const dataDir = mkdtempSync(join(tmpdir(), 'kadibet-e2e-'));
  let current: RunningServer | undefined;

  const stop = async () => {
    const running = current;
    current = undefined;
    await running?.stop();
  };

  return {
    baseURL: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    get running() {
      return current !== undefined && current.process.exitCode === null;
    },
    async start(staticDir = 'dist') {
      await stop();
      current = await startReferenceServer({
        port,
        dataDir,
        staticDir,
        // As the shared server (playwright.config.ts): no thumbnails rendered ahead. Each
        // private server otherwise rendered the whole catalogue's in the background, holding a
        // core for minutes beside the two workers; the outage story runs two at a time.
        env: { NODE_ENV: 'production', IMAGE_PRERENDER_GAMES: '0' },
      });
    },
    stop,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
