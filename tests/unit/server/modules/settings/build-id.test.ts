// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readClientBuildId } from '@server/modules/settings/build-id';
import { makeTempDir, type TempDir } from '@tests/support/temp-dir';
import { afterEach, describe, expect, it, vi } from 'vitest';

let dir: TempDir | undefined;
afterEach(() => dir?.remove());

function staticDir(): string {
  dir = makeTempDir('build-id');
  return dir.path;
}

describe('readClientBuildId', () => {
  it('reads the id the client build wrote', () => {
    const root = staticDir();
    writeFileSync(join(root, 'build-id.json'), JSON.stringify({ buildId: ' 0.1.0+abc ' }));
    expect(readClientBuildId(root)).toBe('0.1.0+abc');
  });

  it('is quietly null while the client is not built', () => {
    const onInvalid = vi.fn();
    expect(readClientBuildId(join(staticDir(), 'no-client'), onInvalid)).toBeNull();
    expect(onInvalid).not.toHaveBeenCalled();
  });

  it('says why when the file is invalid or unreadable', () => {
    const root = staticDir();
    const onInvalid = vi.fn();
    writeFileSync(join(root, 'build-id.json'), '{"buildId":');
    expect(readClientBuildId(root, onInvalid)).toBeNull();
    writeFileSync(join(root, 'build-id.json'), JSON.stringify({ buildId: '' }));
    expect(readClientBuildId(root, onInvalid)).toBeNull();

    const unreadable = join(root, 'as-folder');
    mkdirSync(join(unreadable, 'build-id.json'), { recursive: true });
    expect(readClientBuildId(unreadable, onInvalid)).toBeNull();
    expect(onInvalid).toHaveBeenCalledTimes(3);
  });
});
