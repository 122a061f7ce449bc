/**
 * A throwaway PostgreSQL server for tests, from Debian's `postgresql` package: initdb a temp
 * folder, start it on 127.0.0.1 with a free port and its socket in that folder, create a
 * database. initdb refuses to run as root, so as root the binaries run as the `postgres`
 * system user. `stop()` stops the server and removes the folder; so does process exit.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { makeTempDir } from './temp-dir';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';
const DATABASE = 'kadibet_test';

export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

/** The newest installed server's bin folder; throws with the fix when there is none. */
export function findPostgresBin(): string {
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT).sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const bin = join(PG_ROOT, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  throw new Error(
    `PostgreSQL server binaries (initdb, pg_ctl) not found under ${PG_ROOT}/*/bin. ` +
      "Install Debian's postgresql package (apt-get install postgresql); CI installs it.",
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
}

export interface StartPostgresOptions {
  /**
   * Keep PostgreSQL's crash-safe defaults (fsync, synchronous commit) instead of the fast
   * test settings: benchmarks measure what production would do.
   */
  durable?: boolean;
}

export async function startPostgres(options: StartPostgresOptions = {}): Promise<TestPostgres> {
  const bin = findPostgresBin();
  const dir = makeTempDir('pg');
  const data = join(dir.path, 'data');
  const sockets = join(dir.path, 'sockets');
  mkdirSync(sockets);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir.path, uid, gid);
    chownSync(sockets, uid, gid);
  }
  const pgCtl = (...args: string[]) => run(...asPostgresUser(join(bin, 'pg_ctl'), args));
  let started = false;
  const stopNow = () => {
    // Synchronous, so it also works from a process 'exit' handler.
    if (started) {
      try {
        execFileSync(
          ...asPostgresUser(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']),
          {
            stdio: 'ignore',
          },
        );
      } catch {
        // Already stopped.
      }
      started = false;
    }
    dir.remove();
  };
  process.once('exit', stopNow);

  try {
    await run(
      ...asPostgresUser(join(bin, 'initdb'), [
        '-D',
        data,
        '-U',
        'postgres',
        '--auth=trust',
        '--no-sync',
        '-E',
        'UTF8',
        '--locale=C',
      ]),
    );
    const port = await freePort();
    const speed = options.durable
      ? ''
      : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
    const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -k ${sockets} -c max_connections=200${speed}`;
    started = true;
    await pgCtl(
      '-D',
      data,
      '-o',
      serverOptions,
      '-l',
      join(dir.path, 'server.log'),
      '-w',
      '-t',
      '30',
      'start',
    );
    const admin = new pg.Client({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      database: 'postgres',
    });
    await admin.connect();
    await admin.query(`create database ${DATABASE}`);
    await admin.end();
    return {
      url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
      async stop() {
        process.removeListener('exit', stopNow);
        if (started) {
          await pgCtl('-D', data, '-m', 'fast', '-w', 'stop').catch(() => undefined);
          started = false;
        }
        stopNow();
      },
    };
  } catch (error) {
    const log = join(dir.path, 'server.log');
    const detail = existsSync(log) ? `\n${readFileSync(log, 'utf8')}` : '';
    process.removeListener('exit', stopNow);
    stopNow();
    throw new Error(`Could not start a test PostgreSQL server: ${String(error)}${detail}`);
  }
}
