/**
 * Generated images kept on disk under DATA_DIR/images, so each is rendered once and survives
 * restarts, within a bound in bytes: past it the least recently used images are deleted
 * (cache-index.ts). Writes go to a temporary name and are renamed into place (a reader never
 * sees half a file); concurrent requests for the same missing key share one render.
 */
import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CACHE_FILE_SUFFIX, createCacheIndex } from './cache-index';

export interface CachedImage {
  data: Buffer;
  /** Strong validator: a hash of the bytes. */
  etag: string;
}

export interface DiskCache {
  /** The stored image for `key`, rendering and storing it first when missing. */
  get(key: string, render: () => Promise<Buffer>): Promise<CachedImage>;
}

export interface DiskCacheOptions {
  folder: string;
  /** The most bytes of images the folder keeps. */
  maxBytes: number;
  now?: () => number;
}

const etagOf = (data: Buffer) => createHash('sha256').update(data).digest('base64url').slice(0, 27);

export function createDiskCache({ folder, maxBytes, now }: DiskCacheOptions): DiskCache {
  const index = createCacheIndex(folder, maxBytes, now);
  const pending = new Map<string, Promise<CachedImage>>();

  async function stored(name: string): Promise<Buffer | null> {
    if (!index.use(name)) return null;
    try {
      return await readFile(join(folder, name));
    } catch {
      index.forget(name);
      return null;
    }
  }

  async function store(name: string, data: Buffer): Promise<void> {
    // An image larger than the whole cache is served but not kept.
    if (!index.fits(data.length)) return;
    const file = join(folder, name);
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
    await index.add(name, data.length);
  }

  async function load(key: string, render: () => Promise<Buffer>): Promise<CachedImage> {
    await index.ready;
    // Keys can be any text: the file name is their hash, safe on every filesystem.
    const name = `${createHash('sha256').update(key).digest('hex').slice(0, 40)}${CACHE_FILE_SUFFIX}`;
    let data = await stored(name);
    if (!data) {
      data = await render();
      await store(name, data);
    }
    return { data, etag: etagOf(data) };
  }

  return {
    get(key, render) {
      let found = pending.get(key);
      if (!found) {
        found = load(key, render).finally(() => pending.delete(key));
        pending.set(key, found);
      }
      return found;
    },
  };
}
