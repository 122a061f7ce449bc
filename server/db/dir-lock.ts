/**
 * A pid lock file that keeps two server processes off the same PGlite folder (PGlite has no
 * locking of its own). A lock left by a process that no longer runs is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export interface DirLock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDirLock(path: string): DirLock {
  try {
    writeFileSync(path, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number.parseInt(readFileSync(path, 'utf8'), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The embedded database is in use by process ${owner} (lock file ${path}). ` +
          'Stop that server first, or use PostgreSQL (DATABASE_URL) to run several processes.',
      );
    }
    writeFileSync(path, String(process.pid));
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      rmSync(path, { force: true });
    },
  };
}
