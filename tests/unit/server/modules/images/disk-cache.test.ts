// @vitest-environment node
/**
 * The image disk cache's bound: the folder stays under its bytes however many images are
 * rendered, the least recently used go first, and the order and the bound survive a restart.
 */
import {
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { createDiskCache } from '@server/modules/images/disk-cache';
import { makeTempDir, type TempDir } from '@tests/support/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let dir: TempDir;
beforeEach(() => {
  dir = makeTempDir('image-cache');
});
afterEach(() => dir.remove());

/** Renders of 1,000 bytes, each remembering that it ran. */
function renders() {
  const ran: string[] = [];
  return {
    ran,
    of: (key: string) => async () => {
      ran.push(key);
      return Buffer.alloc(1000, key);
    },
  };
}

/** The cache's files on disk and their total bytes. */
function onDisk() {
  const files = existsSync(dir.path)
    ? readdirSync(dir.path).filter((name) => name.endsWith('.bin'))
    : [];
  const bytes = files.reduce((sum, name) => sum + statSync(join(dir.path, name)).size, 0);
  return { files: files.length, bytes };
}

/** The file holding a key's image (each image is 1,000 bytes of the key's first letter). */
function fileOf(key: string): string {
  const name = readdirSync(dir.path).find(
    (file) => file.endsWith('.bin') && readFileSync(join(dir.path, file))[0] === key.charCodeAt(0),
  );
  if (!name) throw new Error(`no file for ${key}`);
  return join(dir.path, name);
}

/** Stores `keys` in order, one at a time (the order is the recency). */
async function fill(cache: ReturnType<typeof createDiskCache>, keys: string[], of: RenderOf) {
  for (const key of keys) await cache.get(key, of(key));
}
type RenderOf = ReturnType<typeof renders>['of'];

const keys = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}`);

describe('image disk cache', () => {
  it('stays under its bound after many distinct renders', async () => {
    const cache = createDiskCache({ folder: dir.path, maxBytes: 10_000 });
    const render = renders();
    await fill(cache, keys('image-', 200), render.of);
    expect(render.ran).toHaveLength(200);
    expect(onDisk()).toEqual({ files: 10, bytes: 10_000 });
    // The newest are the ones kept.
    await cache.get('image-199', render.of('image-199'));
    expect(render.ran).toHaveLength(200);
  });

  it('evicts the least recently used image, not the oldest written', async () => {
    const cache = createDiskCache({ folder: dir.path, maxBytes: 5_000 });
    const render = renders();
    await fill(cache, ['a', 'b', 'c', 'd', 'e'], render.of);
    const first = await cache.get('a', render.of('a'));
    expect(first.data.equals(Buffer.alloc(1000, 'a'))).toBe(true);
    await fill(cache, ['f', 'g'], render.of);
    expect(render.ran).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    await fill(cache, ['a', 'd', 'e', 'f', 'g'], render.of);
    expect(render.ran).toHaveLength(7);
    await fill(cache, ['b', 'c'], render.of);
    expect(render.ran.slice(7)).toEqual(['b', 'c']);
    expect(onDisk().bytes).toBeLessThanOrEqual(5_000);
  });

  it('serves an image larger than the whole cache without keeping it', async () => {
    const cache = createDiskCache({ folder: dir.path, maxBytes: 500 });
    const image = await cache.get('big', async () => Buffer.alloc(1000, 1));
    expect(image.data.length).toBe(1000);
    expect(onDisk().files).toBe(0);
  });

  it('finds what a previous run stored, and re-renders a file deleted behind its back', async () => {
    const render = renders();
    await fill(createDiskCache({ folder: dir.path, maxBytes: 10_000 }), ['a', 'b'], render.of);
    const restarted = createDiskCache({ folder: dir.path, maxBytes: 10_000 });
    await fill(restarted, ['a', 'b'], render.of);
    expect(render.ran).toEqual(['a', 'b']);
    rmSync(fileOf('a'));
    await fill(restarted, ['a', 'b'], render.of);
    expect(render.ran).toEqual(['a', 'b', 'a']);
  });

  it('applies its bound at start, keeping the most recently used files of the last run', async () => {
    const render = renders();
    await fill(
      createDiskCache({ folder: dir.path, maxBytes: 10_000 }),
      ['a', 'b', 'c', 'd', 'e'],
      render.of,
    );
    // Last used in the order c, e, a, b, d, whatever the order they were written in.
    // (Every file is found before any time is set: reading one may refresh its access time.)
    const files = ['c', 'e', 'a', 'b', 'd'].map(fileOf);
    for (const [i, file] of files.entries()) utimesSync(file, 1_000_000 + i, 1_000_000 + i);
    const after = createDiskCache({ folder: dir.path, maxBytes: 3_000 });
    await fill(after, ['a', 'b', 'd'], render.of);
    expect(render.ran).toHaveLength(5);
    expect(onDisk()).toEqual({ files: 3, bytes: 3_000 });
    await fill(after, ['c', 'e'], render.of);
    expect(render.ran.slice(5)).toEqual(['c', 'e']);
  });

  it('records a read on disk, so a restart keeps the image read last', async () => {
    const render = renders();
    let clock = Date.now() + 3_600_000;
    const before = createDiskCache({ folder: dir.path, maxBytes: 10_000, now: () => clock });
    await fill(before, ['a', 'b', 'c'], render.of);
    clock += 120_000;
    await before.get('a', render.of('a'));
    const after = createDiskCache({ folder: dir.path, maxBytes: 1_000 });
    await after.get('a', render.of('a'));
    expect(render.ran).toEqual(['a', 'b', 'c']);
    expect(onDisk().files).toBe(1);
  });

  it('deletes temporary files a crash left behind, and leaves other files alone', async () => {
    const abandoned = join(dir.path, 'x.bin.1.2.tmp');
    const fresh = join(dir.path, 'y.bin.1.2.tmp');
    const foreign = join(dir.path, 'README');
    for (const file of [abandoned, fresh, foreign]) writeFileSync(file, 'x');
    utimesSync(abandoned, 1, 1);
    const cache = createDiskCache({ folder: dir.path, maxBytes: 1 });
    await cache.get('k', async () => Buffer.from('v'));
    expect(readdirSync(dir.path).sort()).toEqual(
      expect.arrayContaining(['README', 'y.bin.1.2.tmp']),
    );
    expect(existsSync(abandoned)).toBe(false);
  });
});
