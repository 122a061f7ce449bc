/**
 * What the image cache's folder holds, in order of use, within a bound in bytes: adding a file
 * past the bound deletes the least recently used ones. The order lives in an lru-cache while
 * the server runs and in the files' times across restarts: a use refreshes the file's time (at
 * most once a minute per file), and at start the folder's files are indexed oldest first,
 * which deletes what no longer fits.
 */
import { mkdir, readdir, stat, unlink, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';

/** Files the cache stores; anything else in the folder is left alone. */
export const CACHE_FILE_SUFFIX = '.bin';
const TEMPORARY_SUFFIX = '.tmp';
/** Recency on disk is kept to this precision, so a busy image costs one utimes a minute. */
const TOUCH_INTERVAL_MS = 60_000;
/** A temporary file this old was left by a write that never finished (a crash). */
const ABANDONED_TEMPORARY_MS = 10 * 60_000;

interface Entry {
  bytes: number;
  /** When the file's time on disk was last set. */
  touchedAt: number;
}

export interface CacheIndex {
  /** Settles once the files already in the folder are indexed and the excess deleted. */
  readonly ready: Promise<void>;
  /** Whether `name` is stored; if so it becomes the most recently used. */
  use(name: string): boolean;
  /** Whether an image of this size can be kept at all. */
  fits(bytes: number): boolean;
  /** Records a stored file; settles once the least recently used it displaced are deleted. */
  add(name: string, bytes: number): Promise<void>;
  /** Drops a file found missing. */
  forget(name: string): void;
}

const ignoreMissing = () => {};

export function createCacheIndex(
  folder: string,
  maxBytes: number,
  now: () => number = Date.now,
): CacheIndex {
  /** Deletions of evicted files not yet awaited. */
  let evictions: Promise<void>[] = [];
  const evicted = () => {
    const done = Promise.all(evictions);
    evictions = [];
    return done.then(() => {});
  };
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    // lru-cache wants positive sizes; an empty file still takes an entry.
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
    dispose: (_entry, name, reason) => {
      if (reason === 'evict') evictions.push(unlink(join(folder, name)).catch(ignoreMissing));
    },
  });

  async function indexFolder(): Promise<void> {
    await mkdir(folder, { recursive: true });
    const found: Array<{ name: string; bytes: number; usedAt: number }> = [];
    // One file at a time: at start the thread pool is better left to sign-ins than to stats.
    for (const name of await readdir(folder)) {
      const path = join(folder, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) continue;
      if (name.endsWith(TEMPORARY_SUFFIX)) {
        if (now() - info.mtimeMs > ABANDONED_TEMPORARY_MS) await unlink(path).catch(ignoreMissing);
      } else if (name.endsWith(CACHE_FILE_SUFFIX)) {
        found.push({ name, bytes: info.size, usedAt: Math.max(info.atimeMs, info.mtimeMs) });
      }
    }
    found.sort((a, b) => a.usedAt - b.usedAt);
    for (const file of found) {
      if (file.bytes > maxBytes) await unlink(join(folder, file.name)).catch(ignoreMissing);
      else entries.set(file.name, { bytes: file.bytes, touchedAt: file.usedAt });
    }
    await evicted();
  }

  const ready = indexFolder();
  // Awaited by every read; this keeps a failed start from being an unhandled rejection too.
  ready.catch(ignoreMissing);
  return {
    ready,
    use(name) {
      const entry = entries.get(name);
      if (!entry) return false;
      const time = now();
      if (time - entry.touchedAt >= TOUCH_INTERVAL_MS) {
        entry.touchedAt = time;
        // A file gone meanwhile is found missing by the read that follows.
        void utimes(join(folder, name), time / 1000, time / 1000).catch(ignoreMissing);
      }
      return true;
    },
    fits: (bytes) => bytes <= maxBytes,
    add(name, bytes) {
      entries.set(name, { bytes, touchedAt: now() });
      return evicted();
    },
    forget(name) {
      entries.delete(name);
    },
  };
}
