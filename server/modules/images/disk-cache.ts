/**
 * Generated images kept on disk under DATA_DIR/images, so each is rendered once per server
 * and survives restarts. Writes go to a temporary name and are renamed into place (a reader
 * never sees half a file); concurrent requests for the same missing key share one render.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface CachedImage {
  data: Buffer;
  /** Strong validator: a hash of the bytes. */
  etag: string;
}

export interface DiskCache {
  /** The stored image for `key`, rendering and storing it first when missing. */
  get(key: string, render: () => Promise<Buffer>): Promise<CachedImage>;
}

const etagOf = (data: Buffer) => createHash('sha256').update(data).digest('base64url').slice(0, 27);

export function createDiskCache(folder: string): DiskCache {
  const pending = new Map<string, Promise<CachedImage>>();
  let ready: Promise<unknown> | null = null;

  async function load(key: string, render: () => Promise<Buffer>): Promise<CachedImage> {
    // Keys can be any text: the file name is their hash, safe on every filesystem.
    const file = join(folder, `${createHash('sha256').update(key).digest('hex').slice(0, 40)}.bin`);
    try {
      const data = await readFile(file);
      return { data, etag: etagOf(data) };
    } catch {
      const data = await render();
      ready ??= mkdir(folder, { recursive: true });
      await ready;
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
      return { data, etag: etagOf(data) };
    }
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
